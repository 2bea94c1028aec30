import Foundation

/// One line of text in several styles: runs side by side on one baseline
/// (`DisplayCommand.styledText`).
///
/// Engine places each run, as it measured it; the host draws each at its place, and the
/// decorations at the font's own underline and strikeout metrics.
public struct StyledTextLine: Sendable, Equatable {
  /// The left end of the line's baseline, in window points.
  public var baseline: CGPoint
  public var runs: [Run]

  /// A stretch of the line in one font and colour.
  public struct Run: Sendable, Equatable {
    public var text: String
    public var font: FontSpec
    /// From `baseline.x` to the run's left edge, and its measured width, in points.
    public var x: CGFloat
    public var width: CGFloat
    public var color: Color
    /// The colours of its underline and strikethrough, nil for none.
    public var underline: Color?
    public var strikethrough: Color?

    public init(
      text: String, font: FontSpec, x: CGFloat, width: CGFloat, color: Color,
      underline: Color? = nil, strikethrough: Color? = nil
    ) {
      self.text = text
      self.font = font
      self.x = x
      self.width = width
      self.color = color
      self.underline = underline
      self.strikethrough = strikethrough
    }
  }

  public init(baseline: CGPoint, runs: [Run]) {
    self.baseline = baseline
    self.runs = runs
  }
}
