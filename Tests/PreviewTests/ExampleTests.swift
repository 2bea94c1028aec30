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

  @Test("Shapes draws an even-odd star with a hollow centre and a circle-clipped gradient")
  func shapesExample() throws {
    let folder = try TemporaryFolder()
    let png = folder.url.appendingPathComponent("shapes.png").path
    let program = try PreviewBinary.locate("Shapes")
    let r = try PreviewProcess.runProgram(
      program, ["--headless", "--size", "700x560", "--screenshot", png])
    #expect(r.status == 0, "\(r.stderr)")
    let image = try RGBAImage(contentsOf: png)
    func rgb(_ x: Double, _ y: Double) -> [UInt8] {
      let i = (Int(y) * image.width + Int(x)) * 4
      return Array(image.pixels[i..<i + 3])
    }
    let doc = try PreviewProcess.viewDump("Shapes", ["--size", "700x560"])
    let star = try #require(doc.views.all("Star").first)
    // A pentagram's inner pentagon winds twice: even-odd leaves it unfilled (white), while
    // its top point, 0.8 of the radius above the centre, is orange (#FF9500).
    let r0 = min(star.width, star.height) / 2
    #expect(rgb(star.midX, star.y + star.height / 2) == [255, 255, 255])
    #expect(rgb(star.midX, star.y + star.height / 2 - 0.8 * r0) == [0xFF, 0x95, 0x00])
    // The clipped gradient: the frame's corner is outside the circle, its centre inside.
    let clip = try #require(doc.views.all("clipShape").first)
    #expect(rgb(clip.x + 2, clip.y + 2) == [255, 255, 255])
    #expect(rgb(clip.midX, clip.y + clip.height * 3 / 4) != [255, 255, 255])
  }

  @Test("an App rejects flags that only preview's scene files mean, with exit code 2")
  func appRejectsSceneFlags() throws {
    let program = try PreviewBinary.locate("OverlappingRows")
    let r = try PreviewProcess.runProgram(program, ["--scene", "x.json"])
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("OverlappingRows: --scene is for preview's scene files"))
  }
}

/// The two carousel seeds, run as written, headless on the virtual clock.
@Suite("Carousel examples behave as on iOS 17")
struct CarouselExampleTests {
  static let examples = ["PagingCarousel", "AutoAdvancingCarousel"]

  /// The page nodes (backgrounds with integer ids) by id.
  static func pages(_ doc: ViewDocument) -> [Int: ViewDocument.Node] {
    var out: [Int: ViewDocument.Node] = [:]
    for n in doc.views.all("background") {
      if case .number(let i) = n.id { out[i] = n }
    }
    return out
  }

  @Test(
    "pages are 50 pt narrower than the window, 8 apart, the first resting at x = 25",
    arguments: examples, [900, 640])
  func geometry(example: String, width: Int) throws {
    let doc = try PreviewProcess.viewDump(example, ["--size", "\(width)x720"])
    let pages = Self.pages(doc)
    let p0 = try #require(pages[0])
    let p1 = try #require(pages[1])
    #expect(p0.width == Double(width - 50))
    #expect(p0.x == Contract.inset)
    #expect(p1.x == p0.x + p0.width + Contract.pageSpacing)
    #expect(p0.height == Contract.carouselHeight)
    let scroll = try #require(doc.views.all("ScrollView").first)
    #expect(scroll.contentOffset == [0, 0])
    #expect(scroll.width == Double(width))
    if example == "AutoAdvancingCarousel" {
      // LazyHStack: only the pages near view are built (and listed).
      #expect(pages.count <= 3)
      #expect(doc.views.all("LazyHStack").count == 1)
    } else {
      #expect(pages.count == 10)
    }
  }

  @Test("a drag of more than half a page or a flick moves exactly one page", arguments: examples)
  func dragMovesOnePage(example: String) throws {
    let script = [
      #"{"t":0.5,"drag":{"from":[800,360],"to":[250,360],"duration":1.5}}"#,
      #"{"t":2.5,"drag":{"from":[700,360],"to":[400,360],"duration":0.05}}"#,
    ]
    let events = try PreviewProcess.trace(
      ["--time", "2.9"], script: script, program: example)
    let advances = events.filter { $0.event == "advance" && $0.source == "drag" }
    #expect(advances.map(\.to) == [1, 2], "\(events)")
    guard example == "PagingCarousel" else {
      // The auto-advancing one holds its 3 s fire until the flick has settled.
      let all = try PreviewProcess.trace(["--time", "5"], script: script, program: example)
      let settled = try #require(all.last { $0.event == "settled" && $0.page == 2 })
      let fire = try #require(all.first { $0.event == "timer" })
      #expect(fire.t >= settled.t, "\(all)")
      return
    }
    let doc = try PreviewProcess.viewDump(example, ["--time", "4"], script: script)
    let scroll = try #require(doc.views.all("ScrollView").first)
    #expect(scroll.contentOffset == [2 * 858, 0])
    #expect(Self.pages(doc)[2]?.x == 25)
  }

  @Test("the timer advances every 3 s, wraps 9 → 0, and a held finger holds it until it lifts")
  func autoAdvance() throws {
    let events = try PreviewProcess.trace(["--time", "31"], program: "AutoAdvancingCarousel")
    let timers = events.filter { $0.event == "timer" }.map(\.t)
    #expect(timers == (1...10).map { Double($0) * 3 })
    #expect(events.filter { $0.event == "advance" }.map(\.to) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
    #expect(
      events.filter { $0.event == "scroll-position" }.map(\.id) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])

    let held = try PreviewProcess.trace(
      ["--time", "12.5"],
      script: [
        #"{"t":2.5,"down":[450,360]}"#, #"{"t":2.6,"move":[430,360]}"#,
        #"{"t":5,"move":[330,360]}"#, #"{"t":8.2,"up":[330,360]}"#,
      ], program: "AutoAdvancingCarousel")
    let fires = held.filter { $0.event == "timer" }.map(\.t)
    try #require(fires.count == 2, "\(held)")
    #expect(fires[0] > 8.2 && fires[0] < 9.5)
    #expect(fires[1] == 12)
    #expect(held.filter { $0.event == "advance" && $0.source == "api" }.map(\.to) == [1, 2])
  }
}
