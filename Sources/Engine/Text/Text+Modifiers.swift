import Foundation

/// `Text`'s own modifiers: each returns a `Text`, so they chain and concatenate with `+`.
///
/// Each styles every run of the text where the run has not set the same thing itself: an
/// inner modifier wins over an outer one, and over the environment's (`.font(_:)` on a
/// stack). The view-level versions set the environment (Text/EnvironmentValues+TextStyle.swift).
extension Text {
  /// The text with `change` applied to every run's style, under what each set itself.
  func styled(_ change: (inout TextRunStyle) -> Void) -> Text {
    var outer = TextRunStyle()
    change(&outer)
    var copy = self
    for i in copy.runs.indices { copy.runs[i].style = copy.runs[i].style.under(outer) }
    return copy
  }

  /// Both texts, one after the other on the same lines, each run keeping its style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.runs + rhs.runs)
  }

  public func font(_ font: Font?) -> Text { styled { $0.font = font } }

  public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }

  public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }

  public func bold() -> Text { fontWeight(.bold) }

  public func bold(_ isActive: Bool) -> Text { styled { $0.weight = isActive ? .bold : .regular } }

  public func italic() -> Text { italic(true) }

  public func italic(_ isActive: Bool) -> Text { styled { $0.italic = isActive } }

  /// The text in the monospaced design of its font.
  public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.monospaced = isActive } }

  /// Digits all one width: the host's faces already have tabular digits (DejaVu's digits
  /// share one advance), so the text is unchanged.
  public func monospacedDigit() -> Text { self }

  /// Underlined at the font's underline position and thickness, in `color` (nil: the
  /// text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.underline = TextDecoration(isActive: isActive, color: color) }
  }

  /// Struck through at the font's strikeout position, in `color` (nil: the text's colour).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.strikethrough = TextDecoration(isActive: isActive, color: color) }
  }

  /// `kerning` points of extra space after each character.
  public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }

  /// `tracking` points of extra space after each character.
  public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }

  public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color } }

  public func foregroundStyle(_ color: Color) -> Text { styled { $0.color = color } }
}
