import Engine
import Fixtures
import Testing

@testable import PreviewHost

@Suite("JSON reader")
struct JSONReaderTests {
  private func read(_ text: String) throws(SourceError) -> JSONValue {
    try JSONReader.parse(SourceText(file: "t.json", text: text))
  }

  private func number(_ text: String) throws -> Double? {
    guard case .number(let value) = try read(text).kind else { return nil }
    return value
  }

  private func string(_ text: String) throws -> String? {
    guard case .string(let value) = try read(text).kind else { return nil }
    return value
  }

  @Test(
    "reads every number form of the grammar",
    arguments: [
      ("0", 0.0), ("-0", 0), ("16", 16), ("16.0", 16), ("-2.5", -2.5), ("1e3", 1000),
      ("1E+3", 1000), ("25e-1", 2.5), ("0.35", 0.35),
      ("1.7976931348623157e308", .greatestFiniteMagnitude),
      ("5e-324", .leastNonzeroMagnitude),
    ])
  func readsNumbers(text: String, expected: Double) throws {
    #expect(try number(text) == expected)
  }

  @Test(
    "decodes every string escape, including surrogate pairs",
    arguments: [
      (#""plain""#, "plain"), (#""\"\\\/""#, "\"\\/"), (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
      (#""\u00e9""#, "é"), (#""\u00E9""#, "é"), (#""\uD83D\uDE00""#, "😀"),
      (#""e\u0301""#, "e\u{301}"),
      (#""⚽️""#, "⚽️"), (#""مرحبا""#, "مرحبا"), (#""\u0000""#, "\u{0}"),
    ])
  func readsStrings(text: String, expected: String) throws {
    #expect(try string(text) == expected)
  }

  @Test("keeps object members in source order, duplicates included, with key positions")
  func keepsMembers() throws {
    let value = try read("{\"b\": 1,\n \"a\": [true, false, null], \"b\": {}}")
    guard case .object(let members) = value.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(members[1].keyLocation.line == 2)
    #expect(members[1].value.location.line == 2)
    guard case .array(let elements) = members[1].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements.map(\.kind) == [.bool(true), .bool(false), .null])
  }

  @Test("counts columns in characters, so emoji and combining marks count once")
  func columnsCountCharacters() throws {
    let source = SourceText(file: "t.json", text: "[\"⚽️\", \"e\u{301}\", \"👨‍👩‍👧\", x]")
    let error = #expect(throws: SourceError.self) { try JSONReader.parse(source) }
    #expect(error?.line == 1)
    #expect(error?.column == 17)
  }

  @Test(
    "points syntax errors where the syntax breaks",
    arguments: [
      MarkedSource("‸", "expected a JSON value, got end of file"),
      MarkedSource("   \n  ‸", "expected a JSON value, got end of file"),
      MarkedSource("[1, 2‸", "expected ',' or ']', got end of file"),
      MarkedSource("[1 ‸2]", "expected ',' or ']', got '2'"),
      MarkedSource("[1,‸]", "expected a JSON value, got ']'"),
      MarkedSource("{\"a\" ‸1}", "expected ':' after the key, got '1'"),
      MarkedSource("{‸1: 2}", "expected a string key or '}', got '1'"),
      MarkedSource("{\"a\": 1,\n‸}", "expected a string key, got '}'"),
      MarkedSource("‸True", "expected a JSON value, got 'True'"),
      MarkedSource("[‸nul]", "expected a JSON value, got 'nul'"),
      MarkedSource("[‸NaN]", "got 'NaN'"),
      MarkedSource("[-‸Infinity]", "expected a digit, got 'Infinity'"),
      MarkedSource("[‸+1]", "expected a JSON value, got '+'"),
      MarkedSource("[‸.5]", "got '.'"),
      MarkedSource("[1.‸]", "expected a digit after '.', got ']'"),
      MarkedSource("[1e‸]", "expected a digit in the exponent"),
      MarkedSource("[‸01]", "numbers cannot start with 0"),
      MarkedSource("[‸1e309]", "number '1e309' is too large"),
      MarkedSource("[‸-1e400]", "is too large"),
      MarkedSource("\"abc‸", "unterminated string (it starts at line 1, column 1)"),
      MarkedSource("[\"a‸\n", "control character U+000A in string"),
      MarkedSource("[\"a‸\tb\"]", "control character U+0009 in string"),
      MarkedSource("[\"‸\\x\"]", "invalid escape \\x"),
      MarkedSource("[\"‸\\u12\"]", "\\u must be followed by four hex digits"),
      MarkedSource("[\"‸\\uD83D\"]", "unpaired UTF-16 surrogate"),
      MarkedSource("[\"‸\\uDE00\"]", "unpaired UTF-16 surrogate"),
      MarkedSource("[\"‸\\uD83D\\u0041\"]", "unpaired UTF-16 surrogate"),
      MarkedSource("{} ‸{}", "expected the end of the JSON value, got '{'"),
      MarkedSource("[1]\n\n‸x", "expected the end of the JSON value, got 'x'"),
      MarkedSource("[‸\u{1}]", "got U+0001"),
      MarkedSource("[‸\u{A0}1]", "got U+00A0"),
      MarkedSource("[\"🏀\", ‸🏀]", "got '🏀'"),
    ])
  func syntaxErrors(source: MarkedSource) {
    let error = #expect(throws: SourceError.self) { try read(source.text) }
    #expect(error?.file == "t.json")
    #expect(error?.line == source.line)
    #expect(error?.column == source.column)
    #expect(error?.message.contains(source.fragment) == true, "\(error?.message ?? "")")
  }

  @Test("accepts nesting up to the depth limit and rejects one level more")
  func depthLimit() throws {
    let limit = JSONReader.maximumDepth
    _ = try read(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
    let error = #expect(throws: SourceError.self) {
      try read(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
    }
    #expect(error?.column == limit + 1)
    #expect(error?.message == "nesting deeper than \(limit) levels")
  }

  @Test("rejects hostile nesting without overflowing the stack")
  func hostileNesting() {
    let text = String(repeating: "{\"a\":[", count: 100_000)
    #expect(throws: SourceError.self) { try read(text) }
  }

  @Test("skips a byte order mark and reads CRLF line ends")
  func byteOrderMarkAndCRLF() {
    let error = #expect(throws: SourceError.self) { try read("\u{FEFF}{\r\n  \"a\": x}") }
    #expect(error?.line == 2)
    #expect(error?.column == 8)
  }

  @Test("prints errors as file:line:column: message")
  func errorDescription() {
    let error = SourceError(file: "scene.json", line: 3, column: 14, message: "boom")
    #expect(error.description == "scene.json:3:14: boom")
  }

  @Test("a lone CR ends a line, a CRLF ends one line", arguments: ["\r", "\n", "\r\n"])
  func lineEnds(_ end: String) {
    let text = ["{", #""padding": 16,"#, #""rows": x"#, "}"].joined(separator: end)
    do {
      _ = try JSONReader.parse(SourceText(file: "s", text: text))
      Issue.record("a bare x was accepted")
    } catch {
      #expect((error.line, error.column) == (3, 9), "\(error)")
    }
  }

  @Test("echoed input is cut to 80 characters")
  func echoIsCapped() {
    #expect(SourceError.quoted("abc") == "'abc'")
    let long = SourceError.quoted(String(repeating: "é", count: 1000))
    #expect(long.count == 82 && long.hasSuffix("…'"))
  }
}
