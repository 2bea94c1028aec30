import Engine
import Foundation
import Testing

@testable import SceneApp

/// Drawing budgets of a scene's rows: a row draws at most one tile per device
/// pixel column, whatever it holds.
@MainActor
struct StageDisplayTests {
  /// Every glyph is as wide as its size and 1.17 sizes tall, like the emoji font's.
  static let metrics = FixedTextMetrics(emojiWidth: 1, lineHeight: 1.17)

  static func host(tiles: Int, zOrder: OverlappingHStack.ZOrder, scale: CGFloat) -> StageHost {
    var scene = SceneDocument.default
    scene.rows = [scene.rows[0]]
    scene.rows[0].items = (0..<tiles).map {
      SceneDocument.sportsGlyphs[$0 % SceneDocument.sportsGlyphs.count]
    }
    scene.rows[0].minimumSliver = 0
    scene.rows[0].zOrder = zOrder
    let host = StageHost(
      scene: scene, size: CGSize(width: 900, height: 720), text: metrics, autoplay: false)
    host.pixelScale = scale
    return host
  }

  /// The most tiles a row `rowWidth` points wide may draw: one per device pixel column the
  /// tiles can start in, plus the last tile and a "+N" badge.
  static func budget(rowWidth: CGFloat, scale: CGFloat) -> Int {
    Int((rowWidth * scale).rounded(.up)) + 3
  }

  func rowTexts(_ host: StageHost) -> (drawn: Int, budget: Int, tiles: Int) {
    let rows = host.currentRows()
    let list = host.displayList(frameTime: nil)
    let glyphs = Set(SceneDocument.sportsGlyphs)
    let drawn = list.commands.filter {
      if case .text(let text, _, _, _, _) = $0 { return glyphs.contains(text) }
      return false
    }.count
    return (
      drawn, Self.budget(rowWidth: rows[0].frame.width, scale: host.pixelScale),
      rows[0].tiles.count
    )
  }

  @Test(
    "a 100 000-tile row draws at most one tile per pixel column",
    arguments: [OverlappingHStack.ZOrder.lastOnTop, .firstOnTop], [1.0, 2.0])
  func hugeRowIsCulled(zOrder: OverlappingHStack.ZOrder, scale: Double) {
    let host = Self.host(tiles: 100_000, zOrder: zOrder, scale: CGFloat(scale))
    let (drawn, budget, tiles) = rowTexts(host)
    #expect(tiles == 100_000)
    #expect(drawn <= budget, "\(drawn) tiles drawn, budget \(budget)")
    #expect(drawn > budget / 2, "the row still covers its width: \(drawn)")
  }

  @Test("a row that fits draws every tile", arguments: [2, 5, 10])
  func smallRowsAreUntouched(count: Int) {
    let host = Self.host(tiles: count, zOrder: .lastOnTop, scale: 1)
    #expect(rowTexts(host).drawn == count)
  }
}
