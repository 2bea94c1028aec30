import Foundation

private struct TextRunStyleKey: EnvironmentKey {
  static let defaultValue = TextRunStyle()
}

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
  /// What the view-level text modifiers (`italic()`, `underline()`, `fontDesign(_:)` …) set
  /// for the text inside; a `Text`'s own modifiers win over them.
  var textRunStyle: TextRunStyle {
    get { self[TextRunStyleKey.self] }
    set { self[TextRunStyleKey.self] = newValue }
  }

  /// The case text inside is shown in (nil: as written).
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension Text {
  /// A case to show text in (SwiftUI's `Text.Case`), set with `textCase(_:)`.
  public enum Case: Sendable, Hashable {
    case uppercase, lowercase
  }
}

extension View {
  /// Text inside in italic (or not).
  public func italic(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.textRunStyle.italic = isActive }
  }

  /// Text inside underlined (or not), in `color` (nil: the text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    EnvironmentModifier(content: self) {
      $0.textRunStyle.underline = TextDecoration(isActive: isActive, color: color)
    }
  }

  /// Text inside struck through (or not), in `color` (nil: the text's colour).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    EnvironmentModifier(content: self) {
      $0.textRunStyle.strikethrough = TextDecoration(isActive: isActive, color: color)
    }
  }

  /// Text inside in the monospaced design of its font (or not).
  public func monospaced(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.textRunStyle.monospaced = isActive }
  }

  /// Text inside with digits all one width (the host's faces already have them: a no-op).
  public func monospacedDigit() -> some View { self }

  /// Text inside in `design` (nil: its font's).
  public func fontDesign(_ design: Font.Design?) -> some View {
    EnvironmentModifier(content: self) { $0.textRunStyle.design = design }
  }

  /// `kerning` points after each character of text inside.
  public func kerning(_ kerning: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.textRunStyle.kerning = kerning }
  }

  /// `tracking` points after each character of text inside.
  public func tracking(_ tracking: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.textRunStyle.tracking = tracking }
  }

  /// Text inside shown in upper or lower case (nil: as written), in the environment's
  /// locale.
  public func textCase(_ textCase: Text.Case?) -> some View {
    EnvironmentModifier(content: self) { $0.textCase = textCase }
  }
}
