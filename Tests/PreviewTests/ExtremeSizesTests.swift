import Foundation
import Testing

/// Every number of a decoded JSON document, checked for NaN and infinity.
enum LayoutNumbers {
  /// The JSON paths of numbers that are not finite (empty when all are).
  static func nonFinite(in value: Any, path: String = "$") -> [String] {
    switch value {
    case let array as [Any]:
      return array.enumerated().flatMap { nonFinite(in: $0.element, path: "\(path)[\($0.offset)]") }
    case let object as [String: Any]:
      return object.flatMap { nonFinite(in: $0.value, path: "\(path).\($0.key)") }
    case let number as NSNumber:
      return number.doubleValue.isFinite ? [] : [path]
    default:
      return []
    }
  }
}

/// A scene for the sweep: rows of the given tile counts over a carousel of `pages` pages.
struct ExtremeScene: Sendable, CustomTestStringConvertible {
  var rows: [Int]
  var pages: Int
  /// 0 turns the "+N" collapse off, so every one of 10 000 tiles is laid out.
  var minimumSliver = 12.0

  var testDescription: String {
    "rows of \(rows.map(String.init).joined(separator: "/")) tiles, \(pages) pages"
      + (minimumSliver == 0 ? ", no collapse" : "")
  }

  var json: String {
    let glyphs = ["⚽️", "🏀", "🏈", "⚾️", "🥎"]
    let rowsText = rows.map { n in
      let items = (0..<n).map { "\"\(glyphs[$0 % glyphs.count])\"" }.joined(separator: ",")
      return "{\"items\": [\(items)], \"minimumSliver\": \(minimumSliver)}"
    }
    return "{\"rows\": [\(rowsText.joined(separator: ","))], \"carousel\": {\"pages\": \(pages)}}"
  }
}

@Suite("extreme sizes: finite layout, tiles inside their rows, pages W − 2·inset")
struct ExtremeSizesTests {
  static let sizes: [(Int, Int)] = [
    (100, 100), (101, 101), (149, 300), (375, 667), (900, 720), (2560, 1440), (8192, 720),
  ]

  static let scenes: [ExtremeScene] = [
    ExtremeScene(rows: [0, 1, 2], pages: 1),
    ExtremeScene(rows: [2, 5, 10], pages: 2),
    ExtremeScene(rows: [10_000], pages: 10_000),
    ExtremeScene(rows: [10_000, 1], pages: 2, minimumSliver: 0),
  ]

  static let padding = 16.0
  static let inset = 25.0
  static let tolerance = 1e-6

  @Test("layout at every size", arguments: scenes)
  func layout(_ scene: ExtremeScene) throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("scene.json", scene.json)
    for (w, h) in Self.sizes {
      let shot = folder.path("shot-\(w)x\(h).png")
      let args = ["--dump-layout", "--size", "\(w)x\(h)", "--scene", file, "--screenshot", shot]
      let result = try PreviewProcess.run(args, timeout: 300)
      try #require(result.status == 0, "\(w)x\(h): exit \(result.status): \(result.stderr)")
      #expect(FileManager.default.fileExists(atPath: shot), "\(w)x\(h): no screenshot")
      try check(result.stdout, scene: scene, width: Double(w), height: Double(h))
    }
  }

  @Test("a drag past the last page mid-gesture stays finite at every size")
  func rubberBandAtExtremes() throws {
    let folder = try TemporaryFolder()
    let scene = ExtremeScene(rows: [1], pages: 1)
    let file = try folder.write("scene.json", scene.json)
    for (w, h) in Self.sizes {
      // Press inside the carousel (found from a first dump), drag far left, dump mid-drag.
      let first = try PreviewProcess.dump(["--size", "\(w)x\(h)", "--scene", file])
      let y = first.carousel.frame.midY
      let script = [
        #"{"t":0.1,"down":[\#(Double(w) / 2),\#(y)]}"#,
        #"{"t":0.2,"move":[\#(Double(w) / 2 - 10),\#(y)]}"#,
        #"{"t":0.3,"move":[-100000,\#(y)]}"#,
      ]
      let args = ["--size", "\(w)x\(h)", "--scene", file, "--time", "0.5"]
      let dump = try PreviewProcess.dump(args, script: script)
      let offset = dump.carousel.offset
      // Rubber band: past the end by less than the viewport width however far the pointer
      // goes (up to the whole width once the dump snaps the offset to a pixel).
      #expect(offset > 0 && offset <= Double(w), "\(w)x\(h): offset \(offset)")
      #expect(dump.carousel.pages.allSatisfy { $0.frame.x.isFinite && $0.frame.width >= 1 })
    }
  }

  /// The dump at one size: finite throughout, pages as wide as the viewport minus both
  /// insets (at least 1), every tile inside its row.
  func check(_ data: Data, scene: ExtremeScene, width w: Double, height h: Double) throws {
    let json = try JSONSerialization.jsonObject(with: data)
    #expect(LayoutNumbers.nonFinite(in: json) == [], "\(w)x\(h): NaN or infinity")
    let dump = try JSONDecoder().decode(LayoutDocument.self, from: data)
    #expect(dump.size == [w, h])

    let c = dump.carousel
    let pageWidth = max(w - 2 * Self.inset, 1)
    #expect(c.pageWidth == pageWidth, "\(w)x\(h): page width \(c.pageWidth)")
    #expect(c.frame.x == 0 && c.frame.width == w)
    #expect(c.pages.count == scene.pages)
    #expect(c.pages.map(\.index) == Array(0..<scene.pages))
    #expect(c.pages.allSatisfy { $0.frame.width == pageWidth })
    #expect(c.offset == Double(c.page) * (pageWidth + c.spacing), "at rest on its page")
    #expect(
      c.pages.first.map { abs($0.frame.x - (Self.inset - c.offset)) < Self.tolerance } ?? false)

    #expect(dump.rows.count == scene.rows.count)
    for (r, row) in dump.rows.enumerated() {
      let label = "\(w)x\(h) row \(r)"
      // Rows that stepped aside in a very short window: no size, nothing drawn.
      if row.frame.height == 0 {
        #expect(row.tiles.allSatisfy { $0.frame.width == 0 && $0.frame.height == 0 }, "\(label)")
        continue
      }
      #expect(row.itemCount == scene.rows[r], "\(label): \(row.itemCount) items")
      #expect(abs(row.frame.width - max(w - 2 * Self.padding, 0)) < Self.tolerance, "\(label)")
      #expect(Set(row.tiles.map(\.z)) == Set(0..<row.tiles.count), "\(label): z order")
      if row.overlapping {
        let step = try #require(row.step, "\(label): overlapping without a step")
        #expect(step >= 0, "\(label): step \(step)")
      } else {
        #expect(row.step == nil, "\(label): step without overlap")
      }
      // A row narrower than one tile piles its tiles at the leading edge, overflowing
      // trailing (docs/CONTRACT.md §3.2: a lone tile does the same); otherwise every tile is inside.
      let right = max(row.frame.maxX, row.frame.minX + row.tileWidth)
      for (i, tile) in row.tiles.enumerated() {
        #expect(
          tile.frame.minX >= row.frame.minX - Self.tolerance, "\(label) tile \(i) \(tile.frame)")
        #expect(tile.frame.maxX <= right + Self.tolerance, "\(label) tile \(i) \(tile.frame)")
      }
    }
  }
}
