import Foundation

/// How one run of a `Text` is styled: what its `Text` modifiers (and Markdown) set, nil
/// where they set nothing and the environment decides.
///
/// A modifier on a concatenated `Text` styles every run, but a value a run set itself
/// stays (`(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)` is a red
/// "a" and a blue "b", as in SwiftUI): see `under(_:)`.
struct TextRunStyle: Equatable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var design: Font.Design?
  var italic: Bool?
  var monospaced: Bool?
  var underline: TextDecoration?
  var strikethrough: TextDecoration?
  /// Points added after each character, kerning or tracking alike (the host sets no
  /// ligatures across characters either way).
  var kerning: CGFloat?
  var tracking: CGFloat?
  var color: Color?
  /// A Markdown link's destination: drawn in the accent colour, opened with `openURL`.
  var link: URL?

  /// These values, and `outer`'s where these have none.
  func under(_ outer: TextRunStyle) -> TextRunStyle {
    TextRunStyle(
      font: font ?? outer.font, weight: weight ?? outer.weight, design: design ?? outer.design,
      italic: italic ?? outer.italic, monospaced: monospaced ?? outer.monospaced,
      underline: underline ?? outer.underline,
      strikethrough: strikethrough ?? outer.strikethrough, kerning: kerning ?? outer.kerning,
      tracking: tracking ?? outer.tracking, color: color ?? outer.color, link: link ?? outer.link)
  }

  /// Whether the run needs more than a font and a colour: decorations or extra spacing.
  var isDecorated: Bool {
    underline?.isActive == true || strikethrough?.isActive == true
      || (kerning ?? 0) != 0 || (tracking ?? 0) != 0
  }

  /// The font a run of `text` is set in here: this style over the environment's font and
  /// weight (body, regular by default).
  func fontSpec(for text: String, in environment: EnvironmentValues) -> FontSpec {
    let outer = under(environment.textRunStyle)
    var font = outer.font ?? environment.font ?? TextContent.defaultFont
    if let weight = outer.weight ?? environment.fontWeight { font.weight = weight }
    if let design = outer.design { font.design = design }
    if outer.monospaced == true { font.design = .monospaced }
    if outer.italic == true { font.isItalic = true }
    return font.spec(for: text, dynamicTypeSize: environment.dynamicTypeSize)
  }

  /// The run's colour: its own, a link's accent, else the environment's foreground colour.
  func color(in environment: EnvironmentValues) -> Color {
    let outer = under(environment.textRunStyle)
    let color = outer.color ?? (outer.link != nil ? Color.tint : nil)
    return (color ?? environment.foregroundColor ?? TextContent.defaultColor)
      .resolved(in: environment)
  }

  /// Extra points after each character.
  func spacing(in environment: EnvironmentValues) -> CGFloat {
    let outer = under(environment.textRunStyle)
    let extra = (outer.kerning ?? 0) + (outer.tracking ?? 0)
    return extra.isFinite ? extra : 0
  }
}

/// An underline or a strikethrough: on or off, in a colour (nil: the text's).
struct TextDecoration: Equatable, Sendable {
  var isActive: Bool
  var color: Color?
}
