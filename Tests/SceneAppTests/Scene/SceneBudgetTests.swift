import Engine
import Foundation
import PreviewHost
import Testing

@testable import SceneApp

/// The whole scene's budget: rows, tiles, tiles times font size and distinct text, so
/// every file that passes validation draws in bounded memory and time (one row was capped,
/// rows were not: 100 000 empty rows took 2.6 GB).
@Suite("scene budgets")
struct SceneBudgetTests {
  static func rows(_ count: Int, _ row: String) -> String {
    #"{"rows": ["# + Array(repeating: row, count: count).joined(separator: ",") + "]}"
  }

  static func items(_ count: Int, _ item: String = "⚽️") -> String {
    #"{"items": ["# + Array(repeating: "\"\(item)\"", count: count).joined(separator: ",") + "]"
  }

  struct Over: Sendable, CustomTestStringConvertible {
    var label: String
    var scene: @Sendable () -> String
    var budget: String
    var testDescription: String { label }
  }

  /// Each is beyond one limit; the message names it, at the `rows` array (line 1, column
  /// 10, just after `{"rows": `).
  @Test(
    arguments: [
      Over(label: "100 000 empty rows", scene: { rows(100_000, "{}") }, budget: "1000 rows"),
      Over(label: "1 001 empty rows", scene: { rows(1_001, "{}") }, budget: "1000 rows"),
      Over(
        label: "4 rows of 100 000 items at fontSize 1000",
        scene: { rows(4, items(100_000) + #", "fontSize": 1000}"#) },
        budget: "100000 tiles in all rows"),
      Over(
        label: "101 rows of 1 000 items", scene: { rows(101, items(1_000) + "}") },
        budget: "100000 tiles in all rows"),
      Over(
        label: "1 000 rows of 100 items", scene: { rows(1_000, items(100) + "}") },
        budget: "10000000 tiles in all rows times rows"),
      Over(
        label: "1 000 distinct 32-character CJK items",
        scene: {
          let cjk = (0..<1_000).map { (i: Int) -> String in
            "\"" + String((0..<32).map { Character(UnicodeScalar(0x4E00 + i * 32 + $0)!) }) + "\""
          }
          return #"{"rows": [{"items": ["# + cjk.joined(separator: ",") + "]}]}"
        }, budget: "2000000 characters of distinct text times font size"),
    ])
  func overBudget(_ c: Over) {
    let error = #expect(throws: SourceError.self) {
      try SceneDocument.parse(c.scene(), file: "big.json")
    }
    #expect(
      error?.message.contains("over its budget of \(c.budget)") == true, "\(error?.message ?? "")")
    #expect(error?.line == 1 && error?.column == 10, "\(String(describing: error))")
  }

  /// At the limits: 1 000 rows, one row of 100 000 tiles at the largest font size, and
  /// 100 rows of 1 000 tiles (100 000 tiles times 100 rows is 10⁷).
  @Test func atTheLimitsTheSceneIsValid() throws {
    let hundred = try SceneDocument.parse(Self.rows(100, Self.items(1_000) + "}"), file: "c.json")
    #expect(hundred.rows.count == 100)
    #expect(try SceneDocument.parse(Self.rows(1_000, "{}"), file: "a.json").rows.count == 1_000)
    let full = try SceneDocument.parse(
      Self.rows(1, Self.items(100_000) + #", "fontSize": 1000}"#), file: "b.json")
    #expect(full.rows[0].items.count == 100_000)
  }

  /// A file far over budget is refused where it goes over its budget of JSON values, not
  /// once it has been read whole (15 MB of empty rows took 15–36 s to read in a debug
  /// build). The root object and `rows` are values 1 and 2, so the 500 001st value is row
  /// 499 999, which begins at column 11 + 3·499 998 (`{"rows": [` is 10 characters, each
  /// `{},` 3).
  @Test func aHugeFileStopsAtItsValueBudget() {
    let text = #"{"rows": ["# + String(repeating: "{},", count: 4_999_999) + "{}]}"
    let error = #expect(throws: SourceError.self) {
      try SceneDocument.parse(text, file: "huge.json")
    }
    #expect(
      error?.message.hasPrefix("the scene is over its budget of 500000 JSON values") == true,
      "\(error?.message ?? "")")
    #expect(error?.line == 1 && error?.column == 11 + 3 * 499_998, "\(String(describing: error))")
  }

  /// At the budgets' edges a scene has fewer JSON values than that budget: 1 000 rows of
  /// every key with 10 tiles each (10 000 tiles times 1 000 rows is the 10⁷ budget) and
  /// 100 000 pages as objects, 320 023 values.
  @Test func theLargestValidSceneIsWithinTheValueBudget() throws {
    let row =
      #"{"items": ["# + Array(repeating: #""a""#, count: 10).joined(separator: ",")
      + #"], "fontSize": 10, "alignment": "leading", "spacing": 0, "zOrder": "lastOnTop", "#
      + ##""minimumSliver": 1, "tile": {"color": "#FFFFFF", "cornerRadius": 1}}"##
    let page = ##"{"label": "p", "color": "#FF0000"}"##
    let text =
      ##"{"background": "#FFFFFF", "padding": 1, "rowSpacing": 1, "rows": ["##
      + Array(repeating: row, count: 1_000).joined(separator: ",")
      + #"], "carousel": {"pages": ["#
      + Array(repeating: page, count: 100_000).joined(separator: ",")
      + #"], "animation": {"spring": {"duration": 0.5, "bounce": 0.2}}}}"#
    let scene = try SceneDocument.parse(text, file: "edge.json")
    #expect(scene.rows.count == 1_000)
    #expect(scene.carousel.pages.count == 100_000)
  }

  /// "number … is too large" quotes at most `SourceError.maxEcho` characters of the number
  /// (a 15 MB number gave a 15 MB line).
  @Test func aHugeNumberIsQuotedShort() {
    let digits = String(repeating: "9", count: 1_000_000)
    let error = #expect(throws: SourceError.self) {
      try SceneDocument.parse(#"{"padding": "# + digits + "}", file: "n.json")
    }
    let message = error?.message ?? ""
    #expect(message.hasSuffix("is too large"), "\(message.prefix(200))")
    #expect(message.count < SourceError.maxEcho + 40, "\(message.count) characters")
  }
}
