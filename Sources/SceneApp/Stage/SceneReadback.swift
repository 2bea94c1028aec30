import Engine
import Foundation

/// The scene's rows and carousel as `SceneView`'s views laid them out, read from the view
/// dump (the tree `--dump-layout` prints), so the dump's `rows` and `carousel`, the
/// inspector and the trace report what the views placed rather than a second computation.
struct SceneReadback {
  var layout: StageLayout
  /// Every page, visible or not, at the place the pages' stack puts it (the dump lists them
  /// all).
  var allPages: [PageLayout]
}

extension SceneReadback {
  /// Reads `scene`'s layout from `views`, the dump of a `SceneView` laid out at `size`; nil
  /// when the tree is not one.
  ///
  /// - Parameter carousel: The carousel's engine as its scroll view holds it (page, page
  ///   width, wrap).
  init?(_ views: ViewDump, scene: SceneDocument, carousel: Carousel, size: CGSize) {
    guard views.type == "SceneStack", views.children.count > scene.rows.count else {
      return nil
    }
    let stack = views.rect
    let rowCount = scene.rows.count
    let rowWidth = max(stack.width - 2 * scene.padding, 0)
    let rows = (0..<rowCount).map { r in
      let node = views.children[r].rect
      let frame = CGRect(
        x: stack.minX + scene.padding, y: node.minY, width: rowWidth, height: node.height)
      return Self.row(views.children[r], style: scene.rows[r], frame: frame)
    }
    let block = views.children[rowCount]
    guard let scroll = block.first(type: "ScrollView"), let pagesStack = scroll.children.first
    else { return nil }
    let frame = scroll.rect
    let offset = CGFloat(scroll.contentOffset?.first ?? 0)
    // Where pages rest is the scroll view's own account of its targets: the lazy stack
    // describes every element, built or not (`ScrollTargets`), and the physics' page
    // geometry is made from that description at each layout.
    let geometry = carousel.geometry
    let pageWidth = geometry.pageLength
    let visible: [PageLayout] = pagesStack.children.compactMap { page in
      guard case .number(let i) = page.id else { return nil }
      return PageLayout(index: i, frame: page.rect, style: scene.carousel.pageStyle(i))
    }
    // Page i at the offset the views were placed at (the dump's, snapped to pixels); in
    // loop mode each page is listed at its copy nearest the current page.
    let n = carousel.pageCount
    let current = geometry.nearestPage(toOffset: offset)
    allPages = (0..<n).map { i in
      var v = i
      if scene.carousel.wrap == .loop {
        v += Int((Double(current - v) / Double(n)).rounded()) * n
      }
      let x = frame.minX + geometry.pageStart(v, offset: offset)
      return PageLayout(
        index: i, frame: CGRect(x: x, y: frame.minY, width: pageWidth, height: frame.height),
        style: scene.carousel.pageStyle(i))
    }
    let dots =
      scene.carousel.dots && views.children.count > rowCount + 1
      ? views.children[rowCount + 1].rect : nil
    layout = StageLayout(
      size: size, rows: rows,
      carousel: CarouselLayout(
        frame: frame, pageWidth: pageWidth, offset: offset, page: carousel.page,
        visiblePages: visible, dotsFrame: dots))
  }

  /// A row's tiles in its order (kept tiles, the "+N" badge, the last tile), with their draw
  /// order and the row's numbers.
  private static func row(_ node: ViewDump, style: RowStyle, frame: CGRect) -> RowLayout {
    guard let row = node.first(type: "OverlappingHStack"), !row.children.isEmpty else {
      // An empty row: its slot only.
      let m = OverlappingHStack.metrics(
        count: 0, tileWidth: 0, spacing: style.spacing, width: frame.width)
      return RowLayout(
        frame: frame, alignment: style.alignment, spacing: style.spacing,
        idealWidth: m.idealWidth, overlapping: m.overlapping, step: m.step, hidden: 0, tiles: [],
        drawOrder: [])
    }
    let shown = row.children
    let tiles = shown.map { tile in
      // The badge is the one tile the row's `ForEach` did not name.
      TileLayout(
        glyph: tile.first(type: "Text")?.text ?? "", frame: tile.rect, z: tile.z ?? 0,
        isBadge: tile.id == nil)
    }
    let drawOrder = tiles.indices.sorted { tiles[$0].z < tiles[$1].z }
    let hasBadge = tiles.contains { $0.isBadge }
    let hidden = hasBadge ? style.items.count - (tiles.count - 1) : 0
    let slot = tiles[0].frame.width
    let full = OverlappingHStack.metrics(
      count: style.items.count, tileWidth: slot, spacing: style.spacing, width: frame.width)
    // Collapsed: the step between the kept tiles and the badge, which sits beside the last.
    let step =
      hidden > 0
      ? OverlappingHStack.collapsedStep(tiles: tiles.count, tileWidth: slot, width: frame.width)
      : full.step
    return RowLayout(
      frame: frame, alignment: style.alignment, spacing: style.spacing,
      idealWidth: full.idealWidth, overlapping: full.overlapping, step: step, hidden: hidden,
      tiles: tiles, drawOrder: drawOrder)
  }
}

extension ViewDump {
  /// The node's frame.
  var rect: CGRect {
    guard frame.count == 4 else { return .zero }
    return CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
  }

  /// This node or the first below it (depth first, in subview order) of type `type`.
  func first(type: String) -> ViewDump? {
    if self.type == type { return self }
    for child in children {
      if let hit = child.first(type: type) { return hit }
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
