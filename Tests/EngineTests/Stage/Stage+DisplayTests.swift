import Foundation
import Testing

@testable import Engine

/// Drawing budgets of `Stage.displayList` (issue 16): a row draws at most one tile per
/// device pixel column, whatever it holds.
struct StageDisplayTests {
  /// Every glyph is as wide as its size and 1.17 sizes tall, like the emoji font's.
  static let metrics = FixedTextMetrics(emojiWidth: 1, lineHeight: 1.17)

  static func stage(tiles: Int, zOrder: OverlappingHStack.ZOrder, scale: CGFloat) -> Stage {
    var scene = SceneDocument.default
    scene.rows = [scene.rows[0]]
    scene.rows[0].items = (0..<tiles).map {
      SceneDocument.sportsGlyphs[$0 % SceneDocument.sportsGlyphs.count]
    }
    scene.rows[0].minimumSliver = 0
    scene.rows[0].zOrder = zOrder
    var stage = Stage(scene: scene, size: CGSize(width: 900, height: 720))
    stage.pixelScale = scale
    return stage
  }

  func rowTexts(_ stage: Stage) -> (drawn: Int, budget: Int, tiles: Int) {
    let rows = stage.layoutRows(measuring: Self.metrics)
    let layout = StageLayout(
      size: stage.size, rows: rows, carousel: stage.layoutCarousel(rows: rows))
    let list = stage.displayList(for: layout)
    let glyphs = Set(SceneDocument.sportsGlyphs)
    let drawn = list.commands.filter {
      if case .text(let text, _, _, _, _) = $0 { return glyphs.contains(text) }
      return false
    }.count
    return (drawn, stage.maximumDrawnTiles(rowWidth: rows[0].frame.width), rows[0].tiles.count)
  }

  @Test(
    "a 100 000-tile row draws at most one tile per pixel column",
    arguments: [OverlappingHStack.ZOrder.lastOnTop, .firstOnTop], [1.0, 2.0])
  func hugeRowIsCulled(zOrder: OverlappingHStack.ZOrder, scale: Double) {
    let stage = Self.stage(tiles: 100_000, zOrder: zOrder, scale: CGFloat(scale))
    let (drawn, budget, tiles) = rowTexts(stage)
    #expect(tiles == 100_000)
    #expect(drawn <= budget, "\(drawn) tiles drawn, budget \(budget)")
    #expect(drawn > budget / 2, "the row still covers its width: \(drawn)")
  }

  @Test("a row that fits draws every tile", arguments: [2, 5, 10])
  func smallRowsAreUntouched(count: Int) {
    let stage = Self.stage(tiles: count, zOrder: .lastOnTop, scale: 1)
    #expect(rowTexts(stage).drawn == count)
  }
}
