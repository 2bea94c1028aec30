import Engine
import Foundation
import Testing

@testable import PreviewHost

@Suite("Script parsing")
struct ScriptParsingTests {
  @Test(
    "reads each kind of event",
    arguments: [
      ("{\"t\":1.0,\"down\":[10,20]}", ScriptAction.down(CGPoint(x: 10, y: 20))),
      ("{\"t\":1.0,\"move\":[-5.5,1e3]}", .move(CGPoint(x: -5.5, y: 1000))),
      ("{\"t\":1.0,\"up\":[100000,-100000]}", .up(CGPoint(x: 100_000, y: -100_000))),
      (
        "{\"t\":1,\"drag\":{\"from\":[450,600],\"to\":[100,600],\"duration\":0.3}}",
        .drag(from: CGPoint(x: 450, y: 600), to: CGPoint(x: 100, y: 600), duration: 0.3)
      ),
      (
        "{\"t\":1,\"drag\":{\"duration\":60,\"to\":[0,0],\"from\":[1,1]}}",
        .drag(from: CGPoint(x: 1, y: 1), to: .zero, duration: 60)
      ),
      ("{\"t\":1,\"resize\":[800,600]}", .resize(CGSize(width: 800, height: 600))),
      ("{\"t\":1,\"resize\":[100,16384.0]}", .resize(CGSize(width: 100, height: 16384))),
      ("{\"t\":1,\"key\":\"left\"}", .key(.left)),
      ("{\"t\":1,\"key\":\"right\"}", .key(.right)),
      ("{\"t\":1,\"key\":\"home\"}", .key(.home)),
      ("{\"t\":1,\"key\":\"end\"}", .key(.end)),
      ("{\"t\":1,\"key\":\"space\"}", .key(.space)),
      ("{\"t\":1,\"wheel\":[-3,0.5]}", .wheel(dx: -3, dy: 0.5)),
      ("{\"t\":1,\"hide\":true}", .hide),
      ("{\"t\":1,\"show\":true}", .show),
      ("  {\"show\": true, \"t\": 1}  ", .show),
    ])
  func eventKinds(line: String, expected: ScriptAction) throws {
    let script = try Script.parse(line, file: "s.jsonl")
    #expect(script.events == [ScriptEvent(time: 1, action: expected, line: 1)])
  }

  @Test("skips blank lines and keeps each event's file line number")
  func blankLinesAndLineNumbers() throws {
    let text = """

      {"t":0,"down":[1,2]}
        \t
      {"t":0.5,"move":[3,4]}\r
      {"t":0.5,"up":[3,4]}

      """
    let script = try Script.parse(text, file: "s.jsonl")
    #expect(script.events.map(\.line) == [2, 4, 5])
    #expect(script.events.map(\.time) == [0, 0.5, 0.5])
  }

  @Test("an empty or blank file is an empty script")
  func emptyScript() throws {
    #expect(try Script.parse("", file: "s.jsonl").events.isEmpty)
    #expect(try Script.parse("\n \n\r\n", file: "s.jsonl").events.isEmpty)
  }

  @Test("equal times keep file order")
  func equalTimes() throws {
    let script = try Script.parse(
      "{\"t\":2,\"key\":\"right\"}\n{\"t\":2,\"key\":\"left\"}", file: "s.jsonl")
    #expect(script.events.map(\.action) == [.key(.right), .key(.left)])
  }

  @Test("a line repeated reads as the same event, each with its own line number")
  func repeatedLines() throws {
    // Lines 1 and 3 are the same bytes, as are 2 and 5 (line 4 is blank).
    let script = try Script.parse(
      "{\"t\":0,\"key\":\"right\"}\n{\"t\":0,\"key\":\"left\"}\n{\"t\":0,\"key\":\"right\"}\n\n"
        + "{\"t\":0,\"key\":\"left\"}", file: "s.jsonl")
    #expect(script.events.map(\.action) == [.key(.right), .key(.left), .key(.right), .key(.left)])
    #expect(script.events.map(\.line) == [1, 2, 3, 5])
    #expect(script.events.map(\.time) == [0, 0, 0, 0])
  }
}
