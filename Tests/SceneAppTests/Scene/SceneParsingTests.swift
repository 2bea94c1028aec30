import Engine
import Foundation
import PreviewHost
import Testing

@testable import SceneApp

@Suite("Scene parsing of valid files")
struct SceneParsingTests {
  private func parse(_ text: String) throws(SourceError) -> SceneDocument {
    try SceneDocument.parse(text, file: "s.json")
  }

  @Test(
    "accepts emoji, combining sequences, ZWJ families and right-to-left text as items",
    arguments: [
      "⚽️", "e\u{301}", "👨‍👩‍👧‍👦", "مرحبا", "🇫🇷", "👍🏽", "A", String(repeating: "x", count: 32),
      String(repeating: "👨‍👩‍👧", count: 32),
    ])
  func unusualItems(item: String) throws {
    let scene = try parse("{\"rows\": [{\"items\": [\(JSONWriter.string(item))]}]}")
    #expect(scene.rows[0].items == [item])
  }

  @Test(
    "reads every alignment name",
    arguments: [
      ("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing),
    ])
  func alignments(name: String, expected: HorizontalAlignment) throws {
    #expect(try parse("{\"rows\": [{\"alignment\": \"\(name)\"}]}").rows[0].alignment == expected)
  }

  @Test("reads the enumerations spelled in the documentation")
  func enumerations() throws {
    let scene = try parse(
      """
      {"rows": [{"zOrder": "firstOnTop"}, {"zOrder": "lastOnTop"}],
       "carousel": {"wrap": "loop", "flickLimit": "unlimited", "autoplay": false, "dots": false}}
      """)
    #expect(scene.rows.map(\.zOrder) == [.firstOnTop, .lastOnTop])
    #expect(scene.carousel.wrap == .loop)
    #expect(scene.carousel.flickLimit == .unlimited)
    #expect(scene.carousel.autoplay == false)
    #expect(scene.carousel.dots == false)
  }

  @Test(
    "reads animations by name and by object",
    arguments: [
      ("\"default\"", Animation.default), ("\"easeIn\"", .easeIn), ("\"easeOut\"", .easeOut),
      ("\"easeInOut\"", .easeInOut), ("\"linear\"", .linear), ("\"spring\"", .spring),
      ("\"smooth\"", .smooth), ("\"snappy\"", .snappy), ("\"bouncy\"", .bouncy),
      ("{\"easeInOut\": {\"duration\": 0.35}}", .easeInOut),
      ("{\"easeIn\": {}}", .timingCurve(.easeIn, duration: 0.35)),
      ("{\"linear\": {\"duration\": 2}}", .timingCurve(.linear, duration: 2)),
      ("{\"easeOut\": {\"duration\": 60}}", .timingCurve(.easeOut, duration: 60)),
      (
        "{\"spring\": {\"duration\": 0.5, \"bounce\": 0.2}}",
        .spring(Spring(duration: 0.5, bounce: 0.2))
      ),
      ("{\"spring\": {}}", .spring),
      ("{\"spring\": {\"bounce\": -0.5}}", .spring(Spring(duration: 0.5, bounce: -0.5))),
      ("{\"spring\": {\"response\": 0.55, \"dampingFraction\": 1}}", .default),
      ("{\"spring\": {\"response\": 0.3}}", .spring(Spring(response: 0.3, dampingFraction: 0.825))),
    ])
  func animations(json: String, expected: Animation) throws {
    #expect(try parse("{\"carousel\": {\"animation\": \(json)}}").carousel.animation == expected)
  }

  @Test("reads pages as a count or as objects whose missing fields take index and hue")
  func pages() throws {
    #expect(try parse("{\"carousel\": {\"pages\": 3}}").carousel.pages == PageStyle.hued(count: 3))
    #expect(try parse("{\"carousel\": {\"pages\": 3.0}}").carousel.pages.count == 3)
    let pages = try parse(
      """
      {"carousel": {"pages": [{"label": "A", "color": "#f00"}, {}, {"label": "C"}, {"color": "#00ff0080"}]}}
      """
    ).carousel.pages
    let hued = PageStyle.hued(count: 4)
    #expect(pages[0] == PageStyle(label: "A", color: Color(red8: 255, green8: 0, blue8: 0)))
    #expect(pages[1] == hued[1])
    #expect(pages[2] == PageStyle(label: "C", color: hued[2].color))
    #expect(
      pages[3] == PageStyle(label: "3", color: Color(red8: 0, green8: 255, blue8: 0, alpha8: 128)))
  }

  @Test(
    "accepts values at the edges of their ranges",
    arguments: [
      "{\"padding\": 0}", "{\"rows\": [{\"fontSize\": 1}]}", "{\"rows\": [{\"fontSize\": 1000}]}",
      "{\"carousel\": {\"interval\": 0.1}}", "{\"carousel\": {\"interval\": 3600}}",
      "{\"carousel\": {\"pages\": 1}}", "{\"carousel\": {\"pages\": 100000}}",
      "{\"carousel\": {\"inset\": 8192}}", "{\"rows\": []}", "{\"rows\": [{\"items\": []}]}",
      "{\"rows\": [{\"tile\": null}]}", "{\"carousel\": {\"spacing\": -0}}",
      "{\"carousel\": {\"animation\": {\"spring\": {\"bounce\": 0.99}}}}",
      "{\"carousel\": {\"animation\": {\"spring\": {\"bounce\": -0.99}}}}",
    ])
  func rangeEdges(json: String) throws {
    _ = try parse(json)
  }

  @Test("integers and floats are both numbers: 16 and 16.0 and 1.6e1 read the same")
  func integersAndFloats() throws {
    let values = try ["16", "16.0", "1.6e1", "160E-1"].map { (text) throws(SourceError) in
      try parse("{\"padding\": \(text)}").padding
    }
    #expect(values == [16, 16, 16, 16])
  }

  @Test("reads colours as #rgb, #rrggbb and #rrggbbaa in either case")
  func colours() throws {
    #expect(
      try parse("{\"background\": \"#fA0\"}").background == Color(red8: 255, green8: 170, blue8: 0))
    #expect(
      try parse("{\"background\": \"#102030\"}").background
        == Color(red8: 16, green8: 32, blue8: 48))
    #expect(
      try parse("{\"background\": \"#102030Ff\"}").background
        == Color(red8: 16, green8: 32, blue8: 48, alpha8: 255))
  }

  @Test("accepts the maximum number of items in a row")
  func maximumItems() throws {
    let items = Array(repeating: "\"a\"", count: RowStyle.maximumItems).joined(separator: ",")
    let scene = try parse("{\"rows\": [{\"items\": [\(items)]}]}")
    #expect(scene.rows[0].items.count == RowStyle.maximumItems)
  }
}
