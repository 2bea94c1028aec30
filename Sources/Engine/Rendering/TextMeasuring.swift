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
  /// Drawn in the design's italic face; the label face only.
  public var italic: Bool
  /// The label face's design: sans serif, serif, rounded or monospaced.
  public var design: Font.Design

  public init(
    _ role: FontRole, size: CGFloat, bold: Bool = false, italic: Bool = false,
    design: Font.Design = .default
  ) {
    self.role = role
    self.size = size
    self.bold = bold
    self.italic = italic
    self.design = design
  }

  /// The face for `text`: colour emoji when it holds an emoji-presentation character (or
  /// an emoji variation selector), the text face otherwise, so a row of words still shows.
  public static func forText(_ text: String, size: CGFloat) -> FontSpec {
    // No ASCII character has emoji presentation (the first is U+231A, WATCH), so ASCII
    // text skips the per-character property lookups.
    let emoji =
      !text.utf8.allSatisfy { $0 < 0x80 }
      && text.unicodeScalars.contains {
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

  /// How far below the top of `text`'s ideal box (as `size` measures it) its baseline lies,
  /// so runs of different fonts on one line share a baseline.
  func ascent(of text: String, font: FontSpec) -> CGFloat
}

extension TextMeasuring {
  public func caretOffsets(of text: String, font: FontSpec) -> [CGFloat]? { nil }

  /// Four fifths of the line's height: the ascent of a face whose descent is a fifth of its
  /// line (`FixedTextMetrics` and measurers that know no better).
  public func ascent(of text: String, font: FontSpec) -> CGFloat {
    size(of: text, font: font).height * 0.8
  }
}
