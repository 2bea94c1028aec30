import Foundation

/// The `--dump-layout` document (docs/CONTRACT.md §4), decoded for checks.
///
/// Frames are `[x, y, w, h]` in window points; `Rect` reads them with names.
struct LayoutDocument: Decodable, Sendable {
  struct Tile: Decodable, Sendable {
    var glyph: String
    var frame: Rect
    var z: Int
  }

  struct Row: Decodable, Sendable {
    var frame: Rect
    var alignment: String
    var spacing: Double
    var idealWidth: Double
    var overlapping: Bool
    var step: Double?
    var tiles: [Tile]

    /// The slot width: the widest tile, measured by `preview` itself.
    var tileWidth: Double { tiles.map(\.frame.width).max() ?? 0 }

    /// "+N" when the row's tail collapsed into a badge tile, else nil.
    /// The "+N" badge's count (the badge stands before the last tile).
    var hiddenCount: Int? {
      guard tiles.count >= 3, tiles[tiles.count - 2].glyph.hasPrefix("+") else { return nil }
      return Int(tiles[tiles.count - 2].glyph.dropFirst())
    }

    /// Every item the row stands for: shown tiles plus what the badge hides.
    var itemCount: Int {
      hiddenCount.map { tiles.count - 1 + $0 } ?? tiles.count
    }
  }

  struct Page: Decodable, Sendable {
    var index: Int
    var frame: Rect
    var color: String
  }

  struct Carousel: Decodable, Sendable {
    var frame: Rect
    var inset: Double
    var spacing: Double
    var pageWidth: Double
    var offset: Double
    var page: Int
    var pages: [Page]
  }

  var size: [Double]
  var rows: [Row]
  var carousel: Carousel
}

/// A `[x, y, w, h]` frame.
struct Rect: Decodable, Sendable, CustomStringConvertible {
  var x, y, width, height: Double

  init(x: Double, y: Double, width: Double, height: Double) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  init(from decoder: any Decoder) throws {
    var c = try decoder.unkeyedContainer()
    let values = [
      try c.decode(Double.self), try c.decode(Double.self),
      try c.decode(Double.self), try c.decode(Double.self),
    ]
    guard c.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: c, debugDescription: "a frame has exactly four numbers")
    }
    self.init(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  var minX: Double { x }
  var maxX: Double { x + width }
  var midX: Double { x + width / 2 }
  var midY: Double { y + height / 2 }
  var description: String { "[\(x), \(y), \(width), \(height)]" }
}
