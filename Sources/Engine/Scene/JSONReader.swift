/// A strict JSON (RFC 8259) reader that records where every value starts.
///
/// Scene and script errors must point at a line and column, which Foundation's JSON APIs do
/// not report. This recursive-descent reader works on UTF-8 bytes, accepts exactly the JSON
/// grammar (no comments, no trailing commas, no NaN), and never traps: numbers are Doubles
/// (values that overflow are errors, not infinities), strings with lone surrogates are
/// errors, and nesting is limited to `maximumDepth` so hostile input cannot overflow the
/// stack. Syntax errors point where the syntax breaks, for truncated input the end of file.
struct JSONReader {
  /// Deep enough for any scene, shallow enough that recursion stays far from the stack limit.
  static let maximumDepth = 64

  private let source: SourceText
  private let bytes: [UInt8]
  private var index = 0
  private var line: Int
  private var lineStart = 0

  private init(_ source: SourceText) {
    self.source = source
    self.bytes = source.bytes
    self.line = source.firstLine
  }

  /// Parses the whole of `source` as one JSON value surrounded by optional whitespace.
  static func parse(_ source: SourceText) throws(SourceError) -> JSONValue {
    var reader = JSONReader(source)
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

  private var location: SourceLocation {
    SourceLocation(line: line, lineStart: lineStart, offset: index)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func parseValue(depth: Int) throws(SourceError) -> JSONValue {
    guard let byte = current else { throw unexpected("a JSON value") }
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
      throw source.error("number \(text) is too large", at: start)
    }
    return JSONValue(kind: .number(value), location: start)
  }

  // MARK: Lexing

  private mutating func skipWhitespace() {
    while let byte = current {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  /// The run of ASCII letters and digits at the cursor (at most 20), for literals and messages.
  private func currentWord() -> String {
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
  private func unexpected(_ expectation: String) -> SourceError {
    source.error("expected \(expectation), got \(describeCurrent())", at: location)
  }

  private func describeCurrent() -> String {
    guard let byte = current else { return "end of file" }
    let word = currentWord()
    if word.count > 1 { return "'\(word)'" }
    let length =
      byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    let text = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first else { return "end of file" }
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace {
      return "U+" + Self.hex4(scalar.value)
    }
    return "'\(scalar)'"
  }

  static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension JSONReader {
  /// Reads a string literal at the cursor (on its opening quote), decoding every escape.
  fileprivate mutating func parseString() throws(SourceError) -> String {
    let start = location
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else {
        throw source.error(
          "unterminated string (it starts at line \(start.line), column "
            + "\(source.column(of: start)))", at: location)
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &utf8)
      case 0..<0x20:
        throw source.error(
          "control character U+\(Self.hex4(UInt32(byte))) in string; write it as an escape",
          at: location)
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  /// Decodes one escape at the cursor (on its backslash), joining UTF-16 surrogate pairs.
  private mutating func parseEscape(into utf8: inout [UInt8]) throws(SourceError) {
    let escape = location
    index += 1
    guard let byte = current else { throw unexpected("an escape character") }
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      utf8.append(simple)
      index += 1
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw source.error("invalid escape \\\(describeCurrent().trimmingQuotes)", at: escape)
    }
    index += 1
    var value = try hexQuad(escape: escape)
    if (0xD800..<0xDC00).contains(value) {
      let second = location
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw source.error("unpaired UTF-16 surrogate in \\u escape", at: escape) }
      index += 2
      let low = try hexQuad(escape: second)
      guard (0xDC00..<0xE000).contains(low) else {
        throw source.error("unpaired UTF-16 surrogate in \\u escape", at: escape)
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(value) {
      throw source.error("unpaired UTF-16 surrogate in \\u escape", at: escape)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw source.error("invalid \\u escape", at: escape)
    }
    utf8.append(contentsOf: String(Character(scalar)).utf8)
  }

  /// Four hex digits at the cursor, as a UTF-16 code unit.
  private mutating func hexQuad(escape: SourceLocation) throws(SourceError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw source.error("\\u must be followed by four hex digits", at: escape)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}

extension String {
  /// `'x'` without its quotes, for messages that quote differently.
  fileprivate var trimmingQuotes: String {
    count >= 2 && hasPrefix("'") && hasSuffix("'") ? String(dropFirst().dropLast()) : self
  }
}
