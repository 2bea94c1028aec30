import Foundation

extension Stage {
  /// Places the rows: each an `OverlappingHStack` over its measured glyphs, stacked from
  /// the top with the scene's padding and row spacing, the block centred vertically with the
  /// carousel when it fits (as a SwiftUI VStack in a window is) and top-aligned when not.
  ///
  /// The carousel always stays whole on screen: in a window too short for everything the
  /// rows give way by shrinking (their font size scaled down together, so each row keeps
  /// its overlap and its ends), down to nothing in the shortest windows. An empty row keeps
  /// its slot (the height of one of its glyphs), so removing the last tile moves nothing.
  /// - Parameter previous: The rows of the last layout, if any: a collapsed row shows more
  ///   tiles again only with some room to spare (`OverlappingHStack.collapseHysteresis`).
  public func layoutRows(measuring text: some TextMeasuring, previous: [RowLayout]? = nil)
    -> [RowLayout]
  {
    let natural = scene.rows.map { rowHeight($0, text: text) }
    let scale = rowScale(naturalHeights: natural)
    let rows = scene.rows.map { row in
      var scaled = row
      scaled.fontSize = row.fontSize * scale
      return scaled
    }
    let tileSizes = rows.map { row in
      row.items.map { measuredTile($0, row: row, text: text) }
    }
    let heights = zip(rows, tileSizes).map { row, sizes in
      scale == 0 ? 0 : sizes.map(\.height).max() ?? rowHeight(row, text: text)
    }
    var y = contentTop(rowHeights: heights)
    let width = max(size.width - 2 * scene.padding, 0)
    var out: [RowLayout] = []
    for (r, row) in rows.enumerated() {
      let frame = CGRect(x: scene.padding, y: y, width: width, height: heights[r])
      let before = previous.flatMap { $0.indices.contains(r) ? $0[r] : nil }
      out.append(
        layoutRow(
          row, index: r, sizes: tileSizes[r], frame: frame, text: text, previous: before))
      y += heights[r] + scene.rowSpacing
    }
    return out
  }

  /// A row's height at its font size: its tallest glyph, or for an empty row the height a
  /// glyph would have (its slot).
  func rowHeight(_ row: RowStyle, text: some TextMeasuring) -> CGFloat {
    let glyphs = row.items.isEmpty ? [SceneDocument.sportsGlyphs[0]] : row.items
    return glyphs.map { measuredTile($0, row: row, text: text).height }.max() ?? 0
  }

  /// How much the rows shrink (1: not at all) so that padding, rows, carousel and dots fit
  /// the window's height; 0 when not even the carousel leaves room for them.
  func rowScale(naturalHeights heights: [CGFloat]) -> CGFloat {
    let rowsHeight = heights.reduce(0, +)
    guard rowsHeight > 0 else { return 1 }
    let dots = scene.carousel.dots ? Self.dotsTop + Self.dotSize : 0
    let fixed =
      2 * scene.padding + scene.rowSpacing * CGFloat(heights.count) + scene.carousel.height
      + dots
    let room = size.height - fixed
    guard room < rowsHeight else { return 1 }
    // Below a point of type nothing is legible: the rows step aside entirely.
    let scale = max(room, 0) / rowsHeight
    return scale * (scene.rows.map(\.fontSize).max() ?? 0) < 1 ? 0 : scale
  }

  /// The carousel's frame: full window width, below the rows (at the top when the rows
  /// have stepped aside in a very short window).
  public func carouselFrame(rows: [RowLayout]) -> CGRect {
    let shown = rows.contains { $0.frame.height > 0 }
    let top =
      shown
      ? rows.last.map { $0.frame.maxY + scene.rowSpacing } ?? contentTop(rowHeights: [])
      : contentTop(rowHeights: [])
    return CGRect(x: 0, y: top, width: size.width, height: scene.carousel.height)
  }

