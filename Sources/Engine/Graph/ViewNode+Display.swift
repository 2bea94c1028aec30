import Foundation

extension ViewGraph {
  /// The frame's drawing, back to front, after bringing state and layout up to date.
  public func displayList(background: Color = .white) -> DisplayList {
    layoutIfNeeded()
    var list = DisplayList()
    let window = CGRect(origin: .zero, size: size)
    list.append(.fill(window, cornerRadius: 0, color: background))
    list.append(.pushClip(window))
    for item in rootItems() { item.node.draw(into: &list, opacity: 1) }
    list.append(.popClip)
    return list
  }
}

extension ViewNode {
  /// Appends this node's drawing (and its subviews') to `list`.
  func draw(into list: inout DisplayList, opacity: Double) {
    let frame = presentedFrame
    switch kind {
    case .scroll:
      list.append(.pushClip(frame))
      let outer = graph.drawClip
      graph.drawClip = outer.map { $0.intersection(frame) } ?? frame
      for item in items() { item.node.draw(into: &list, opacity: opacity) }
      graph.drawClip = outer
      list.append(.popClip)
    case .lazyStack:
      // Elements built ahead of the scroll are not drawn until they show.
      let clip = graph.drawClip
      for item in items() where clip.map({ item.node.presentedFrame.intersects($0) }) ?? true {
        item.node.draw(into: &list, opacity: opacity)
      }
    case .text:
      guard let t = textLines else { return }
      let color = (environment.foregroundColor ?? TextContent.defaultColor)
        .resolved(in: environment).opacity(opacity)
      let fraction = environment.multilineTextAlignment.fraction
      // Each line at its measured centre: the rasterised line is centred there, whatever
      // rounding its width took.
      for (i, line) in t.lines.enumerated() where !line.isEmpty {
        let position = CGPoint(
          x: frame.minX + (frame.width - t.widths[i]) * fraction + t.widths[i] / 2,
          y: frame.minY + (CGFloat(i) + 0.5) * t.lineHeight)
        list.append(.text(line, font: t.font, position: position, anchor: .center, color: color))
      }
    case .fill(let f):
      let rect = f.corner.drawnRect(in: frame)
      guard f.color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
      list.append(
        .fill(rect, cornerRadius: f.corner.radius(in: rect.size), color: f.color.opacity(opacity)))
    case .spacer:
      return
    case .layout:
      let items = items()
      let order = drawOrder.count == items.count ? drawOrder : Array(items.indices)
      if let collapse {
        // A row is the same drawing until it is laid out again (scrolls elsewhere and
        // moving pages leave it alone): its commands are kept between frames.
        let key = RowDrawing.Key(
          pass: graph.pass, opacity: opacity, scale: graph.pixelScale, origin: frame.origin)
        if let kept = collapse.drawing, kept.key == key, graph.animatingList.isEmpty {
          list.commands += kept.commands
          return
        }
        var own = DisplayList()
        drawRow(items, order: order, badge: collapse.badge, into: &own, opacity: opacity)
        collapse.drawing = RowDrawing(key: key, commands: own.commands)
        list.commands += own.commands
        return
      }
      for i in order where !items[i].node.isHiddenByLayout {
        items[i].node.draw(into: &list, opacity: opacity)
      }
    case .modifier(let m):
      drawModifier(m, into: &list, opacity: opacity)
    case .viewThatFits:
      for item in items() where ObjectIdentifier(item.node) == fitChoice {
        item.node.draw(into: &list, opacity: opacity)
      }
    case .list, .composite:
      for item in items() { item.node.draw(into: &list, opacity: opacity) }
    }
  }

  /// Draws a collapsing row's tiles back to front, leaving out each tile that lands on the
  /// same device pixels as the tile drawn right over it (the same snapped frame): it could
  /// show at most through the upper glyph's transparent parts, by less than a pixel of
  /// travel. So a row draws at most one tile per pixel column however many it holds; 100 000
  /// tiles with `minimumSliver` 0 took 20 s a frame.
  private func drawRow(
    _ items: [LayoutItem], order: [Int], badge: ViewNode?, into list: inout DisplayList,
    opacity: Double
  ) {
    let scale = graph.pixelScale > 0 && graph.pixelScale.isFinite ? graph.pixelScale : 1
    func snapped(_ r: CGRect) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
      (
        (r.minX * scale).rounded(), (r.minY * scale).rounded(), (r.width * scale).rounded(),
        (r.height * scale).rounded()
      )
    }
    let drawn = order.filter { !items[$0].node.isHiddenByLayout }
    for (k, i) in drawn.enumerated() {
      let node = items[i].node
      if k + 1 < drawn.count, node !== badge {
        let above = items[drawn[k + 1]].node
        if above !== badge, snapped(above.frame) == snapped(node.frame) { continue }
      }
      node.draw(into: &list, opacity: opacity)
    }
  }

  private func drawModifier(_ m: LayoutModifier, into list: inout DisplayList, opacity: Double) {
    let content = children.isEmpty ? [] : items(of: 0..<1)
    let extra = children.count > 1 ? items(of: 1..<2) : []
    func drawAll(_ items: [LayoutItem], _ o: Double) {
      for item in items { item.node.draw(into: &list, opacity: o) }
    }
    switch m {
    case .background:
      drawAll(extra, opacity)
      drawAll(content, opacity)
    case .overlay:
      drawAll(content, opacity)
      drawAll(extra, opacity)
    case .opacity(let o):
      drawAll(content, opacity * o)
    case .clip:
      list.append(.pushClip(presentedFrame))
      drawAll(content, opacity)
      list.append(.popClip)
    default:
      drawAll(content, opacity)
    }
  }
}
