import Foundation
import Testing

/// Windows 100 to 160 points wide, drawn by `preview` itself with its real fonts: every row
/// still shows its first and last tile (with the badge between them), and rows that step
/// aside leave nothing behind.
@Suite("Tiny windows keep the rows' tiles and leave no specks")
struct TinyWindowTests {
  @Test(
    "each row shows its first and last tile, the badge between them, none covering another",
    arguments: [100, 120, 130, 160])
  func firstBadgeLast(width: Int) throws {
    let layout = try PreviewProcess.dump(["--size", "\(width)x720"])
    for (r, row) in layout.rows.enumerated() {
      let tiles = row.tiles
      try #require(tiles.count >= 2, "row \(r) shows at least two tiles")
      // The default scene's rows have 2, 5 and 10 tiles; the fewest a row can show is its
      // first and last tile, with a badge between them when it collapsed.
      let ends = [tiles[0], tiles[tiles.count - 1]]
      let shown = row.hiddenCount == nil ? tiles : [tiles[0], tiles[tiles.count - 2], ends[1]]
      #expect(
        tiles.count == shown.count,
        "row \(r) at \(width) shows only its fewest: \(tiles.map(\.glyph))")
      for tile in shown { #expect(tile.frame.width > 0, "row \(r): \(tile.glyph) has a size") }
      // Nothing covers the first or the last tile: each slot ends where the next begins
      // (0.01 pt for float rounding), and the row still spans its width.
      for k in 1..<shown.count {
        #expect(
          shown[k - 1].frame.maxX <= shown[k].frame.minX + 0.01,
          "row \(r) at \(width): \(shown[k - 1].glyph) \(shown[k - 1].frame) overlaps \(shown[k].glyph) \(shown[k].frame)"
        )
      }
      #expect(abs(ends[0].frame.minX - row.frame.minX) < 0.01, "first tile at the leading edge")
      #expect(abs(ends[1].frame.maxX - row.frame.maxX) < 0.01, "last tile at the trailing edge")
    }
  }

  /// From about 190 to 265 pt wide the default ten-tile row collapsed to its first tiles,
  /// the badge and its last tile at full size, the badge covering all of the last tile but
  /// a sliver. The badge now sits beside the last tile, and narrower than three tiles
  /// (3 × 124.8 pt here) the three sit side by side, smaller: wherever a row collapses, the
  /// badge covers neither its first tile nor its last.
  @Test(
    "a collapsed row's badge sits between its first and last tile, covering neither",
    arguments: [200, 240, 265, 300, 420])
  func badgeBesideTheLastTile(width: Int) throws {
    let layout = try PreviewProcess.dump(["--size", "\(width)x720"])
    var collapsed = 0
    for (r, row) in layout.rows.enumerated() {
      let tiles = row.tiles
      try #require(tiles.count >= 2, "row \(r) shows at least two tiles")
      guard row.hiddenCount != nil else { continue }
      collapsed += 1
      let first = tiles[0]
      let last = tiles[tiles.count - 1]
      #expect(abs(first.frame.minX - row.frame.minX) < 0.01, "first tile at the leading edge")
      #expect(abs(last.frame.maxX - row.frame.maxX) < 0.01, "last tile at the trailing edge")
      // The row's order is the kept tiles, the badge, the last tile.
      let badge = tiles[tiles.count - 2]
      #expect(badge.glyph.hasPrefix("+"), "row \(r): \(badge.glyph) is the badge")
      #expect(
        badge.frame.maxX <= last.frame.minX + 0.01,
        "row \(r) at \(width): the badge \(badge.frame) covers the last tile \(last.frame)")
      #expect(
        badge.frame.minX >= first.frame.maxX - 0.01,
        "row \(r) at \(width): the badge \(badge.frame) covers the first tile \(first.frame)")
    }
    // The ten-tile row collapses below 32 + 124.8 + 9 × 12 ≈ 265 pt of window (16 pt padding
    // each side): (W − 32 − 124.8)/9 < 12.
    if width <= 240 { #expect(collapsed > 0, "at \(width) some row collapses") }
  }

  @Test("rows that stepped aside in a 120x120 window draw no pixel")
  func noSpecks() throws {
    let folder = try TemporaryFolder()
    let shot = folder.url.appendingPathComponent("shot.png").path
    let run = try PreviewProcess.run(["--headless", "--size", "120x120", "--screenshot", shot])
    try #require(run.status == 0, "\(run.stderr)")
    let layout = try PreviewProcess.dump(["--size", "120x120"])
    try #require(layout.rows.allSatisfy { $0.frame.height == 0 }, "the rows stepped aside")
    let image = try RGBAImage(contentsOf: shot)
    // Above the carousel there is only the white background (the scene's default).
    let top = Int(layout.carousel.frame.y.rounded(.down))
    var marked: [String] = []
    for y in 0..<top {
      for x in 0..<image.width {
        let i = (y * image.width + x) * 4
        if image.pixels[i..<i + 3].contains(where: { $0 != 255 }) { marked.append("(\(x), \(y))") }
      }
    }
    #expect(marked.isEmpty, "pixels drawn where the rows stepped aside: \(marked.prefix(10))")
  }
}
