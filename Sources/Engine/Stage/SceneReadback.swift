import Foundation

/// The scene's rows and carousel as `SceneView`'s views laid them out: what the dump's
/// `rows` and `carousel`, the inspector and the trace report, read from the view tree
/// rather than computed again.
struct SceneReadback {
  var layout: StageLayout
  /// The carousel's engine, as the scroll view holds it (page, offset, geometry, autoplay).
  var carousel: Carousel
}

extension ViewGraph {
  /// Reads `scene`'s layout back from the laid-out tree of a `SceneView`; nil when the tree
  /// is not one.
  func sceneReadback(_ scene: SceneDocument) -> SceneReadback? {
    layoutIfNeeded()
    guard
      let stack = root.first(where: {
        ($0.kind as? LayoutKind)?.box.layout is SceneStack
      })
    else { return nil }
    let items = stack.items()
    let rowCount = scene.rows.count
    guard items.count > rowCount,
      let scrollNode = items[rowCount].node.first(where: { $0.scrollState != nil }),
      let state = scrollNode.scrollState
    else { return nil }
    let rowWidth = max(stack.frame.width - 2 * scene.padding, 0)
    let rows = (0..<rowCount).map { r in
      let node = items[r].node
      let frame = CGRect(
        x: stack.frame.minX + scene.padding, y: node.frame.minY, width: rowWidth,
        height: node.frame.height)
      return readRow(node, style: scene.rows[r], frame: frame)
    }
    let carousel = state.carousel
    let frame = items[rowCount].node.frame
    let offset = snap(state.offset)
    let g = carousel.geometry
    let n = carousel.pageCount
    var pages: [PageLayout] = []
    for v in g.visibleRange(offset: offset) {
      if carousel.configuration.wrap == .rewind && (v < 0 || v >= n) { continue }
      let i = Carousel.wrap(v, n)
      pages.append(
        PageLayout(
          index: i,
          frame: CGRect(
            x: frame.minX + g.pageX(v, offset: offset), y: frame.minY, width: g.pageWidth,
            height: frame.height),
          style: scene.carousel.pageStyle(i)))
    }
    let dots: CGRect? =
      scene.carousel.dots
      ? CGRect(
        x: stack.frame.minX, y: frame.maxY + Stage.dotsTop, width: stack.frame.width,
        height: Stage.dotSize) : nil
    let layout = StageLayout(
      size: size, rows: rows,
      carousel: CarouselLayout(
        frame: frame, pageWidth: g.pageWidth, offset: offset, page: carousel.page,
        visiblePages: pages, dotsFrame: dots))
    return SceneReadback(layout: layout, carousel: carousel)
  }

  /// A row's tiles in its order, with their draw order and the row's numbers.
  private func readRow(_ node: ViewNode, style: RowStyle, frame: CGRect) -> RowLayout {
    guard let row = node.first(where: { $0.collapse != nil }), let state = row.collapse else {
      // An empty row: its slot only.
      let m = OverlappingHStack.metrics(
        count: 0, tileWidth: 0, spacing: style.spacing, width: frame.width)
      return RowLayout(
        frame: frame, alignment: style.alignment, spacing: style.spacing,
        idealWidth: m.idealWidth, overlapping: m.overlapping, step: m.step, hidden: 0, tiles: [],
        drawOrder: [])
    }
    let all = row.items()
    let tileCount = row.rowTiles().count
    let shown = state.shownItems(tiles: tileCount).filter { all.indices.contains($0) }
    var position: [Int: Int] = [:]
    for (k, i) in shown.enumerated() { position[i] = k }
    let drawOrder = row.drawOrder.compactMap { position[$0] }
    var z = [Int](repeating: 0, count: shown.count)
    for (rank, k) in drawOrder.enumerated() { z[k] = rank }
    let tiles = shown.enumerated().map { k, i in
      let tile = all[i].node
      let text = tile.first { $0.kind is TextKind }
      var glyph = ""
      if let content = (text?.kind as? TextKind)?.content { glyph = content.string }
      return TileLayout(
        glyph: glyph, frame: tile.frame, z: z[k], isBadge: i == tileCount,
        font: text?.textLines?.font ?? FontSpec.forText(glyph, size: style.fontSize))
    }
    let slot = state.slot.width
    let full = OverlappingHStack.metrics(
      count: tileCount, tileWidth: slot, spacing: style.spacing, width: frame.width)
    let hidden = state.collapsed?.hidden ?? 0
    let step =
      hidden > 0
      ? OverlappingHStack.metrics(
        count: shown.count, tileWidth: slot, spacing: style.spacing, width: frame.width
      ).step : full.step
    return RowLayout(
      frame: frame, alignment: style.alignment, spacing: style.spacing,
      idealWidth: full.idealWidth, overlapping: full.overlapping, step: step, hidden: hidden,
      tiles: tiles, drawOrder: drawOrder)
  }
}

extension ViewNode {
  /// This node or the first laid-out node below it (depth first, in subview order) that
  /// `matches`.
  func first(where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(self) { return self }
    for child in children where child.isAttached {
      if let hit = child.first(where: matches) { return hit }
    }
    return nil
  }
}

extension CarouselStyle {
  /// Page `i`'s label and colour (the index on black for a page the scene does not list).
  func pageStyle(_ i: Int) -> PageStyle {
    pages.indices.contains(i) ? pages[i] : PageStyle(label: String(i), color: .black)
  }
}
