import Foundation
import Testing

/// `preview --dump-layout` (docs/CONTRACT.md §4) checked against the overlapping-stack and
/// carousel formulas (docs/CONTRACT.md §3.2, 3.3) at sizes from the minimum window to very wide ones.
///
/// The only numbers taken from the dump itself are the tile sizes (font measurements) and
/// the row frames' vertical placement; every position is recomputed from them.
struct LayoutDumpTests {
  static let sizes: [(Int, Int)] = [
    (100, 100), (320, 480), (600, 720), (900, 720), (1400, 720), (4096, 300), (8192, 720),
    (16384, 100),
  ]

  static func dump(_ size: (Int, Int)) throws -> (document: LayoutDocument, text: Data) {
    let result = try PreviewProcess.run(["--dump-layout", "--size", "\(size.0)x\(size.1)"])
    try #require(result.status == 0, "\(result.stderr)")
    return (try JSONDecoder().decode(LayoutDocument.self, from: result.stdout), result.stdout)
  }

  // MARK: Shape

  @Test(arguments: sizes)
  func dumpIsOneJSONDocumentWithTheContractKeys(width: Int, height: Int) throws {
    let result = try PreviewProcess.run(["--dump-layout", "--size", "\(width)x\(height)"])
    try #require(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout, options: [])
    let root = try #require(json as? [String: Any])
    // docs/CONTRACT.md §6.4: the scene-built preview keeps rows and carousel beside its views.
    #expect(Set(root.keys) == ["size", "rows", "carousel", "views"])
    #expect(root["size"] as? [Double] == [Double(width), Double(height)])
    let rows = try #require(root["rows"] as? [[String: Any]])
    #expect(rows.count == Contract.rowCounts.count)
    for row in rows {
      #expect(
        Set(row.keys)
          == ["frame", "alignment", "spacing", "idealWidth", "overlapping", "step", "tiles"])
      for tile in row["tiles"] as? [[String: Any]] ?? [] {
        #expect(Set(tile.keys) == ["glyph", "frame", "z"])
      }
    }
    let carousel = try #require(root["carousel"] as? [String: Any])
    #expect(
      Set(carousel.keys)
        == ["frame", "inset", "spacing", "pageWidth", "offset", "page", "pages"])
    for page in carousel["pages"] as? [[String: Any]] ?? [] {
      #expect(Set(page.keys) == ["index", "frame", "color"])
    }
    let bad = Self.nonFiniteNumbers(json, path: "$")
    #expect(bad.isEmpty, "not finite: \(bad)")
    // The rows and the carousel are the views': each row an OverlappingHStack whose shown
    // subviews are its tiles, the carousel a ScrollView.
    let views = try #require(root["views"] as? [String: Any])
    #expect(views["type"] as? String == "SceneStack")
    func all(_ node: [String: Any]) -> [[String: Any]] {
      [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(all)
    }
    let stacks = all(views).filter { $0["type"] as? String == "OverlappingHStack" }
    let shown = rows.filter { ($0["tiles"] as? [Any])?.isEmpty == false }
    #expect(stacks.count == shown.count)
    for (stack, row) in zip(stacks, shown) {
      let tiles = (row["tiles"] as? [[String: Any]] ?? []).map { $0["frame"] as? [Double] }
      let children = (stack["children"] as? [[String: Any]] ?? []).map { $0["frame"] as? [Double] }
      #expect(children == tiles, "a row's tiles are its stack's subviews")
    }
    #expect(all(views).contains { $0["type"] as? String == "ScrollView" })
  }

  /// Paths of every number in `value` that is NaN or infinite.
  static func nonFiniteNumbers(_ value: Any, path: String) -> [String] {
    switch value {
    case let object as [String: Any]:
      return object.flatMap { nonFiniteNumbers($0.value, path: path + "." + $0.key) }
    case let array as [Any]:
      return array.enumerated().flatMap {
        nonFiniteNumbers($0.element, path: path + "[\($0.offset)]")
      }
    case let number as NSNumber:
      return number.doubleValue.isFinite ? [] : [path]
    default:
      return []
    }
  }

  // MARK: Rows

  @Test(arguments: sizes)
  func rowsFollowTheOverlappingStackFormulas(width: Int, height: Int) throws {
    let document = try Self.dump((width, height)).document
    try #require(document.rows.count == Contract.rowCounts.count)
    let w = Contract.rowWidth(window: Double(width))
    for (k, row) in document.rows.enumerated() {
      let n = Contract.rowCounts[k]
      let mw = row.tileWidth
      let where_ = "row \(k) at \(width)x\(height)"
      // Issue 17: in a window too short for rows and carousel the rows shrink, and in the
      // shortest ones step aside entirely (no height, no drawing); the carousel stays whole.
      if row.frame.height == 0 {
        #expect(row.tiles.allSatisfy { $0.frame.width == 0 && $0.frame.height == 0 }, "\(where_)")
        #expect(document.carousel.frame.y + document.carousel.frame.height <= Double(height))
        continue
      }
      #expect(row.itemCount == n, "\(where_)")
      #expect(close(row.frame.x, Contract.padding) && close(row.frame.width, w), "\(where_)")
      #expect(row.alignment == Contract.rowAlignment && row.spacing == Contract.tileSpacing)
      #expect(close(row.idealWidth, Contract.idealWidth(count: n, tileWidth: mw)), "\(where_)")
      let overlapping = Contract.overlaps(count: n, tileWidth: mw, width: w)
      #expect(row.overlapping == overlapping, "\(where_)")
      // lastOnTop: draw order is subview order.
      #expect(row.tiles.map(\.z) == Array(row.tiles.indices), "\(where_)")
      for tile in row.tiles {
        #expect(close(tile.frame.midY, row.frame.midY), "\(where_): \(tile.glyph) \(tile.frame)")
      }
      if overlapping {
        try checkOverlapping(row, count: n, width: w, label: where_)
      } else {
        try checkFitting(row, count: n, width: w, label: where_)
      }
    }
  }

  func checkFitting(_ row: LayoutDocument.Row, count n: Int, width w: Double, label: String)
    throws
  {
    #expect(row.step == nil, "\(label)")
    #expect(row.tiles.count == n, "\(label)")
    let mw = row.tileWidth
    let slack = w - Contract.idealWidth(count: n, tileWidth: mw)
    let offset = try #require(Contract.alignmentOffset(row.alignment, slack: slack))
    for (i, tile) in row.tiles.enumerated() {
      let x = row.frame.minX + offset + Double(i) * (mw + row.spacing)
      #expect(close(tile.frame.minX, x), "\(label) tile \(i): \(tile.frame) expected x \(x)")
    }
  }

  func checkOverlapping(_ row: LayoutDocument.Row, count n: Int, width w: Double, label: String)
    throws
  {
    let mw = row.tileWidth
    let m = row.tiles.count
    let step = try #require(row.step, "\(label): overlapping row needs a step")
    // The tail collapses into "+N" only when the full row's step would fall below the
    // 12 pt sliver (docs/CONTRACT.md §3.2); the badge counts exactly the hidden items.
    let fullStep = Contract.step(count: n, tileWidth: mw, width: w)
    if let hidden = row.hiddenCount {
      #expect(fullStep < 12, "\(label): collapsed although step \(fullStep) ≥ 12")
      #expect(hidden == n - (m - 1), "\(label)")
    } else {
      #expect(fullStep >= 12 || n <= 2, "\(label): step \(fullStep) < 12 without collapsing")
    }
    guard w >= mw else {
      // Narrower than one tile: everything starts at the leading edge and is clipped.
      #expect(step == 0, "\(label)")
      for tile in row.tiles { #expect(close(tile.frame.minX, row.frame.minX), "\(label)") }
      return
    }
    let expected = Contract.step(count: m, tileWidth: mw, width: w)
    #expect(close(step, expected), "\(label): step \(step), expected \(expected)")
    for (i, tile) in row.tiles.enumerated() {
      let midX = row.frame.minX + mw / 2 + Double(i) * expected
      #expect(close(tile.frame.midX, midX), "\(label) tile \(i): \(tile.frame)")
    }
    if let first = row.tiles.first, let last = row.tiles.last {
      #expect(close(first.frame.minX, row.frame.minX), "\(label): first touches leading")
      #expect(close(last.frame.maxX, row.frame.maxX), "\(label): last touches trailing")
    }
  }

  // MARK: Carousel

  @Test(arguments: sizes)
  func carouselPagesFollowTheGeometry(width: Int, height: Int) throws {
    let c = try Self.dump((width, height)).document.carousel
    let w = Double(width)
    #expect(c.frame.x == 0 && c.frame.width == w && c.frame.height == Contract.carouselHeight)
    #expect(c.inset == Contract.inset && c.spacing == Contract.pageSpacing)
    #expect(c.pageWidth == Contract.pageWidth(window: w))
    #expect(c.offset == 0 && c.page == 0)
    #expect(c.pages.map(\.index) == Array(0..<Contract.pageCount))
    for page in c.pages {
      let x =
        c.frame.minX + Contract.inset
        + Contract.restingOffset(page: page.index, window: w) - c.offset
      #expect(close(page.frame.x, x), "page \(page.index): \(page.frame)")
      #expect(page.frame.y == c.frame.y && page.frame.height == c.frame.height)
      #expect(page.frame.width == c.pageWidth)
      let hue = Double(page.index) / Double(Contract.pageCount)
      #expect(page.color == Contract.hueHex(hue), "page \(page.index)")
    }
  }

  @Test func carouselSitsBelowTheRows() throws {
    let document = try Self.dump((900, 720)).document
    let lastRow = try #require(document.rows.last)
    #expect(document.carousel.frame.y >= lastRow.frame.y + lastRow.frame.height)
  }

  // MARK: Determinism

  @Test func sameArgumentsGiveTheSameDump() throws {
    let folder = try TemporaryFolder()
    let y = try Self.dump((900, 720)).document.carousel.frame.midY
    let script = try folder.write(
      "drag.jsonl", ScriptLine.drag(t: 1, from: (700, y), to: (400, y), duration: 0.25))
    let args = ["--dump-layout", "--size", "900x720", "--time", "1.4", "--script", script]
    let first = try PreviewProcess.run(args)
    let second = try PreviewProcess.run(args)
    try #require(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == second.stdout)
  }
}
