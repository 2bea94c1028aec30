/// A strict JSON (RFC 8259) reader that records where every value starts.
///
/// Scene and script errors must point at a line and column, which Foundation's JSON APIs do
/// not report. This recursive-descent reader works on UTF-8 bytes, accepts exactly the JSON
/// grammar (no comments, no trailing commas, no NaN), and never traps: numbers are Doubles
/// (values that overflow are errors, not infinities), strings with lone surrogates are
/// errors, and nesting is limited to `maximumDepth` so hostile input cannot overflow the
/// stack. Syntax errors point where the syntax breaks, for truncated input the end of file.
package struct JSONReader {
  /// Deep enough for any scene, shallow enough that recursion stays far from the stack limit.
  package static let maximumDepth = 64

  package let source: SourceText
  package let bytes: [UInt8]
  package var index = 0
  private var line: Int
  private var lineStart = 0
  /// Values read so far, and at most how many the caller will take (`ValueBudget`).
  private var values = 0
  private var budget: ValueBudget?

  /// At most how many values (objects, arrays, strings, numbers, literals) a document may
  /// hold, and what to say at the first one beyond: a caller that knows what it can use
  /// stops reading a huge file there, rather than after building all of it.
  package struct ValueBudget: Sendable {
    package var limit: Int
    package var message: String

    package init(limit: Int, message: String) {
      self.limit = limit
      self.message = message
    }
  }

  private init(_ source: SourceText) {
    self.source = source
    self.bytes = source.bytes
    self.line = source.firstLine
  }

  /// Parses the whole of `source` as one JSON value surrounded by optional whitespace.
  package static func parse(_ source: SourceText, budget: ValueBudget? = nil) throws(SourceError)
    -> JSONValue
  {
    var reader = JSONReader(source)
    reader.budget = budget
    if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.index = 3
      reader.lineStart = 3
    }
    reader.skipWhitespace()
    let value = try reader.parseValue(depth: 0)
    reader.skipWhitespace()
    guard reader.index == reader.bytes.count else {
      throw reader.unexpected("the end of the JSON value")
    }
    return value
  }

  // MARK: Values

  package var location: SourceLocation {
    SourceLocation(line: line, lineStart: lineStart, offset: index)
  }

  package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func parseValue(depth: Int) throws(SourceError) -> JSONValue {
    guard let byte = current else { throw unexpected("a JSON value") }
    values += 1
    if let budget, values > budget.limit { throw source.error(budget.message, at: location) }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""):
      let start = location
      return JSONValue(kind: .string(try parseString()), location: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: return try parseLiteral()
    }
  }

  private mutating func parseObject(depth: Int) throws(SourceError) -> JSONValue {
    let start = location
    guard depth <= Self.maximumDepth else {
      throw source.error("nesting deeper than \(Self.maximumDepth) levels", at: start)
    }
    index += 1
    skipWhitespace()
    var members: [JSONValue.Member] = []
    if current == UInt8(ascii: "}") {
      index += 1
      return JSONValue(kind: .object(members), location: start)
    }
    while true {
      guard current == UInt8(ascii: "\"") else {
        throw unexpected(members.isEmpty ? "a string key or '}'" : "a string key")
      }
      let keyLocation = location
      let key = try parseString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw unexpected("':' after the key") }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
      } else if current == UInt8(ascii: "}") {
        index += 1
        return JSONValue(kind: .object(members), location: start)
      } else {
        throw unexpected("',' or '}'")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(SourceError) -> JSONValue {
    let start = location
    guard depth <= Self.maximumDepth else {
      throw source.error("nesting deeper than \(Self.maximumDepth) levels", at: start)
    }
    index += 1
    skipWhitespace()
    var elements: [JSONValue] = []
    if current == UInt8(ascii: "]") {
      index += 1
      return JSONValue(kind: .array(elements), location: start)
    }
    while true {
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
      } else if current == UInt8(ascii: "]") {
        index += 1
        return JSONValue(kind: .array(elements), location: start)
      } else {
        throw unexpected("',' or ']'")
      }
    }
  }

  private mutating func parseLiteral() throws(SourceError) -> JSONValue {
    let start = location
    let word = currentWord()
    let kind: JSONValue.Kind
    switch word {
    case "true": kind = .bool(true)
    case "false": kind = .bool(false)
    case "null": kind = .null
    default: throw unexpected("a JSON value")
    }
    index += word.utf8.count
    return JSONValue(kind: kind, location: start)
  }

  private mutating func parseNumber() throws(SourceError) -> JSONValue {
    let start = location
    func isDigit(_ byte: UInt8?) -> Bool {
      byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
    }
    if current == UInt8(ascii: "-") { index += 1 }
    guard isDigit(current) else { throw unexpected("a digit") }
    if current == UInt8(ascii: "0") {
      index += 1
      if isDigit(current) { throw source.error("numbers cannot start with 0", at: start) }
    } else {
      while isDigit(current) { index += 1 }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard isDigit(current) else { throw unexpected("a digit after '.'") }
      while isDigit(current) { index += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard isDigit(current) else { throw unexpected("a digit in the exponent") }
      while isDigit(current) { index += 1 }
    }
    let text = String(decoding: bytes[start.offset..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw source.error("number \(SourceError.quoted(text)) is too large", at: start)
    }
    return JSONValue(kind: .number(value), location: start)
  }

  // MARK: Lexing

  private mutating func skipWhitespace() {
    while let byte = current {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index += 1
      case UInt8(ascii: "\r")
      where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"):
        index += 1  // CRLF: the LF ends the line
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        // LF, and a lone CR (classic Mac line ends) count as line ends.
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  /// The run of ASCII letters and digits at the cursor (at most 20), for literals and messages.
  package func currentWord() -> String {
    var end = index
    while end < bytes.count, end - index < 20 {
      let byte = bytes[end]
      let isAlphanumeric =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      guard isAlphanumeric else { break }
      end += 1
    }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }

  /// "expected X, got Y" at the cursor, where Y is a word, a character or "end of file".
  package func unexpected(_ expectation: String) -> SourceError {
    source.error("expected \(expectation), got \(describeCurrent())", at: location)
  }

  package func describeCurrent() -> String {
    guard let byte = current else { return "end of file" }
    let word = currentWord()
    if word.count > 1 { return "'\(word)'" }
    let length =
      byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    let text = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first else { return "end of file" }
    let invisible: Set<Unicode.GeneralCategory> = [
      .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
      .spacingMark, .enclosingMark, .unassigned, .surrogate, .privateUse,
    ]
    if invisible.contains(scalar.properties.generalCategory) {
      return "U+" + Self.hex4(scalar.value)
    }
    return "'\(scalar)'"
  }

  package static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
