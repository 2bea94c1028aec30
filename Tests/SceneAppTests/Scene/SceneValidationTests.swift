import Engine
import Fixtures
import PreviewHost
import Testing

@testable import SceneApp

@Suite("Scene validation errors")
struct SceneValidationTests {
  private static func check(_ source: MarkedSource) {
    let error = #expect(throws: SourceError.self) {
      try SceneDocument.parse(source.text, file: "bad.json")
    }
    #expect(error?.file == "bad.json")
    #expect(error?.line == source.line, "\(error?.description ?? "")")
    #expect(error?.column == source.column, "\(error?.description ?? "")")
    #expect(error?.message.contains(source.fragment) == true, "\(error?.message ?? "")")
  }

  @Test(
    "syntax errors point where the JSON breaks",
    arguments: [
      MarkedSource("‸hello", "expected a JSON value, got 'hello'"),
      MarkedSource("‸", "expected a JSON value, got end of file"),
      MarkedSource("{\"padding\": 16,‸", "expected a string key, got end of file"),
      MarkedSource("{\n  \"rows\": [\n    {\"items\": [\"⚽️\"‸", "expected ',' or ']'"),
      MarkedSource("{\"padding\": 16,\n‸}", "expected a string key, got '}'"),
      MarkedSource("{\"background\": \"#fff‸", "unterminated string"),
      MarkedSource("{\"padding\": ‸1e400}", "number '1e400' is too large"),
      MarkedSource("{\"padding\": ‸NaN}", "got 'NaN'"),
      MarkedSource("{\"padding\": 1}\n‸,", "expected the end of the JSON value"),
    ])
  func syntax(source: MarkedSource) { Self.check(source) }

  @Test(
    "of two mistakes the first in the file is reported, whatever order the keys are read in",
    arguments: [
      // The carousel's fields are read pages, …, interval, …, wrap: the wrap comes first here.
      MarkedSource(
        "{\"carousel\": {\"wrap\": ‸\"sideways\", \"interval\": 0}}", "unknown value 'sideways'"),
      MarkedSource("{\"carousel\": {\"interval\": ‸0, \"wrap\": \"sideways\"}}", "interval"),
      // Across objects: a bad row before a bad padding, read first.
      MarkedSource("{\"rows\": [{\"fontSize\": ‸0}], \"padding\": -1}", "fontSize"),
      // An unknown key after a bad value, and before one.
      MarkedSource("{\"padding\": ‸-1, \"foo\": 1}", "padding"),
      MarkedSource("{‸\"foo\": 1, \"padding\": -1}", "unknown key 'foo'"),
      MarkedSource(
        "{\"rows\": [{\"tile\": {\"cornerRadius\": ‸-1, \"color\": \"red\"}}]}", "cornerRadius"),
      MarkedSource(
        "{\"carousel\": {\"pages\": [{\"color\": ‸\"red\", \"label\": 5}]}}", "not a colour"),
    ])
  func firstInFileOrder(source: MarkedSource) { Self.check(source) }

  @Test(
    "structure errors name the key and where it is",
    arguments: [
      MarkedSource("‸[]", "a scene must be a JSON object, got array"),
      MarkedSource("‸\"scene\"", "a scene must be a JSON object, got string"),
      MarkedSource("{‸\"foo\": 1}", "unknown key 'foo'; valid keys: background, padding"),
      MarkedSource("{\"rows\": [{}, {‸\"foo\": 1}]}", "unknown key 'foo' in rows[1]"),
      MarkedSource("{\"carousel\": {‸\"page\": 3}}", "unknown key 'page' in carousel"),
      MarkedSource(
        "{\"rows\": [{\"tile\": {‸\"colour\": \"#fff\"}}]}", "unknown key 'colour' in rows[0].tile"),
      MarkedSource(
        "{\"carousel\": {\"pages\": [{}, {‸\"name\": \"x\"}]}}",
        "unknown key 'name' in carousel.pages[1]"),
      MarkedSource("{\"padding\": 1,\n ‸\"padding\": 2}", "duplicate key 'padding'"),
      MarkedSource(
        "{\"rows\": [{\"spacing\": 1, ‸\"spacing\": 1}]}", "duplicate key 'spacing' in rows[0]"),
      MarkedSource(
        "{\"carousel\": {\"dots\": true, ‸\"dots\": true}}", "duplicate key 'dots' in carousel"),
    ])
  func structure(source: MarkedSource) { Self.check(source) }

  @Test(
    "wrong types say what was expected and what was found",
    arguments: [
      MarkedSource(
        "{\"rows\": [{\"fontSize\": ‸\"100\"}]}", "rows[0].fontSize: expected a number, got string"),
      MarkedSource("{\"padding\": ‸true}", "padding: expected a number, got boolean"),
      MarkedSource("{\"padding\": ‸null}", "padding: expected a number, got null"),
      MarkedSource("{\"rowSpacing\": ‸[16]}", "rowSpacing: expected a number, got array"),
      MarkedSource(
        "{\"carousel\": {\"autoplay\": ‸1}}", "carousel.autoplay: expected a boolean, got number"),
      MarkedSource(
        "{\"carousel\": {\"dots\": ‸\"yes\"}}", "carousel.dots: expected a boolean, got string"),
      MarkedSource("{\"rows\": ‸{}}", "rows: expected an array, got object"),
      MarkedSource("{\"rows\": [‸3]}", "rows[0]: expected an object, got number"),
      MarkedSource("{\"carousel\": ‸[]}", "carousel: expected an object, got array"),
      MarkedSource(
        "{\"rows\": [{\"items\": [\"a\", ‸1]}]}", "rows[0].items[1]: expected a string, got number"),
      MarkedSource(
        "{\"rows\": [{\"items\": ‸\"ab\"}]}", "rows[0].items: expected an array, got string"),
      MarkedSource(
        "{\"rows\": [{\"tile\": ‸true}]}", "rows[0].tile: expected an object or null, got boolean"),
      MarkedSource("{\"background\": ‸16777215}", "background: expected a string, got number"),
      MarkedSource(
        "{\"rows\": [{\"alignment\": ‸1}]}", "rows[0].alignment: expected a string, got number"),
      MarkedSource(
        "{\"carousel\": {\"pages\": ‸\"10\"}}",
        "carousel.pages: expected a page count or an array of pages, got string"),
      MarkedSource(
        "{\"carousel\": {\"pages\": [{\"label\": ‸0}]}}",
        "carousel.pages[0].label: expected a string, got number"),
      MarkedSource(
        "{\"carousel\": {\"pages\": [‸\"red\"]}}",
        "carousel.pages[0]: expected an object, got string"),
      MarkedSource(
        "{\"carousel\": {\"animation\": ‸0.35}}",
        "carousel.animation: expected an animation name or object, got number"),
    ])
  func types(source: MarkedSource) { Self.check(source) }

  @Test(
    "colours must be #rgb, #rrggbb or #rrggbbaa",
    arguments: [
      MarkedSource(
        "{\"background\": ‸\"#12\"}",
        "background: '#12' is not a colour; use #rgb, #rrggbb or #rrggbbaa"),
      MarkedSource("{\"background\": ‸\"fff\"}", "'fff' is not a colour"),
      MarkedSource("{\"background\": ‸\"#ggg\"}", "'#ggg' is not a colour"),
      MarkedSource("{\"background\": ‸\"#12345\"}", "'#12345' is not a colour"),
      MarkedSource("{\"background\": ‸\"#ＦＦＦ\"}", "'#ＦＦＦ' is not a colour"),
      MarkedSource("{\"background\": ‸\"red\"}", "'red' is not a colour"),
      MarkedSource("{\"background\": ‸\"\"}", "'' is not a colour"),
      MarkedSource(
        "{\"rows\": [{\"tile\": {\"color\": ‸\"#1234567\"}}]}",
        "rows[0].tile.color: '#1234567' is not a colour"),
      MarkedSource(
        "{\"carousel\": {\"pages\": [{\"color\": ‸\"blue\"}]}}",
        "carousel.pages[0].color: 'blue' is not a colour"),
    ])
  func colours(source: MarkedSource) { Self.check(source) }

  @Test(
    "sizes must not be negative",
    arguments: [
      MarkedSource("{\"padding\": ‸-1}", "padding: must be ≥ 0, got -1"),
      MarkedSource("{\"rowSpacing\": ‸-0.5}", "rowSpacing: must be ≥ 0, got -0.5"),
      MarkedSource("{\"rows\": [{\"spacing\": ‸-8}]}", "rows[0].spacing: must be ≥ 0, got -8"),
      MarkedSource("{\"rows\": [{\"minimumSliver\": ‸-1}]}", "rows[0].minimumSliver: must be ≥ 0"),
      MarkedSource(
        "{\"rows\": [{\"tile\": {\"cornerRadius\": ‸-2}}]}",
        "rows[0].tile.cornerRadius: must be ≥ 0"),
      MarkedSource("{\"carousel\": {\"height\": ‸-60}}", "carousel.height: must be ≥ 0, got -60"),
      MarkedSource(
        "{\"carousel\": {\"cornerRadius\": ‸3e9}}",
        "carousel.cornerRadius: must be at most 100000, got 3000000000"),
      MarkedSource("{\"padding\": ‸1e308}", "padding: must be at most 100000"),
      MarkedSource("{\"carousel\": {\"inset\": ‸-25}}", "carousel.inset: must be within 0...8192"),
      MarkedSource("{\"carousel\": {\"spacing\": ‸-1e-9}}", "carousel.spacing: must be ≥ 0"),
      MarkedSource(
        "{\"carousel\": {\"cornerRadius\": ‸-10}}", "carousel.cornerRadius: must be ≥ 0"),
    ])
  func negativeSizes(source: MarkedSource) { Self.check(source) }

  @Test(
    "font size, interval and page count stay within their ranges",
    arguments: [
      MarkedSource(
        "{\"rows\": [{\"fontSize\": ‸0}]}", "rows[0].fontSize: must be within 1...1000, got 0"),
      MarkedSource(
        "{\"rows\": [{\"fontSize\": ‸10000}]}",
        "rows[0].fontSize: must be within 1...1000, got 10000"),
      MarkedSource("{\"rows\": [{\"fontSize\": ‸0.5}]}", "must be within 1...1000, got 0.5"),
      MarkedSource(
        "{\"carousel\": {\"interval\": ‸0}}", "carousel.interval: must be within 0.1...3600, got 0"),
      MarkedSource("{\"carousel\": {\"interval\": ‸0.05}}", "must be within 0.1...3600, got 0.05"),
      MarkedSource("{\"carousel\": {\"interval\": ‸3601}}", "must be within 0.1...3600, got 3601"),
      MarkedSource(
        "{\"carousel\": {\"pages\": ‸0}}", "carousel.pages: must be within 1...100000, got 0"),
      MarkedSource(
        "{\"carousel\": {\"pages\": ‸-3}}", "carousel.pages: must be within 1...100000, got -3"),
      MarkedSource("{\"carousel\": {\"pages\": ‸100001}}", "must be within 1...100000, got 100001"),
      MarkedSource("{\"carousel\": {\"pages\": ‸1e300}}", "must be within 1...100000"),
      MarkedSource(
        "{\"carousel\": {\"pages\": ‸2.5}}", "carousel.pages: expected an integer, got 2.5"),
      MarkedSource("{\"carousel\": {\"pages\": ‸[]}}", "carousel.pages: needs at least one page"),
    ])
  func ranges(source: MarkedSource) { Self.check(source) }

  @Test(
    "items are non-empty and at most 32 characters",
    arguments: [
      MarkedSource(
        "{\"rows\": [{\"items\": [\"a\", ‸\"\"]}]}", "rows[0].items[1]: an item cannot be empty"),
      MarkedSource(
        "{\"rows\": [{\"items\": [‸\"\(String(repeating: "x", count: 33))\"]}]}",
        "at most 32 characters long, this one has 33"),
      MarkedSource(
        "{\"rows\": [{}, {\"items\": [\"⚽️\", ‸\"\(String(repeating: "é", count: 40))\"]}]}",
        "rows[1].items[1]: an item is at most 32 characters long, this one has 40"),
    ])
  func items(source: MarkedSource) { Self.check(source) }

  @Test(
    "enumerations name their valid values",
    arguments: [
      MarkedSource(
        "{\"rows\": [{\"alignment\": ‸\"middle\"}]}",
        "rows[0].alignment: unknown value 'middle'; expected leading, center or trailing"),
      MarkedSource("{\"rows\": [{\"alignment\": ‸\"Leading\"}]}", "unknown value 'Leading'"),
      MarkedSource(
        "{\"rows\": [{\"zOrder\": ‸\"top\"}]}",
        "rows[0].zOrder: unknown value 'top'; expected lastOnTop or firstOnTop"),
      MarkedSource(
        "{\"carousel\": {\"wrap\": ‸\"bounce\"}}",
        "carousel.wrap: unknown value 'bounce'; expected rewind or loop"),
      MarkedSource(
        "{\"carousel\": {\"flickLimit\": ‸\"two\"}}",
        "carousel.flickLimit: unknown value 'two'; expected one or unlimited"),
      MarkedSource(
        "{\"carousel\": {\"animation\": ‸\"wobble\"}}",
        "carousel.animation: unknown animation 'wobble'; expected default, easeIn, easeOut, easeInOut, linear, spring, smooth, snappy or bouncy"
      ),
    ])
  func enumerations(source: MarkedSource) { Self.check(source) }

  @Test(
    "animation objects have one known key and parameters in range",
    arguments: [
      MarkedSource(
        "{\"carousel\": {\"animation\": ‸{}}}",
        "carousel.animation: expected exactly one of easeIn, easeOut, easeInOut, linear or spring"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"easeIn\": {}, ‸\"spring\": {}}}}",
        "only one animation allowed, got 'easeIn' and 'spring'"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {‸\"bezier\": {}}}}",
        "unknown key 'bezier' in carousel.animation"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"easeIn\": ‸0.3}}}",
        "carousel.animation.easeIn: expected an object, got number"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"easeIn\": {‸\"bounce\": 0}}}}",
        "unknown key 'bounce' in carousel.animation.easeIn"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"easeIn\": {\"duration\": ‸0}}}}",
        "carousel.animation.easeIn.duration: must be > 0 and ≤ 60, got 0"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"linear\": {\"duration\": ‸61}}}}",
        "must be > 0 and ≤ 60, got 61"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"spring\": {\"duration\": ‸-1}}}}",
        "carousel.animation.spring.duration: must be > 0 and ≤ 60, got -1"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"spring\": {\"bounce\": ‸1}}}}",
        "carousel.animation.spring.bounce: must be within -0.99...0.99, got 1"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"spring\": {\"bounce\": ‸-1}}}}",
        "must be within -0.99...0.99, got -1"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"spring\": {\"response\": ‸0}}}}",
        "carousel.animation.spring.response: must be > 0 and ≤ 60, got 0"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"spring\": {\"dampingFraction\": ‸0}}}}",
        "carousel.animation.spring.dampingFraction: must be > 0 and ≤ 100, got 0"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"spring\": {\"duration\": 1, ‸\"response\": 1}}}}",
        "use duration and bounce, or response and dampingFraction, not both"),
      MarkedSource(
        "{\"carousel\": {\"animation\": {\"spring\": {\"dampingFraction\": 1, ‸\"bounce\": 0}}}}",
        "not both"),
    ])
  func animations(source: MarkedSource) { Self.check(source) }

  @Test("errors on later lines count lines and characters, not bytes")
  func multiLinePosition() {
    let text = """
      {
        "rows": [
          {"items": ["⚽️", "🏀", "e\u{301}"], "fontSize": "big"}
        ]
      }
      """
    let error = #expect(throws: SourceError.self) {
      try SceneDocument.parse(text, file: "scene.json")
    }
    #expect(
      error?.description == "scene.json:3:44: rows[0].fontSize: expected a number, got string")
  }

  @Test("more than the maximum number of items in a row is an error at the array")
  func tooManyItems() {
    let items = Array(repeating: "\"a\"", count: RowStyle.maximumItems + 1).joined(separator: ",")
    let error = #expect(throws: SourceError.self) {
      try SceneDocument.parse("{\"rows\": [{\"items\": [\(items)]}]}", file: "s.json")
    }
    #expect(error?.column == 21)
    #expect(error?.message == "rows[0].items: 100001 items; at most 100000 are allowed")
  }

  @Test("more than the maximum number of pages is an error at the array")
  func tooManyPages() {
    let pages = Array(repeating: "{}", count: CarouselStyle.maximumPages + 1).joined(separator: ",")
    let error = #expect(throws: SourceError.self) {
      try SceneDocument.parse("{\"carousel\": {\"pages\": [\(pages)]}}", file: "s.json")
    }
    #expect(error?.column == 24)
    #expect(error?.message == "carousel.pages: 100001 pages; at most 100000 are allowed")
  }
}
