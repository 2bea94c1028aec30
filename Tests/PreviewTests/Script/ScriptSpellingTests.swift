import Engine
import Foundation
import Testing

@testable import PreviewHost

/// A script's keys and events are spelled as the README's "Scripts" lists them.
struct ScriptSpellingTests {
  @Test("each script key and event is read by its name")
  func scriptNames() throws {
    for key in ScriptKey.allCases {
      let script = try Script.parse(#"{"t": 0, "key": "\#(key.rawValue)"}"#, file: "s.jsonl")
      #expect(script.events.map(\.action) == [.key(key)])
    }
    let lines = [
      (#"{"t": 0, "hide": true}"#, ScriptAction.hide), (#"{"t": 0, "show": true}"#, .show),
      (#"{"t": 0, "down": [1, 2]}"#, .down(CGPoint(x: 1, y: 2))),
      (#"{"t": 0, "wheel": [1, 0]}"#, .wheel(dx: 1, dy: 0)),
    ]
    for (line, action) in lines {
      #expect(try Script.parse(line, file: "s.jsonl").events.map(\.action) == [action], "\(line)")
    }
    #expect(Script.eventKeys.count == Script.EventKey.allCases.count)
  }
}
