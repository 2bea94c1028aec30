import Foundation

/// A container's layout, type-erased so a node can hold any `Layout`.
struct AnyLayoutBox {
  let layout: any Layout
  /// Spacer axis and default spacing come from the layout type's properties.
  var orientation: Axis? { type(of: layout).layoutProperties.stackOrientation }

  func sizeThatFits(_ p: ProposedViewSize, _ subviews: [MeasuredSubview]) -> CGSize {
    Self.size(layout, p, subviews)
  }

  private static func size<L: Layout>(_ l: L, _ p: ProposedViewSize, _ s: [MeasuredSubview])
    -> CGSize
  {
    l.sizeThatFits(proposal: p, subviews: s)
  }

  func place(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: [MeasuredSubview])
    -> (placements: [(CGRect, ProposedViewSize)], drawOrder: [Int])
  {
    Self.place(layout, bounds, p, subviews)
  }

  private static func place<L: Layout>(
    _ l: L, _ bounds: CGRect, _ p: ProposedViewSize, _ s: [MeasuredSubview]
  ) -> (placements: [(CGRect, ProposedViewSize)], drawOrder: [Int]) {
    let run = LayoutRun(subviews: s, recordingProposals: true)
    let proxies = LayoutSubviews(run: run)
    var cache = l.makeCache(subviews: proxies)
    _ = l.sizeThatFits(proposal: p, subviews: proxies, cache: &cache)
    l.placeSubviews(in: bounds, proposal: p, subviews: proxies, cache: &cache)
    return (run.placements(in: bounds, proposal: p), LayoutResult.drawOrder(zIndices: run.zIndices))
  }

  func spacing(_ subviews: [MeasuredSubview]) -> ViewSpacing {
    Self.spacing(layout, subviews)
  }

  private static func spacing<L: Layout>(_ l: L, _ s: [MeasuredSubview]) -> ViewSpacing {
    let run = LayoutRun(subviews: s)
    let proxies = LayoutSubviews(run: run)
    var cache = l.makeCache(subviews: proxies)
    return l.spacing(subviews: proxies, cache: &cache)
  }
}

/// Lays out a list of subviews where one view is expected (a modifier's content, the
/// root): one subview directly, several stacked vertically as SwiftUI does.
@MainActor
struct ContentLayout {
  let items: [LayoutItem]
  let graph: ViewGraph

  static let implicitStack = AnyLayoutBox(layout: VStackLayout())

  func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
    switch items.count {
    case 0: return .zero
    case 1: return items[0].node.sizeThatFits(p)
    default:
      return Self.implicitStack.sizeThatFits(p, items.map { $0.measured(axis: .vertical) })
    }
  }

  func place(in frame: CGRect, proposal: ProposedViewSize) {
    switch items.count {
    case 0: return
    case 1: items[0].node.place(in: frame, proposal: proposal, attributes: items[0].attributes)
    default:
      let placed = Self.implicitStack.place(
        frame, proposal, items.map { $0.measured(axis: .vertical) })
      for (i, item) in items.enumerated() {
        item.node.place(
          in: placed.placements[i].0, proposal: placed.placements[i].1, attributes: item.attributes)
      }
    }
  }

  var spacing: ViewSpacing {
    items.count == 1 ? items[0].node.spacing : ViewSpacing()
  }
}

extension LayoutItem {
  /// The item as a layout sees it: size, priority, spacing, layout values, z-index.
  @MainActor
  func measured(axis: Axis?) -> MeasuredSubview {
    let node = self.node
    node.stackAxis = axis
    var m = MeasuredSubview { [node] p in node.sizeThatFits(p) }
    m.priority = attributes.priority ?? 0
    m.spacing = node.spacing
    m.layoutValues = attributes.layoutValues
    m.zIndex = attributes.zIndex ?? 0
    if case .spacer = node.kind { m.isSpacer = true }
    return m
  }
}

