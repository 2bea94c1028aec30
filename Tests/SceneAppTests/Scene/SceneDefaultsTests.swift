import Engine
import Foundation
import PreviewHost
import Testing

@testable import SceneApp

@Suite("Scene defaults and round trip")
struct SceneDefaultsTests {
  @Test("the default scene is the SwiftUI sample: rows of 2, 5 and 10 sports glyphs")
  func defaultRows() {
    let scene = SceneDocument.default
    #expect(
      scene.rows.map(\.items) == [
        Array(SceneDocument.sportsGlyphs.prefix(2)), Array(SceneDocument.sportsGlyphs.prefix(5)),
        SceneDocument.sportsGlyphs,
      ])
    for row in scene.rows {
      #expect(row.fontSize == 100)
      #expect(row.alignment == .trailing)
      #expect(row.spacing == 8)
      #expect(row.zOrder == .lastOnTop)
      #expect(row.minimumSliver == 12)
      #expect(row.tile == nil)
    }
    #expect(scene.background == Color(red8: 255, green8: 255, blue8: 255))
    #expect(scene.padding == 16)
    #expect(scene.rowSpacing == 16)
  }

  @Test("the default carousel has 10 hue pages, a 25 pt inset and 3 s autoplay")
  func defaultCarousel() {
    let carousel = SceneDocument.default.carousel
    #expect(carousel.pages == PageStyle.hued(count: 10))
    #expect(carousel.pages.map(\.label) == (0..<10).map(String.init))
    #expect(carousel.height == 60)
    #expect(carousel.inset == 25)
    #expect(carousel.spacing == 8)
    #expect(carousel.cornerRadius == 10)
    #expect(carousel.autoplay)
    #expect(carousel.interval == 3)
    #expect(carousel.animation == .default)
    #expect(carousel.wrap == .rewind)
    #expect(carousel.flickLimit == .one)
    #expect(carousel.dots)
  }

  @Test("soccer and baseball glyphs carry the emoji presentation selector")
  func sportsGlyphs() {
    #expect(SceneDocument.sportsGlyphs.count == 10)
    #expect(SceneDocument.sportsGlyphs[0].unicodeScalars.map(\.value) == [0x26BD, 0xFE0F])
    #expect(SceneDocument.sportsGlyphs[3].unicodeScalars.map(\.value) == [0x26BE, 0xFE0F])
    #expect(SceneDocument.sportsGlyphs.allSatisfy { $0.count == 1 })
  }

  @Test("the carousel configuration carries the scene's carousel values")
  func configuration() {
    var style = CarouselStyle()
    style.pages = PageStyle.hued(count: 4)
    style.inset = 30
    style.spacing = 4
    style.autoplay = false
    style.interval = 5
    style.animation = .bouncy
    style.wrap = .loop
    style.flickLimit = .unlimited
    let configuration = style.configuration
    #expect(configuration.pageCount == 4)
    #expect(configuration.inset == 30)
    #expect(configuration.spacing == 4)
    // Autoplay and its interval are the carousel's (`Carousel`), not the physics'.
    #expect(configuration.animation == .bouncy)
    #expect(configuration.wrap == .loop)
    #expect(configuration.flickLimit == .unlimited)
  }

  @Test("an empty scene file is the default scene")
  func emptyObject() throws {
    #expect(try SceneDocument.parse("{}", file: "s.json") == .default)
    #expect(try SceneDocument.parse(" \n{ }\n", file: "s.json") == .default)
  }

  @Test("the default scene's JSON parses back to the default scene")
  func defaultRoundTrip() throws {
    #expect(
      try SceneDocument.parse(SceneDocument.default.jsonText(), file: "default-scene.json")
        == .default)
  }

  @Test("Assets/default-scene.json is the default scene's JSON as --print-scene prints it")
  func shippedFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let shipped = try String(
      contentsOf: root.appendingPathComponent("Assets/default-scene.json"), encoding: .utf8)
    #expect(shipped == SceneDocument.default.jsonText() + "\n")
  }

  @Test("the default scene's JSON spells every documented key")
  func everyKey() throws {
    let text = SceneDocument.default.jsonText()
    for key in [
      "background", "padding", "rowSpacing", "rows", "items", "fontSize", "alignment",
      "spacing", "zOrder", "minimumSliver", "tile", "carousel", "pages", "height", "inset",
      "cornerRadius", "autoplay", "interval", "animation", "wrap", "flickLimit", "dots",
    ] {
      #expect(text.contains("\"\(key)\":"), "missing \(key)")
    }
    #expect(text.contains("\"animation\": \"default\""))
    #expect(text.contains("\"pages\": 10"))
  }

  static let customScenes: [SceneDocument] = {
    var a = SceneDocument.default
    a.background = Color(red8: 0x12, green8: 0x34, blue8: 0x56, alpha8: 0x78)
    a.padding = 0.5
    a.rowSpacing = 0
    a.rows = [
      RowStyle(
        items: ["e\u{301}", "👨‍👩‍👧", "مرحبا", "\"quoted\\\"", "tab\there"], fontSize: 12.25,
        alignment: .center, spacing: 0, zOrder: .firstOnTop, minimumSliver: 0,
        tile: TileStyle(color: Color(red8: 1, green8: 2, blue8: 3), cornerRadius: 0))
    ]
    a.carousel.pages = [
      PageStyle(label: "One", color: .black), PageStyle(label: "", color: .white),
    ]
    a.carousel.animation = .timingCurve(.easeOut, duration: 1.25)
    a.carousel.autoplay = false
    a.carousel.dots = false
    a.carousel.wrap = .loop
    a.carousel.flickLimit = .unlimited
    a.carousel.interval = 0.1
    var b = SceneDocument.default
    b.rows = []
    b.carousel.pages = PageStyle.hued(count: 1)
    b.carousel.animation = .spring(Spring(duration: 0.3, bounce: -0.4))
    var c = SceneDocument.default
    c.carousel.animation = .spring(Spring(response: 0.7, dampingFraction: 0.6))
    c.carousel.inset = 8192
    var d = SceneDocument.default
    d.carousel.animation = .snappy
    d.carousel.pages = PageStyle.hued(count: 100_000)
    return [a, b, c, d]
  }()

  @Test("custom scenes survive a JSON round trip", arguments: customScenes.indices)
  func customRoundTrip(index: Int) throws {
    let scene = Self.customScenes[index]
    #expect(try SceneDocument.parse(scene.jsonText(), file: "s.json") == scene)
  }

  @Test("a partial scene keeps the defaults of every key it leaves out")
  func partialScene() throws {
    let scene = try SceneDocument.parse(
      """
      {"padding": 4, "rows": [{"items": ["a", "b"]}, {"fontSize": 40.0, "tile": {}}],
       "carousel": {"pages": 3, "wrap": "loop"}}
      """, file: "s.json")
    var expected = SceneDocument.default
    expected.padding = 4
    expected.rows = [RowStyle(items: ["a", "b"]), RowStyle(fontSize: 40, tile: TileStyle())]
    expected.carousel.pages = PageStyle.hued(count: 3)
    expected.carousel.wrap = .loop
    #expect(scene == expected)
    #expect(scene.rows[1].items == SceneDocument.sportsGlyphs)
    #expect(scene.rows[1].tile?.color == Color(hex: "#E5E5EA"))
    #expect(scene.rows[1].tile?.cornerRadius == 12)
  }

  @Test("a default row is a default stack, but trailing as in the sample")
  func rowDefaults() {
    let row = RowStyle()
    let stack = OverlappingHStack()
    #expect(row.spacing == stack.spacing)
    #expect(row.zOrder == stack.zOrder)
    #expect(row.minimumSliver == stack.minimumSliver)
    #expect(row.alignment == .trailing && stack.alignment == .center)
  }
}

/// The scene's carousel and Engine's carousel take one set of defaults.
struct CarouselStyleDefaultsTests {
  @Test("the default scene's carousel is Engine's default ten-page carousel")
  func oneSetOfDefaults() {
    #expect(CarouselStyle().configuration == ScrollPhysicsConfiguration(pageCount: 10))
    #expect(
      SceneDocument.default.carousel.configuration == ScrollPhysicsConfiguration(pageCount: 10))
  }

  @Test("sample pages are labelled by index with hue i/n at full saturation and brightness")
  func huedPages() {
    let pages = PageStyle.hued(count: 10)
    #expect(pages.map(\.label) == (0..<10).map(String.init))
    #expect(pages[3].color == Color(hue: 0.3, saturation: 1, brightness: 1))
  }
}
