import Engine
import Fixtures
import Foundation
import Testing

@testable import SceneApp

/// Issue 17: what a new user tripped over, pinned on the scene's host with fixed metrics.
@MainActor
@Suite("Scene: short windows, empty rows, numbering, inspector")
struct StageNewUserTests {
  static let metrics = FixedTextMetrics()

  static func host(_ scene: SceneDocument = .default, width: CGFloat = 900, height: CGFloat)
    -> StageHost
  {
    StageHost(
      scene: scene, size: CGSize(width: width, height: height), text: metrics, autoplay: false)
  }

  /// The host's current stage (scene and carousel) for the overlay functions.
  static func stage(_ host: StageHost) -> Stage {
    Stage(scene: host.scene, carousel: host.carousel, size: host.size)
  }

  @Test(
    "the carousel and its dots stay whole at every height, the rows giving way",
    arguments: [100, 160, 300, 400, 560, 720, 1000] as [CGFloat])
  func carouselAlwaysVisible(height: CGFloat) {
    let l = Self.host(height: height).layout()
    let dots = l.carousel.dotsFrame ?? l.carousel.frame
    #expect(l.carousel.frame.minY >= 0)
    #expect(dots.maxY <= height, "dots at \(dots) in \(height)")
    for row in l.rows {
      #expect(row.frame.height == 0 || row.frame.maxY <= l.carousel.frame.minY, "\(row.frame)")
    }
  }

  @Test("in a tall enough window the rows keep their full size")
  func rowsFullSizeWhenTheyFit() {
    let tall = Self.host(height: 720).layout()
    let short = Self.host(height: 400).layout()
    #expect(tall.rows[0].frame.height == 120)  // 100 pt emoji, 1.2 line height
    #expect(short.rows[0].frame.height < 120 && short.rows[0].frame.height > 0)
    // Shrunk rows keep their promise: the last tile of an overlapping row at the trailing edge.
    let last = short.rows[2]
    #expect(abs(last.tiles.last!.frame.maxX - last.frame.maxX) < 1e-9 || last.hidden > 0)
  }

  @Test("removing the last tile of a row keeps the row's slot: nothing below moves")
  func emptyRowKeepsItsSlot() {
    let host = Self.host(height: 720)
    let before = host.layout()
    for _ in SceneDocument.default.rows[2].items { host.handle(.command(.removeTile), at: 0) }
    #expect(host.scene.rows[2].items.isEmpty)
    let after = host.layout()
    #expect(after.rows[2].frame.height == before.rows[2].frame.height)
    #expect(after.carousel.frame == before.carousel.frame)
  }

  @Test("the page counter and the inspector count pages from 1: the last of 200 is \"200 / 200\"")
  func counterCounts() {
    var scene = SceneDocument.default
    scene.carousel.pages = PageStyle.hued(count: 200)
    let host = Self.host(scene, height: 720)
    host.handle(.command(.last), at: 0)
    host.update(now: 3)
    let l = host.layout()
    let stage = Self.stage(host)
    // A counter counts: the 200th of 200 pages (its label is still "199", from 0).
    #expect(stage.pageCounter == "200 / 200")
    let lines = stage.inspectorLines(for: l, frameTime: nil)
    #expect(lines.contains { $0.contains("page 200 / 200") }, "\(lines)")
    let texts = host.displayList(frameTime: nil).commands.compactMap { c -> String? in
      if case .text(let t, _, _, _, _) = c { return t } else { return nil }
    }
    #expect(texts.contains("200 / 200"))
    #expect(!texts.contains { $0.contains(" of ") })
  }

  @Test("a narrow window's counter reads \"1 / 10\" for the first of the default ten pages")
  func narrowCounterFirstPage() {
    // 10 dots of 7 pt with 9 pt gaps need 151 pt; a 130 pt window less twice the 25 pt inset
    // offers 80, so the counter replaces them.
    let host = Self.host(width: 130, height: 720)
    let texts = host.displayList(frameTime: nil).commands.compactMap { c -> String? in
      if case .text(let t, _, _, _, _) = c { return t } else { return nil }
    }
    #expect(texts.contains("1 / 10"), "\(texts)")
  }

  @Test("the inspector says the animation once and shows the finger's velocity while dragging")
  func inspectorSaysEachThingOnce() {
    let host = Self.host(height: 720)
    host.handle(.command(.next), at: 1)
    host.update(now: 1.1)
    let animating = Self.stage(host).inspectorLines(for: host.layout(), frameTime: nil)
    let line = animating.first { $0.hasPrefix("animation:") } ?? ""
    #expect(line.components(separatedBy: "spring").count == 2, "\(line)")
    host.update(now: 3)
    let y = host.carouselFrame.midY
    host.handle(.pointerDown(CGPoint(x: 700, y: y)), at: 3)
    for k in 1...6 {
      host.handle(.pointerMove(CGPoint(x: 700 - Double(k) * 20, y: y)), at: 3 + Double(k) / 60)
    }
    let dragging = Self.stage(host).inspectorLines(for: host.layout(), frameTime: nil)
    let carousel = dragging.first { $0.hasPrefix("carousel:") } ?? ""
    #expect(carousel.contains("velocity 1200.0"), "\(carousel)")
  }

