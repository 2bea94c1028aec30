import Engine
import Foundation

/// The `--dump-layout` document (docs/CONTRACT.md §4), in window points.
///
/// Frames are `[x, y, w, h]` arrays; `z` is the draw order within a row (0 = back); `step` is
/// null when a row fits; `pages` lists every page, visible or not.
public struct LayoutDump: Codable, Sendable, Equatable {
  public struct Tile: Codable, Sendable, Equatable {
    public var glyph: String
    public var frame: [Double]
    public var z: Int
  }

  public struct Row: Codable, Sendable, Equatable {
    public var frame: [Double]
    public var alignment: String
    public var spacing: Double
    public var idealWidth: Double
    public var overlapping: Bool
    public var step: Double?
    public var tiles: [Tile]

    enum CodingKeys: String, CodingKey {
      case frame, alignment, spacing, idealWidth, overlapping, step, tiles
    }

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(frame, forKey: .frame)
      try c.encode(alignment, forKey: .alignment)
      try c.encode(spacing, forKey: .spacing)
      try c.encode(idealWidth, forKey: .idealWidth)
      try c.encode(overlapping, forKey: .overlapping)
      try c.encode(step, forKey: .step)  // null when the row fits, not omitted
      try c.encode(tiles, forKey: .tiles)
    }
  }

  public struct Page: Codable, Sendable, Equatable {
    public var index: Int
    public var frame: [Double]
    public var color: String
  }

  public struct CarouselDump: Codable, Sendable, Equatable {
    public var frame: [Double]
    public var inset: Double
    public var spacing: Double
    public var pageWidth: Double
    public var offset: Double
    public var page: Int
    public var pages: [Page]
  }

  public var size: [Double]
  public var rows: [Row]
  public var carousel: CarouselDump

  static func array(_ r: CGRect) -> [Double] {
    [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
  }

  /// JSON text with sorted keys, so the same layout always gives the same bytes.
  ///
  /// - Throws: `EncodingError` when a number is not finite (JSON has no NaN), which would
  ///   mean a layout bug; the caller reports it rather than printing a partial document.
  public func jsonText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}

extension Stage {
  /// The layout dump of `layout`, whose pages are `allPages`.
  func dump(_ layout: StageLayout, allPages: [PageLayout]) -> LayoutDump {
    let rows = layout.rows.map { row in
      LayoutDump.Row(
        frame: LayoutDump.array(row.frame), alignment: row.alignment.name,
        spacing: Double(row.spacing), idealWidth: Double(row.idealWidth),
        overlapping: row.overlapping, step: row.step.map { Double($0) },
        tiles: row.tiles.map {
          LayoutDump.Tile(glyph: $0.glyph, frame: LayoutDump.array($0.frame), z: $0.z)
        })
    }
    let c = layout.carousel
    let pages = allPages.map {
      LayoutDump.Page(
        index: $0.index, frame: LayoutDump.array($0.frame), color: $0.style.color.hexString)
    }
    return LayoutDump(
      size: [Double(layout.size.width), Double(layout.size.height)], rows: rows,
      carousel: LayoutDump.CarouselDump(
        frame: LayoutDump.array(c.frame), inset: Double(carousel.geometry.inset),
        spacing: Double(carousel.geometry.spacing), pageWidth: Double(c.pageWidth),
        offset: Double(c.offset), page: c.page, pages: pages))
  }
}
