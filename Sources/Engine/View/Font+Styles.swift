import Foundation

extension Font {
  /// The text styles of Dynamic Type (SwiftUI's `Font.TextStyle`).
  public enum TextStyle: Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

    /// The style's font (`Font.largeTitle` …).
    var font: Font {
      switch self {
      case .largeTitle: return .largeTitle
      case .title: return .title
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .body: return .body
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption: return .caption
      case .caption2: return .caption2
      }
    }
  }

  /// The system font for a text style, in `design` and `weight` (nil: the style's own).
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = style.font
    if let design { font.design = design }
    if let weight { font.weight = weight }
    return font
  }

  /// The same font in italic.
  public func italic() -> Font {
    var f = self
    f.isItalic = true
    return f
  }

  /// The same font in its monospaced design (SwiftUI's `Font.monospaced()`).
  public func monospaced() -> Font {
    var f = self
    f.design = .monospaced
    return f
  }

  /// The same font with digits all one width. The faces Engine's host draws with already
  /// have tabular digits (DejaVu's digits share one advance), so this is the same font.
  public func monospacedDigit() -> Font { self }
}
