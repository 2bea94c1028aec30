import Fixtures
import Foundation
import Testing

@testable import Engine

/// Issue 17: what a new user tripped over, pinned on the Stage with fixed metrics.
@Suite("Stage: short windows, empty rows, numbering, inspector")
struct StageNewUserTests {
  static let metrics = FixedTextMetrics()

  static func layout(_ stage: Stage) -> StageLayout {
    stage.layout(measuring: metrics)
  }

  @Test(
    "the carousel and its dots stay whole at every height, the rows giving way",
    arguments: [100, 160, 300, 400, 560, 720, 1000] as [CGFloat])
  func carouselAlwaysVisible(height: CGFloat) {
    let stage = Stage(scene: .default, size: CGSize(width: 900, height: height))
    let l = Self.layout(stage)
    let dots = l.carousel.dotsFrame ?? l.carousel.frame
    #expect(l.carousel.frame.minY >= 0)
    #expect(dots.maxY <= height, "dots at \(dots) in \(height)")
    for row in l.rows {
      #expect(row.frame.height == 0 || row.frame.maxY <= l.carousel.frame.minY, "\(row.frame)")
    }
  }

  @Test("in a tall enough window the rows keep their full size")
  func rowsFullSizeWhenTheyFit() {
    let tall = Self.layout(Stage(scene: .default, size: CGSize(width: 900, height: 720)))
    let short = Self.layout(Stage(scene: .default, size: CGSize(width: 900, height: 400)))
    #expect(tall.rows[0].frame.height == 120)  // 100 pt emoji, 1.2 line height
    #expect(short.rows[0].frame.height < 120 && short.rows[0].frame.height > 0)
    // Shrunk rows keep their promise: the last tile of an overlapping row at the trailing edge.
    let last = short.rows[2]
    #expect(abs(last.tiles.last!.frame.maxX - last.frame.maxX) < 1e-9 || last.hidden > 0)
  }

  @Test("removing the last tile of a row keeps the row's slot: nothing below moves")
  func emptyRowKeepsItsSlot() {
    var stage = Stage(scene: .default, size: CGSize(width: 900, height: 720))
    let before = Self.layout(stage)
    stage.updateRow(2) { $0.items = [] }
    let after = Self.layout(stage)
    #expect(after.rows[2].frame.height == before.rows[2].frame.height)
    #expect(after.carousel.frame == before.carousel.frame)
  }

  @Test("the page counter and the inspector use the labels' numbering (from 0)")
  func oneNumbering() {
    var scene = SceneDocument.default
    scene.carousel.pages = PageStyle.hued(count: 200)
    var stage = Stage(scene: scene, size: CGSize(width: 900, height: 720))
    stage.carousel.setPage(199, now: 0, source: .api, animation: nil)
    let l = Self.layout(stage)
    #expect(stage.pageCounter == "199 of 199")
    let lines = stage.inspectorLines(for: l, frameTime: nil)
    #expect(lines.contains { $0.contains("page 199 of 199") }, "\(lines)")
    let texts = stage.displayList(for: l).commands.compactMap { c -> String? in
      if case .text(let t, _, _, _, _) = c { return t } else { return nil }
    }
    #expect(texts.contains("199 of 199"))
    #expect(!texts.contains("200 / 200"))
  }

  @Test("the inspector says the animation once and shows the finger's velocity while dragging")
  func inspectorSaysEachThingOnce() {
    var stage = Stage(scene: .default, size: CGSize(width: 900, height: 720))
    stage.carousel.key(.next, now: 1)
    stage.carousel.update(now: 1.1)
    let animating = stage.inspectorLines(for: Self.layout(stage), frameTime: nil)
    let line = animating.first { $0.hasPrefix("animation:") } ?? ""
    #expect(line.components(separatedBy: "spring").count == 2, "\(line)")
    stage.carousel.update(now: 3)
    stage.carousel.pointerDown(x: 700, now: 3)
    for k in 1...6 { stage.carousel.pointerMoved(x: 700 - Double(k) * 20, now: 3 + Double(k) / 60) }
    let dragging = stage.inspectorLines(for: Self.layout(stage), frameTime: nil)
    let carousel = dragging.first { $0.hasPrefix("carousel:") } ?? ""
    #expect(carousel.contains("velocity 1200.0"), "\(carousel)")
  }

  @Test(
    "the inspector panel covers nothing it measures and its lines fit the panel",
    arguments: [(900, 720), (400, 720), (900, 1000)] as [(CGFloat, CGFloat)])
  func inspectorPlacement(width: CGFloat, height: CGFloat) {
    let stage = Stage(scene: .default, size: CGSize(width: width, height: height))
    let l = Self.layout(stage)
    var list = DisplayList()
    stage.appendInspector(l, overlays: Overlays(inspector: true), to: &list)
    let panels = list.commands.compactMap { c -> CGRect? in
      if case .fill(let r, _, let color) = c, color.alpha < 255 { return r } else { return nil }
    }
    #expect(!panels.isEmpty)
    for panel in panels {
      for row in l.rows { #expect(!panel.intersects(row.frame), "\(panel) over \(row.frame)") }
      #expect(!panel.intersects(l.carousel.frame))
    }
    let lines = Stage.wrapped(stage.inspectorLines(for: l, frameTime: 1.5), width: width - 16)
    #expect(lines.allSatisfy { CGFloat($0.count) * Stage.overlayAdvance <= width - 32 })
    // Outlines come before the panel, so the panel is drawn over them.
    let firstFill = list.commands.firstIndex { if case .fill = $0 { true } else { false } } ?? 0
    let lastStroke = list.commands.lastIndex { if case .stroke = $0 { true } else { false } } ?? 0
    #expect(lastStroke < firstFill)
  }
}

/// Issue 17, item 8: the "+N" collapse keeps the row's promises.
@Suite("Stage: the +N collapse")
struct StageCollapseTests {
  static func row(_ width: CGFloat, items: Int = 10, previous: [RowLayout]? = nil) -> RowLayout {
    var scene = SceneDocument.default
    scene.rows = [RowStyle(items: Array(SceneDocument.sportsGlyphs.prefix(items)))]
    let stage = Stage(scene: scene, size: CGSize(width: width + 32, height: 720))
    return stage.layoutRows(measuring: FixedTextMetrics(), previous: previous)[0]
  }

  @Test(
    "first tile at the leading edge, last at the trailing edge, the badge inside, the count exact",
    arguments: [400, 264, 200, 156, 130, 118, 60] as [CGFloat])
  func collapsedRowKeepsItsEnds(width: CGFloat) throws {
    let row = Self.row(width)
    #expect(row.tiles.first!.frame.minX == row.frame.minX)
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
    // Tiles are 100 pt (FixedTextMetrics, 100 pt emoji); 6 tiles in all need 5·12 + 100 = 160.
    let at160 = Self.row(160)
    #expect(at160.tiles.count == 6)
    let narrower = Self.row(159, previous: [at160])
    #expect(narrower.tiles.count == 5)
    // Widening by a pixel does not bring the sixth back; 4 pt more per step does.
    #expect(Self.row(160, previous: [narrower]).tiles.count == 5)
    #expect(Self.row(180, previous: [narrower]).tiles.count == 6)
  }

  @Test("tiles wider than their row are set smaller to fit it")
  func noTileWiderThanItsRow() {
    let row = Self.row(60, items: 1)
    #expect(row.tiles[0].frame.width <= 60)
    #expect(row.tiles[0].font.size < 100)
  }
}