  /// Places the carousel's visible pages at the current offset.
  ///
  /// - Complexity: O(visible pages), whatever the page count.
  public func layoutCarousel(rows: [RowLayout]) -> CarouselLayout {
    let frame = carouselFrame(rows: rows)
    let g = carousel.geometry
    let n = carousel.pageCount
    let offset = snappedOffset
    var pages: [PageLayout] = []
    for v in g.visibleRange(offset: offset) {
      if carousel.configuration.wrap == .rewind && (v < 0 || v >= n) { continue }
      let i = Carousel.wrap(v, n)
      pages.append(pageLayout(index: i, virtual: v, frame: frame))
    }
    let dots: CGRect? =
      scene.carousel.dots
      ? CGRect(x: 0, y: frame.maxY + Self.dotsTop, width: size.width, height: Self.dotSize) : nil
    return CarouselLayout(
      frame: frame, pageWidth: g.pageWidth, offset: offset, page: carousel.page,
      visiblePages: pages, dotsFrame: dots)
  }

  /// Places the carousel's visible pages and sets each label into lines inside its page.
  ///
  /// - Complexity: O(visible pages × label length · log label length) measurements (each
  ///   a cache hit in the host after the first frame).
  public func layoutCarousel(rows: [RowLayout], measuring text: some TextMeasuring)
    -> CarouselLayout
  {
    var c = layoutCarousel(rows: rows)
    for i in c.visiblePages.indices {
      let p = c.visiblePages[i]
      c.visiblePages[i].label = labelLines(p.style.label, in: p.frame.size, measuring: text)
    }
    return c
  }

  /// A page label wrapped at words (then characters) to the page's width less its corner
  /// radius on each side, and truncated with "…" to the lines the page's height less the
  /// radius above and below holds. The margin is at most a third of the page's width, so a
  /// capsule-shaped page still shows a line.
  func labelLines(_ label: String, in page: CGSize, measuring text: some TextMeasuring)
    -> TextContent.Lines
  {
    let spec = FontSpec(.label, size: Self.labelSize)
    let radius = scene.carousel.cornerRadius
    let margin = min(radius.isFinite ? max(radius, 0) : 0, page.width / 3)
    return TextContent.lines(
      TextContent.cleaned(label), font: spec, width: max(page.width - 2 * margin, 0),
      height: max(page.height - 2 * margin, 0), lineLimit: nil
    ) { text.size(of: $0, font: spec) }
  }

  /// The carousel offset rounded to a whole device pixel.
  var snappedOffset: CGFloat {
    let s = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
    return (CGFloat(carousel.offset) * s).rounded() / s
  }

  /// Every page's frame at the current offset (the layout dump lists them all); in loop
  /// mode each page at its position nearest the viewport.
  public func allPages(in frame: CGRect) -> [PageLayout] {
    let g = carousel.geometry
    let n = carousel.pageCount
    let current = g.nearestPage(toOffset: CGFloat(carousel.offset))
    return (0..<n).map { i in
      var v = i
      if carousel.configuration.wrap == .loop {
        let k = ((Double(current - i) / Double(n))).rounded()
        v = i + Int(k) * n
      }
      return pageLayout(index: i, virtual: v, frame: frame)
    }
  }

  public func layout(measuring text: some TextMeasuring) -> StageLayout {
    let rows = layoutRows(measuring: text)
    return StageLayout(
      size: size, rows: rows, carousel: layoutCarousel(rows: rows, measuring: text))
  }

  func pageLayout(index i: Int, virtual v: Int, frame: CGRect) -> PageLayout {
    let g = carousel.geometry
    let x = frame.minX + g.pageX(v, offset: snappedOffset)
    let styles = scene.carousel.pages
    let style = styles.indices.contains(i) ? styles[i] : PageStyle(label: String(i), color: .black)
    return PageLayout(
      index: i, frame: CGRect(x: x, y: frame.minY, width: g.pageWidth, height: frame.height),
      style: style)
  }

  /// Top of the content block: centred when everything fits, else the padding.
  func contentTop(rowHeights: [CGFloat]) -> CGFloat {
    let rowsHeight = rowHeights.reduce(0, +) + scene.rowSpacing * CGFloat(rowHeights.count)
    let dots = scene.carousel.dots ? Self.dotsTop + Self.dotSize : 0
    let total = rowsHeight + scene.carousel.height + dots
    let free = size.height - total
    return free > 2 * scene.padding ? (free / 2).rounded() : scene.padding
  }

