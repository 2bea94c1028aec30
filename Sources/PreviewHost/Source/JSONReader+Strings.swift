/// JSON string literals: escapes, `\u` surrogate pairs, and an error for every malformed one.
///
/// Strings are where hand-written scene files go wrong most (emoji pasted as escapes, a
/// forgotten quote), so each failure names what is wrong and points at the backslash.
extension JSONReader {
  /// Reads a string literal at the cursor (on its opening quote), decoding every escape.
  package mutating func parseString() throws(SourceError) -> String {
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
