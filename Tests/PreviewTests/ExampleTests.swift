import Foundation
import Testing

/// The examples under Examples/ are SwiftUI code run as written; these tests check what
/// they lay out against the design's formulas (Contract), not against Engine.
@Suite("Examples run as SwiftUI code")
struct ExampleTests {
  @Test(
    "OverlappingRows: three trailing rows that spread out and overlap by the formulas",
    arguments: [1200.0, 900, 700, 600, 400, 250, 100])
  func overlappingRowsFollowTheFormulas(width: Double) throws {
    let doc = try PreviewProcess.viewDump("OverlappingRows", ["--size", "\(Int(width))x720"])
    #expect(doc.size == [width, 720])
    let rows = doc.views.all("OverlappingHStack")
    try #require(rows.count == Contract.rowCounts.count)
    let rowWidth = Contract.rowWidth(window: width)
    var previousBottom: Double?
    for (row, n) in zip(rows, Contract.rowCounts) {
      let tiles = row.children
      try #require(tiles.count == n)
      #expect(tiles.allSatisfy { $0.type == "Text" })
      #expect(row.x == Contract.padding)
      #expect(row.width == rowWidth)
      if let previousBottom { #expect(abs(row.y - previousBottom - 16) < 1e-9) }
      previousBottom = row.y + row.height
      let mw = tiles[0].width
      #expect(tiles.allSatisfy { abs($0.width - mw) < 1e-9 })
      if Contract.overlaps(count: n, tileWidth: mw, width: rowWidth) {
        let step = Contract.step(count: n, tileWidth: mw, width: rowWidth)
        for (i, tile) in tiles.enumerated() {
          #expect(abs(tile.midX - (row.x + mw / 2 + Double(i) * step)) < 1e-6, "tile \(i)")
        }
        #expect(abs(tiles[0].x - row.x) < 1e-6)
        #expect(abs(tiles[n - 1].x + mw - (row.x + rowWidth)) < 1e-6)
      } else {
        let ideal = Contract.idealWidth(count: n, tileWidth: mw)
        let offset = Contract.alignmentOffset("trailing", slack: max(rowWidth - ideal, 0)) ?? 0
        for (i, tile) in tiles.enumerated() {
          #expect(
            abs(tile.x - (row.x + offset + Double(i) * (mw + Contract.tileSpacing))) < 1e-6,
            "tile \(i)")
        }
      }
      // Later tiles draw on top (SwiftUI's order).
      #expect(tiles.map(\.z) == Array(0..<n))
    }
    // The padded VStack is centred in the window.
    let top = rows[0].y - Contract.padding
    let bottom = rows[2].y + rows[2].height + Contract.padding
    #expect(abs((top + bottom) / 2 - 360) <= 0.5)
  }

  @Test("OverlappingRows renders its rows headless, and the same arguments give the same PNG")
  func overlappingRowsScreenshot() throws {
    let folder = try TemporaryFolder()
    let a = folder.url.appendingPathComponent("a.png").path
    let b = folder.url.appendingPathComponent("b.png").path
    let program = try PreviewBinary.locate("OverlappingRows")
    for path in [a, b] {
      let r = try PreviewProcess.runProgram(program, ["--headless", "--screenshot", path])
      #expect(r.status == 0, "\(r.stderr)")
    }
    let image = try RGBAImage(contentsOf: a)
    #expect(image.width == 900 && image.height == 720)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    // Something other than the white background was drawn in each row's band.
    let doc = try PreviewProcess.viewDump("OverlappingRows", [])
    for row in doc.views.all("OverlappingHStack") {
      let y = Int(row.y + row.height / 2)
      let coloured = (0..<image.width).filter { x in
        let i = (y * image.width + x) * 4
        return image.pixels[i] < 200 || image.pixels[i + 1] < 200 || image.pixels[i + 2] < 200
      }
      #expect(coloured.count > 50, "row at y \(y)")
    }
  }

  @Test("an App rejects flags that only preview's scene files mean, with exit code 2")
  func appRejectsSceneFlags() throws {
    let program = try PreviewBinary.locate("OverlappingRows")
    let r = try PreviewProcess.runProgram(program, ["--scene", "x.json"])
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("OverlappingRows: --scene is for preview's scene files"))
  }
}
