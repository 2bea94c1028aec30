import Foundation

/// Spelling of JSON scalars for `SceneDocument.jsonText()` and for numbers quoted in messages.
///
/// Numbers are written so that reading them back gives the same Double: integral values
/// without a fraction ("16"), others in Swift's shortest round-tripping form ("0.35").
package enum JSONWriter {
  /// `value` as a JSON number; non-finite values (never produced by parsing) become `null`.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return value == 0 ? "0" : String(Int(value))
    }
    return "\(value)"
  }

  package static func number(_ value: CGFloat) -> String { number(Double(value)) }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else (emoji, right-to-left text) written as is.
  package static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "\\u" + JSONReader.hex4(scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
