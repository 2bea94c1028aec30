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