  @Test(
    "the inspector panel covers nothing it measures and its lines fit the panel",
    arguments: [(900, 720), (400, 720), (900, 1000)] as [(CGFloat, CGFloat)])
  func inspectorPlacement(width: CGFloat, height: CGFloat) {
    let host = Self.host(width: width, height: height)
    let stage = Self.stage(host)
    let l = host.layout()
    let metrics = FixedTextMetrics()
    let font = FontSpec(.label, size: Stage.overlayTextSize)
    let measure = { (line: String) in metrics.size(of: line, font: font).width }
    let overlay = stage.inspectorOverlay(l, overlays: Overlays(inspector: true), measure: measure)
    #expect(!overlay.panels.isEmpty)
    for panel in overlay.panels.map(\.frame) {
      for row in l.rows { #expect(!panel.intersects(row.frame), "\(panel) over \(row.frame)") }
      #expect(!panel.intersects(l.carousel.frame))
    }
    // Each line fits its panel (width − 16) less the 8-point margins on both sides.
    let lines = Stage.wrapped(
      stage.inspectorLines(for: l, frameTime: 1.5), width: width - 16, measure: measure)
    #expect(lines.allSatisfy { measure($0) <= width - 32 }, "\(lines)")
  }

  @Test("the inspector is views over the scene: outlines first, then the panels over them")
  func inspectorIsDrawnOverTheScene() throws {
    let host = Self.host(width: 900, height: 720)
    let closed = host.displayList(frameTime: nil)
    host.handle(.command(.toggleInspector), at: 0)
    let open = host.displayList(frameTime: nil)
    let fills = open.commands.enumerated().compactMap { i, c -> (Int, Color)? in
      if case .fill(_, _, let color) = c { (i, color) } else { nil }
    }
    let lastOutline = try #require(fills.last { $0.1 == Stage.outline }?.0)
    let firstPanel = try #require(fills.first { $0.1 == Stage.panelFill }?.0)
    #expect(lastOutline < firstPanel)
    // The scene's own drawing comes first, unchanged.
    let firstOverlay = try #require(fills.first { $0.1 == Stage.outline }?.0)
    #expect(
      Array(open.commands.prefix(firstOverlay))
        == Array(closed.commands.dropLast().prefix(firstOverlay)))
    // Closed again, the frame is the scene's alone.
    host.handle(.command(.toggleInspector), at: 0.1)
    #expect(host.displayList(frameTime: nil) == closed)
  }
}

/// Issue 17, item 8: the "+N" collapse keeps the row's promises.
@MainActor
@Suite("Scene: the +N collapse")
struct StageCollapseTests {
  static func host(_ width: CGFloat, items: Int = 10) -> StageHost {
    var scene = SceneDocument.default
    scene.rows = [RowStyle(items: Array(SceneDocument.sportsGlyphs.prefix(items)))]
    return StageHost(
      scene: scene, size: CGSize(width: width + 32, height: 720), text: FixedTextMetrics(),
      autoplay: false)
  }

  static func row(_ width: CGFloat, items: Int = 10) -> RowLayout {
    host(width, items: items).currentRows()[0]
  }

  /// The row after the window is resized to make it `width` wide.
  static func resized(_ host: StageHost, _ width: CGFloat) -> RowLayout {
    host.handle(.resize(CGSize(width: width + 32, height: 720)), at: host.now + 0.1)
    return host.currentRows()[0]
  }

  @Test(
    "first tile at the leading edge, last at the trailing edge, the badge inside, the count exact",
    arguments: [400, 264, 200, 156, 130, 118, 60] as [CGFloat])
  func collapsedRowKeepsItsEnds(width: CGFloat) throws {
    let row = Self.row(width)
    // Within float rounding, as the trailing edge: a tile narrowed to a third of the row is
    // placed by its centre, minX + w/6, and minX + w/6 − w/6 need not be minX to the bit.
    #expect(abs(row.tiles.first!.frame.minX - row.frame.minX) < 1e-9)
    #expect(abs(row.tiles.last!.frame.maxX - row.frame.maxX) < 1e-9)
    #expect(!row.tiles.last!.isBadge)
    #expect(row.tiles.allSatisfy { $0.frame.width <= row.frame.width + 1e-9 })
    if row.hidden > 0 {
      let badge = try #require(row.tiles.firstIndex { $0.isBadge })
      #expect(badge == row.tiles.count - 2)
      #expect(row.tiles[badge].glyph == "+\(row.hidden)")
      // Every item is a shown tile or counted by the badge.
      #expect(row.tiles.count - 1 + row.hidden == 10)
      #expect(row.tiles.count >= 3, "the first tile, the badge and the last")
    }
  }

  @Test("one pixel of width does not flip a collapsed row back and forth")
  func hysteresis() {
    // Tiles are 100 pt (FixedTextMetrics, 100 pt emoji). 40 of them collapse below
    // 100 + 39·12 = 568 pt; collapsed, the badge sits beside the last tile, so m tiles in
    // all need 2·100 + (m − 2)·12: 18 at 392.
    var scene = SceneDocument.default
    scene.rows = [RowStyle(items: Array(repeating: "⚽️", count: 40))]
    let host = StageHost(
      scene: scene, size: CGSize(width: 392 + 32, height: 720), text: FixedTextMetrics(),
      autoplay: false)
    #expect(host.currentRows()[0].tiles.count == 18)
    #expect(Self.resized(host, 391).tiles.count == 17)
    // Widening by a pixel does not bring the 18th back; 4 pt more per step does:
    // 2·100 + 16·16 = 456.
    #expect(Self.resized(host, 392).tiles.count == 17)
    #expect(Self.resized(host, 456).tiles.count == 18)
  }

  @Test("tiles wider than their row are set smaller to fit it")
  func noTileWiderThanItsRow() {
    let row = Self.row(60, items: 1)
    #expect(row.tiles[0].frame.width <= 60)
    // Its type shrinks with it: the tile is shorter than the same glyph in a wide row.
    #expect(row.tiles[0].frame.height < Self.row(1000, items: 1).tiles[0].frame.height)
  }
}