extension ViewNode {
  /// The node's size for `proposal`, asked at most once per proposal and pass.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if sizesPass != graph.pass {
      sizes.removeAll(keepingCapacity: true)
      sizesPass = graph.pass
    }
    if let s = sizes[proposal] { return s }
    let raw = computeSize(proposal)
    // One bad measurement must not poison every position with NaN or negative sizes.
    func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(v, 0) }
    let s = CGSize(width: clean(raw.width), height: clean(raw.height))
    sizes[proposal] = s
    return s
  }

  /// The preferred spacing around the node as a subview.
  var spacing: ViewSpacing {
    switch kind {
    case .layout where collapse != nil:
      // A row of tiles keeps the default spacing around it (measuring every tile's spacing
      // made a 100 000-tile row cost a pass of its own).
      return ViewSpacing()
    case .layout(let box):
      return box.spacing(items().map { $0.measured(axis: box.orientation) })
    case .modifier(let m):
      return m.spacing(self)
    default:
      return ViewSpacing()
    }
  }

  private func computeSize(_ p: ProposedViewSize) -> CGSize {
    switch kind {
    case .text(let t):
      return t.layout(for: p, environment: environment, text: graph.text).size
    case .fill:
      return p.replacingUnspecifiedDimensions()
    case .spacer(let minLength):
      return spacerSize(p, minLength: minLength ?? ViewSpacing.defaultDistance)
    case .layout(let box):
      // A collapsing row measures as its tiles (its badge takes a tile's slot).
      guard collapse != nil else {
        return box.sizeThatFits(p, items().map { $0.measured(axis: box.orientation) })
      }
      // No taller than offered: its tiles scale down to fit.
      let s = box.sizeThatFits(p, rowTiles().map { $0.measured(axis: box.orientation) })
      return CGSize(width: s.width, height: p.height.map { min($0, s.height) } ?? s.height)
    case .modifier(let m):
      return m.sizeThatFits(p, self)
    case .viewThatFits(let axes):
      return chosenFit(p, axes: axes).map { $0.node.sizeThatFits(p) } ?? .zero
    case .scroll(let state):
      return scrollSize(state, p)
    case .lazyStack(let lazy):
      return lazy.size(self, p)
    case .list, .composite:
      return ContentLayout(items: items(), graph: graph).sizeThatFits(p)
    }
  }

  /// Along its stack's axis a spacer takes what it is offered (at least `minLength`);
  /// across it, nothing. Outside a stack it takes what it is offered both ways.
  private func spacerSize(_ p: ProposedViewSize, minLength: CGFloat) -> CGSize {
    let ideal = CGSize(width: minLength, height: minLength)
    let offered = p.replacingUnspecifiedDimensions(by: ideal)
    switch stackAxis {
    case .horizontal: return CGSize(width: max(offered.width, minLength), height: 0)
    case .vertical: return CGSize(width: 0, height: max(offered.height, minLength))
    case nil:
      return CGSize(width: max(offered.width, minLength), height: max(offered.height, minLength))
    }
  }

  /// `ViewThatFits`: the first child whose ideal size (along `axes`) fits the proposal;
  /// the last one when none does.
  func chosenFit(_ p: ProposedViewSize, axes: Axis.Set) -> LayoutItem? {
    let candidates = items()
    for item in candidates {
      let ideal = item.node.sizeThatFits(
        ProposedViewSize(
          width: axes.contains(.horizontal) ? nil : p.width,
          height: axes.contains(.vertical) ? nil : p.height))
      let fitsW = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.001 } ?? true
      let fitsH = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.001 } ?? true
      if fitsW && fitsH { return item }
    }
    return candidates.last
  }

  /// Puts the node at `frame` (window points) and lays its content out inside. Frames
  /// leave layout here, made finite once (`CGRect.finite`).
  func place(in frame: CGRect, proposal: ProposedViewSize, attributes: Attributes) {
    let frame = frame.isWithinFiniteBound ? frame : frame.finite
    // Frames compare relative to the scroll content they are in, so scrolling moves them
    // without animating them (and carries a running animation along).
    let origin = graph.contentOrigin
    // Moved by a scroll only, within the same pass and with the same proposal: the subtree
    // is laid out as it was, so it moves whole instead of being laid out again.
    if hasFrame, placedPass == graph.pass, !containsScrolling, proposal == placedProposal,
      frame.size == self.frame.size,
      frame.minX - self.frame.minX == origin.x - placedOrigin.x,
      frame.minY - self.frame.minY == origin.y - placedOrigin.y
    {
      self.attributes = attributes
      translate(by: CGPoint(x: origin.x - placedOrigin.x, y: origin.y - placedOrigin.y))
      return
    }
    if hasFrame {
      let dx = origin.x - placedOrigin.x
      let dy = origin.y - placedOrigin.y
      if (dx != 0 || dy != 0), var a = frameAnimation {
        a.x.translate(by: dx)
        a.y.translate(by: dy)
        frameAnimation = a
      }
      if self.frame.offsetBy(dx: dx, dy: dy) != frame {
        graph.frameWillChange(self, from: self.frame, to: frame)
      }
    }
    hasFrame = true
    placedOrigin = origin
    placedPass = graph.pass
    self.frame = frame
    self.attributes = attributes
    self.placedProposal = proposal
    defer { containsScrolling = subtreeScrolls() }
    switch kind {
    case .scroll(let state):
      placeScroll(state, in: frame, proposal: proposal)
    case .lazyStack(let lazy):
      lazy.place(self, in: frame, proposal: proposal)
    case .text(let t):
      // Placed again with the same proposal (scrolling), the lines are the same.
      if let placed = placedText, placed.proposal == proposal,
        placed.generation == graph.generation
      {
        break
      }
      placedText = PlacedText(
        lines: t.layout(for: proposal, environment: environment, text: graph.text),
        proposal: proposal, generation: graph.generation)
    case .fill, .spacer:
      break
    case .layout(let box):
      if let collapse {
        placeCollapsingRow(collapse, in: frame, proposal: proposal)
        break
      }
      let items = items()
      let placed = box.place(frame, proposal, items.map { $0.measured(axis: box.orientation) })
      drawOrder = placed.drawOrder
      for (i, item) in items.enumerated() {
        item.node.place(
          in: placed.placements[i].0, proposal: placed.placements[i].1,
          attributes: item.attributes)
      }
    case .modifier(let m):
      m.place(self, in: frame, proposal: proposal)
    case .viewThatFits(let axes):
      let chosen = chosenFit(proposal, axes: axes)
      fitChoice = chosen.map { ObjectIdentifier($0.node) }
      if let chosen {
        chosen.node.place(in: frame, proposal: proposal, attributes: chosen.attributes)
      }
    case .list, .composite:
      ContentLayout(items: items(), graph: graph).place(in: frame, proposal: proposal)
    }
  }

  /// Whether a scroll view or lazy stack is in this subtree: the placed children's flags,
  /// looking through transparent nodes (which are never placed).
  func subtreeScrolls() -> Bool {
    switch kind {
    case .scroll, .lazyStack: return true
    default: return children.contains { $0.hasFrame ? $0.containsScrolling : $0.subtreeScrolls() }
    }
  }

  /// Moves this laid-out subtree by `delta` with the scroll content it is in: frames and
  /// running frame animations alike.
  func translate(by delta: CGPoint) {
    // Transparent nodes (ForEach, conditionals) have no frame; their children do.
    if hasFrame {
      frame = frame.offsetBy(dx: delta.x, dy: delta.y)
      placedOrigin = CGPoint(x: placedOrigin.x + delta.x, y: placedOrigin.y + delta.y)
      if delta != .zero, var a = frameAnimation {
        a.x.translate(by: delta.x)
        a.y.translate(by: delta.y)
        frameAnimation = a
      }
    }
    for child in children { child.translate(by: delta) }
  }
}
