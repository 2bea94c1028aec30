import Engine
import Foundation
import Testing

@testable import PreviewHost

/// The script events that drive text fields: `type`, `chord` and `paste`.
struct ScriptTextEventsTests {
  @Test("type and paste carry their text; a chord names its modifiers and its key")
  func parsesTextEvents() throws {
    let script = try Script.parse(
      """
      {"t": 0, "type": "héllo"}
      {"t": 1, "paste": "clip"}
      {"t": 2, "chord": "ctrl+shift+z"}
      {"t": 3, "chord": "tab"}
      {"t": 4, "chord": "ctrl++"}
      """, file: "s.jsonl")
    #expect(
      script.events.map(\.action) == [
        .type("héllo"), .paste("clip"),
        .chord(KeyPress(key: "z", characters: "Z", modifiers: [.control, .shift])),
        .chord(KeyPress(key: .tab)), .chord(KeyPress(key: "+", modifiers: [.control])),
      ])
  }

  @Test("a chord is pressed and released at its time; typed text arrives as text")
  func timeline() throws {
    let script = try Script.parse(
      #"{"t": 0.5, "chord": "return"}"# + "\n" + #"{"t": 1, "type": "a"}"#, file: "s.jsonl")
    let events = script.timeline
    #expect(events.map(\.time) == [0.5, 0.5, 1])
    #expect(
      events.map(\.event) == [
        .key(KeyPress(key: .return)), .key(KeyPress(key: .return, phase: .up)), .text("a"),
      ])
  }

  @Test(
    "a chord that names no key, or an unknown one, is a file:line:column error",
    arguments: [
      (#"{"t": 0, "chord": "ctrl+"}"#, "a chord names a key last"),
      (#"{"t": 0, "chord": "hyper+a"}"#, "unknown modifier 'hyper'"),
      (#"{"t": 0, "chord": "ctrl+enter"}"#, "unknown key 'enter'"),
      (#"{"t": 0, "type": 5}"#, "expected a string"),
    ])
  func badChord(line: String, message: String) {
    #expect {
      _ = try Script.parse(line, file: "s.jsonl")
    } throws: { error in
      "\(error)".hasPrefix("s.jsonl:1:") && "\(error)".contains(message)
    }
  }
}
