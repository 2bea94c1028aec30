import Foundation

/// The string a `Text` made from a literal shows (SwiftUI's `LocalizedStringKey`).
///
/// Engine has no localisation tables, so the key is the text. Its interpolations are
/// SwiftUI's: `"\(value, specifier: "%.2f")"` formats with a printf specifier, and
/// `"\(value, format: .percent)"` with a Foundation format style. The literal's Markdown
/// is read as SwiftUI reads it (Text/Markdown.swift); interpolated values are shown as they
/// are.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  let key: String
  /// The key as Markdown: the literal's text as written, interpolated values escaped.
  let markdown: String
  /// The runs of each `Text` interpolated, in order; each stands in `markdown` as an
  /// object replacement character.
  var embedded: [[TextRun]] = []

  public init(_ value: String) {
    key = value
    markdown = value
  }

  public init(stringLiteral value: String) {
    key = value
    markdown = value
  }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.output
    markdown = stringInterpolation.markdown
    embedded = stringInterpolation.embedded
  }

  /// Builds a key's text from a literal's pieces.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    var markdown = ""
    var embedded: [[TextRun]] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      output += literal
      markdown += literal
    }

    /// An interpolated value's text: shown as it is, never read as Markdown.
    mutating func appendValue(_ text: String) {
      output += text
      markdown += Markdown.escaped(text)
    }

    /// A `Text` inside the text, keeping its runs' styles (`Text("a \(Text("b").bold())")`).
    public mutating func appendInterpolation(_ text: Text) {
      output += text.content
      markdown += LocalizedStringKey.placeholder
      embedded.append(text.runs)
    }

    /// `value` as `String(describing:)` gives it, as a plain string interpolation does.
    public mutating func appendInterpolation<T>(_ value: T) {
      appendValue(String(describing: value))
    }

    /// `value` formatted with a printf-style `specifier` (`"%.2f"`, `"%d"`, `"%@"` …).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      appendValue(String(format: specifier, value))
    }

    /// `input` formatted with a Foundation format style (`.number`, `.percent`,
    /// `.currency(code:)`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      appendValue(format.format(input))
    }
  }
}

extension LocalizedStringKey {
  /// Where an interpolated `Text` stands in `markdown`: U+FFFC OBJECT REPLACEMENT CHARACTER.
  static let placeholder = "\u{FFFC}"

  /// The key's runs: its Markdown read, each interpolated `Text`'s runs in its place, styled
  /// by what is around them where they set nothing themselves.
  var runs: [TextRun] {
    let read = Markdown.runs(markdown)
    guard !embedded.isEmpty else { return read }
    var out: [TextRun] = []
    var next = embedded[...]
    for run in read {
      let pieces = run.string.split(
        separator: Self.placeholder, omittingEmptySubsequences: false)
      for (i, piece) in pieces.enumerated() {
        if i > 0 {
          if let inner = next.popFirst() {
            out += inner.map {
              TextRun(string: $0.string, style: $0.style.under(run.style), date: $0.date)
            }
          } else {
            out.append(TextRun(string: Self.placeholder, style: run.style))
          }
        }
        if !piece.isEmpty { out.append(TextRun(string: String(piece), style: run.style)) }
      }
    }
    return out
  }
}

extension Text {
  /// Text from a literal: its Markdown read and its interpolations as SwiftUI formats them
  /// (no localisation tables: the key is shown).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(runs: key.runs)
  }

  /// `input` formatted with a Foundation format style: `Text(0.25, format: .percent)` shows
  /// "25%". The style formats in the process's locale (`Locale.current`).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}
