import Foundation

/// The string a `Text` made from a literal shows (SwiftUI's `LocalizedStringKey`).
///
/// Engine has no localisation tables, so the key is the text. Its interpolations are
/// SwiftUI's: `"\(value, specifier: "%.2f")"` formats with a printf specifier, and
/// `"\(value, format: .percent)"` with a Foundation format style. Markdown in the literal is
/// shown as written (see README).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  let key: String

  public init(_ value: String) {
    key = value
  }

  public init(stringLiteral value: String) {
    key = value
  }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.output
  }

  /// Builds a key's text from a literal's pieces.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      output += literal
    }

    /// `value` as `String(describing:)` gives it, as a plain string interpolation does.
    public mutating func appendInterpolation<T>(_ value: T) {
      output += String(describing: value)
    }

    /// `value` formatted with a printf-style `specifier` (`"%.2f"`, `"%d"`, `"%@"` …).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      output += String(format: specifier, value)
    }

    /// `input` formatted with a Foundation format style (`.number`, `.percent`,
    /// `.currency(code:)`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      output += format.format(input)
    }
  }
}

extension Text {
  /// Text from a literal: its interpolations as SwiftUI formats them (no localisation
  /// tables: the key is shown).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(verbatim: key.key)
  }

  /// `input` formatted with a Foundation format style: `Text(0.25, format: .percent)` shows
  /// "25%". The style formats in the process's locale (`Locale.current`).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}