  func measuredTile(_ glyph: String, row: RowStyle, text: some TextMeasuring) -> CGSize {
    let s = text.size(of: glyph, font: Self.font(for: glyph, size: row.fontSize))
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
    return CGSize(width: clean(s.width), height: clean(s.height))
  }

  /// Emoji render with the colour emoji face; anything else (letters, "+N") with the label
  /// face, so a row of plain words still shows.
  static func font(for glyph: String, size: CGFloat) -> FontSpec {
    FontSpec.forText(glyph, size: size)
  }

  func layoutRow(
    _ style: RowStyle, index r: Int, sizes measured: [CGSize], frame: CGRect,
    text: some TextMeasuring, previous: RowLayout? = nil
  ) -> RowLayout {
    // No tile is wider than its row: wider ones are set smaller, all by the same factor.
    var row = style
    var sizes = measured
    let widest = measured.map(\.width).max() ?? 0
    if widest > frame.width, frame.width > 0 {
      let k = frame.width / widest
      row.fontSize *= k
      sizes = measured.map { CGSize(width: $0.width * k, height: $0.height * k) }
    }
    let tileWidth = sizes.map(\.width).max() ?? 0
    let tileHeight = sizes.map(\.height).max() ?? 0
    var stack = OverlappingHStack(
      alignment: row.alignment, spacing: row.spacing, zOrder: row.zOrder,
      minimumSliver: row.minimumSliver)
    let metrics = OverlappingHStack.metrics(
      count: row.items.count, tileWidth: tileWidth, spacing: row.spacing, width: frame.width)
    var glyphs = row.items
    var subviewSizes = sizes
    var hidden = 0
    // What the row showed last time (kept plus badge), for the collapse's hysteresis.
    let shownBefore = previous.map { $0.hidden > 0 ? $0.tiles.count : $0.tiles.count + $0.hidden }
    if let c = stack.collapse(
      count: row.items.count, tileWidth: tileWidth, width: frame.width,
      previousTiles: shownBefore)
    {
      hidden = c.hidden
      // The first tiles, the badge, and the last tile at the trailing edge.
      glyphs =
        Array(row.items.prefix(c.kept - 1)) + ["+\(c.hidden)", row.items[row.items.count - 1]]
      subviewSizes =
        Array(sizes.prefix(c.kept - 1)) + [CGSize(width: tileWidth, height: tileHeight)]
        + [sizes[sizes.count - 1]]
    }
    // The badge is drawn above the tiles around it (it says what they hide), unless the
    // pointer rests on a tile, which is then raised instead.
    if hidden > 0 { stack.raisedIndex = glyphs.count - 2 }
    if let h = hovered, h.row == r, h.tile < glyphs.count { stack.raisedIndex = h.tile }
    let result = stack.layout(
      in: frame, proposal: ProposedViewSize(width: frame.width, height: frame.height),
      subviews: subviewSizes.map { MeasuredSubview.fixed($0) })
    var z = [Int](repeating: 0, count: glyphs.count)
    for (order, i) in result.drawOrder.enumerated() { z[i] = order }
    let tiles = glyphs.indices.map { i in
      let badge = hidden > 0 && i == glyphs.count - 2
      return TileLayout(
        glyph: glyphs[i], frame: result.frames[i], z: z[i], isBadge: badge,
        font: badge
          ? FontSpec(.label, size: row.fontSize * 0.4)
          : Self.font(for: glyphs[i], size: row.fontSize))
    }
    let shownMetrics =
      hidden > 0
      ? OverlappingHStack.metrics(
        count: glyphs.count, tileWidth: tileWidth, spacing: row.spacing, width: frame.width)
      : metrics
    return RowLayout(
      frame: frame, alignment: row.alignment, spacing: row.spacing,
      idealWidth: metrics.idealWidth, overlapping: metrics.overlapping, step: shownMetrics.step,
      hidden: hidden, tiles: tiles, drawOrder: result.drawOrder)
  }
}
