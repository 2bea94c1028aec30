import Foundation

/// Which face a run of text is set in. The host maps each role to a font file.
public enum FontRole: String, Sendable, Hashable, Codable {
  /// Colour emoji glyphs (the tiles of the overlapping rows).
  case emoji
  /// Plain text: `Text` views, page labels, "+N" badges, the inspector.
  case label
  /// The symbol font: `Image(systemName:)` glyphs (Image/SymbolNames.swift).
  case symbol
}

/// A face and a size in points.
public struct FontSpec: Sendable, Hashable {
  public var role: FontRole
  public var size: CGFloat
  /// Drawn bold (`Font.Weight.semibold` and heavier); the label face only.
  public var bold: Bool

  public init(_ role: FontRole, size: CGFloat, bold: Bool = false) {
    self.role = role
    self.size = size
    self.bold = bold
  }

  /// The face for `text`: colour emoji when it holds an emoji-presentation character (or
  /// an emoji variation selector), the text face otherwise, so a row of words still shows.
  public static func forText(_ text: String, size: CGFloat) -> FontSpec {
    let emoji = text.unicodeScalars.contains {
      $0.properties.isEmojiPresentation || $0.value == 0xFE0F
    }
    return FontSpec(emoji ? .emoji : .label, size: size)
  }
}

/// Measures text, so Engine can lay out glyphs without linking a font library.
///
/// PreviewHost's `FontLibrary` implements it with SDL_ttf and HarfBuzz, for `preview` and
/// every `App`; the tests, the benchmarks, the soak and the fuzzers use `FixedTextMetrics`,
/// sizes by arithmetic. Sizes are in points (the host divides out its pixel scale).
public protocol TextMeasuring {
  /// The ideal size of `text` set on one line in `font`.
  func size(of text: String, font: FontSpec) -> CGSize
  /// Where a caret stands at each gap between the grapheme clusters of `text` set on one
  /// line, in logical order (gap 0 before the first cluster, gap n after the last), as x
  /// from the line's left end: with right-to-left runs reordered as the line is drawn.
  /// Nil when the measurer does not reorder text (a text field then places its caret at
  /// the width of the text before it, from the edge the paragraph starts at).
  func caretOffsets(of text: String, font: FontSpec) -> [CGFloat]?
}

extension TextMeasuring {
  public func caretOffsets(of text: String, font: FontSpec) -> [CGFloat]? { nil }
}
