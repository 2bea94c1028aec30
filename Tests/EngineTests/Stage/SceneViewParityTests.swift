import Foundation
import Testing

@testable import Engine

/// `SceneView` lays the scene out as `Stage` did: the same rows, tiles, draw order and
/// pages, at every size the snapshots and the edge cases use.
@MainActor
@Suite("SceneView lays out the scene exactly as Stage")
struct SceneViewParityTests {
  static var scenes: [(String, SceneDocument)] {
    var tiled = SceneDocument.default
    tiled.rows[0].tile = TileStyle()
    tiled.rows[1].alignment = .leading
    tiled.rows[2].zOrder = .firstOnTop
    var crowded = SceneDocument.default
    crowded.rows[2].items = Array(repeating: "⚽️", count: 60)
    var empty = SceneDocument.default
    empty.rows[1].items = []
    var words = SceneDocument.default
    words.rows[0].items = ["a", "bb", "a very long word indeed"]
    var many = SceneDocument.default
    many.carousel.pages = PageStyle.hued(count: 200)
    var loop = SceneDocument.default
    loop.carousel.wrap = .loop
    return [
      ("default", .default), ("tiled", tiled), ("crowded", crowded), ("empty row", empty),
      ("words", words), ("200 pages", many), ("loop", loop),
    ]
  }

  static let sizes: [CGSize] = [
    CGSize(width: 900, height: 720), CGSize(width: 600, height: 720),
    CGSize(width: 240, height: 480), CGSize(width: 1400, height: 720),
    CGSize(width: 900, height: 260), CGSize(width: 900, height: 150),
    CGSize(width: 120, height: 720), CGSize(width: 40, height: 40),
  ]

  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
      abs($0) < 1e-9
    }
  }

  @Test("rows, tiles and pages match", arguments: 0..<7)
  func parity(_ index: Int) throws {
    let (name, scene) = Self.scenes[index]
    for size in Self.sizes {
      let text = FixedTextMetrics()
      let expected = Stage(scene: scene, size: size).layout(measuring: text)
      let graph = ViewGraph(root: SceneView(scene: scene, autoplay: false), size: size, text: text)
      let actual = try #require(graph.sceneReadback(scene)).layout
      let label = "\(name) at \(Int(size.width))×\(Int(size.height))"
      #expect(actual.rows.count == expected.rows.count, "\(label)")
      for (a, e) in zip(actual.rows, expected.rows) {
        #expect(a.frame == e.frame, "row frame, \(label)")
        #expect(a.hidden == e.hidden, "hidden, \(label)")
        #expect(a.idealWidth == e.idealWidth && a.overlapping == e.overlapping, "\(label)")
        #expect(a.step == e.step, "step, \(label)")
        #expect(a.tiles.map(\.glyph) == e.tiles.map(\.glyph), "glyphs, \(label)")
        // Scaled tiles may differ in the last bit: Stage scales sizes, the views fonts.
        #expect(a.tiles.count == e.tiles.count)
        for (t, u) in zip(a.tiles, e.tiles) {
          #expect(Self.close(t.frame, u.frame), "tile frame \(t.frame) vs \(u.frame), \(label)")
        }
        #expect(a.tiles.map(\.z) == e.tiles.map(\.z), "z, \(label)")
        #expect(a.tiles.map(\.isBadge) == e.tiles.map(\.isBadge), "badge, \(label)")
        #expect(a.drawOrder == e.drawOrder, "draw order, \(label)")
      }
      let (a, e) = (actual.carousel, expected.carousel)
      #expect(a.frame == e.frame, "carousel frame, \(label)")
      #expect(a.pageWidth == e.pageWidth && a.offset == e.offset && a.page == e.page, "\(label)")
      #expect(a.visiblePages.map(\.frame) == e.visiblePages.map(\.frame), "pages, \(label)")
      #expect(a.visiblePages.map(\.index) == e.visiblePages.map(\.index), "page indices, \(label)")
      #expect(a.dotsFrame == e.dotsFrame, "dots, \(label)")
    }
  }
}
