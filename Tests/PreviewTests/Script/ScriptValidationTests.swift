import Engine
import Fixtures
import Testing

@testable import PreviewHost

@Suite("Script validation errors")
struct ScriptValidationTests {
  @Test(
    "errors carry the file's line and the column in that line",
    arguments: [
      MarkedSource(
        "{\"t\":1,‸\"jump\":[1,2]}", "unknown key 'jump'; valid keys: t, down, move, up"),
      MarkedSource("{\"t\":0,\"hide\":true}\n‸{\"down\":[1,2]}", "missing key 't'"),
      MarkedSource(
        "‸{\"t\":1}",
        "no event; expected one of down, move, up, drag, resize, key, wheel, hide, show, type, chord or paste"
      ),
      MarkedSource(
        "{\"t\":1,\"down\":[1,2],‸\"up\":[1,2]}", "two events on one line: 'down' and 'up'"),
      MarkedSource("{\"t\":1,‸\"t\":2,\"hide\":true}", "duplicate key 't'"),
      MarkedSource("{\"t\":1,\"down\":‸[1]}", "down: expected [x, y], got 1 element"),
      MarkedSource("{\"t\":1,\"move\":‸[1,2,3]}", "move: expected [x, y], got 3 elements"),
      MarkedSource("{\"t\":1,\"up\":‸{\"x\":1,\"y\":2}}", "up: expected [x, y], got object"),
      MarkedSource("{\"t\":1,\"down\":[1,‸\"2\"]}", "down[1]: expected a number, got string"),
      MarkedSource("{\"t\":1,\"down\":[‸null,2]}", "down[0]: expected a number, got null"),
      MarkedSource(
        "{\"t\":1.0,\"down\":[1,2]}\n\n{\"t\":‸0.5,\"up\":[1,2]}",
        "time 0.5 is before the previous event's 1.0 (line 1)"),
      // Line 3 repeats line 1's bytes, now out of order: located on line 3.
      MarkedSource(
        "{\"t\":1,\"hide\":true}\n{\"t\":2,\"show\":true}\n{\"t\":‸1,\"hide\":true}",
        "time 1.0 is before the previous event's 2.0 (line 2)"),
      MarkedSource("{\"t\":‸-1,\"hide\":true}", "t: must be ≥ 0, got -1"),
      MarkedSource("{\"t\":1,\"move\":[‸1e306,5]}", "must be within -1000000...1000000"),
      MarkedSource("{\"t\":‸\"1\",\"hide\":true}", "t: expected a number, got string"),
      MarkedSource("{\"t\":1,\"wheel\":[‸1e999,0]}", "number '1e999' is too large"),
      MarkedSource("{\"t\":1,\"wheel\":[‸NaN,0]}", "expected a JSON value, got 'NaN'"),
      MarkedSource("{\"t\":1,\"move\":[-‸Infinity,0]}", "expected a digit, got 'Infinity'"),
      MarkedSource("{\"t\":1,\"wheel\":‸3}", "wheel: expected [dx, dy], got number"),
      MarkedSource(
        "{\"t\":1,\"drag\":‸{\"from\":[0,0],\"to\":[1,1]}}", "drag: missing key 'duration'"),
      MarkedSource("{\"t\":1,\"drag\":‸{\"to\":[1,1],\"duration\":1}}", "drag: missing key 'from'"),
      MarkedSource(
        "{\"t\":1,\"drag\":{\"from\":[0,0],\"to\":[1,1],\"duration\":‸0}}",
        "drag.duration: must be > 0 and ≤ 60, got 0"),
      MarkedSource(
        "{\"t\":1,\"drag\":{\"from\":[0,0],\"to\":[1,1],\"duration\":‸61}}",
        "must be > 0 and ≤ 60, got 61"),
      MarkedSource(
        "{\"t\":1,\"drag\":{\"from\":‸[0],\"to\":[1,1],\"duration\":1}}",
        "drag.from: expected [x, y], got 1 element"),
      MarkedSource(
        "{\"t\":1,\"drag\":{\"from\":[0,0],\"to\":[1,1],\"duration\":1,‸\"speed\":2}}",
        "unknown key 'speed' in drag"),
      MarkedSource("{\"t\":1,\"drag\":‸[0,0]}", "drag: expected an object, got array"),
      MarkedSource(
        "{\"t\":1,\"resize\":[‸99,100]}", "resize[0]: must be within 100...16384, got 99"),
      MarkedSource(
        "{\"t\":1,\"resize\":[800,‸16385]}", "resize[1]: must be within 100...16384, got 16385"),
      MarkedSource(
        "{\"t\":1,\"resize\":[‸800.5,600]}", "resize[0]: expected an integer, got 800.5"),
      MarkedSource(
        "{\"t\":1,\"resize\":‸[800]}", "resize: expected [width, height], got 1 element"),
      MarkedSource(
        "{\"t\":1,\"key\":‸\"up\"}",
        "key: unknown key 'up'; expected left, right, home, end or space"),
      MarkedSource("{\"t\":1,\"key\":‸39}", "key: expected a string, got number"),
      MarkedSource("{\"t\":1,\"hide\":‸false}", "hide: expected true, got false"),
      MarkedSource("{\"t\":1,\"show\":‸1}", "show: expected a boolean, got number"),
      MarkedSource("‸[1,2]", "each line must be a JSON object, got array"),
      MarkedSource(
        "{\"t\":0,\"hide\":true}\n\n{\"t\":1,\"down\":[1,2]‸",
        "expected ',' or '}', got end of file"),
      MarkedSource(
        "{\"t\":1,\"hide\":true} ‸{\"t\":2,\"show\":true}",
        "expected the end of the JSON value, got '{'"),
      MarkedSource(
        "{\"t\":1,\"down\":[1,2]}\n{\"t\":2,‸\n\"up\":[1,2]}",
        "expected a string key, got end of file"),
      MarkedSource("{\"t\":1,\"key\":\"⚽️\",‸\"x\":0}", "unknown key 'x'"),
    ])
  func errors(source: MarkedSource) {
    let error = #expect(throws: SourceError.self) {
      try Script.parse(source.text, file: "bad.jsonl")
    }
    #expect(error?.file == "bad.jsonl")
    #expect(error?.line == source.line, "\(error?.description ?? "")")
    #expect(error?.column == source.column, "\(error?.description ?? "")")
    #expect(error?.message.contains(source.fragment) == true, "\(error?.message ?? "")")
  }
}
