import Foundation
import Testing
import ViewFixtures

@testable import Engine

/// Issue 17: what a new user tripped over, pinned on the Stage with fixed metrics.
@Suite("Stage: short windows, empty rows, numbering, inspector")
struct StageNewUserTests {
  static let metrics = TestMetrics()

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
