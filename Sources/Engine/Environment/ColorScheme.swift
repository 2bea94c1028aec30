/// Light or dark appearance (SwiftUI's `ColorScheme`): `Color.primary`, `.secondary` and
/// the window's background follow it. The host sets it (`--color-scheme dark`); light
/// otherwise.
public enum ColorScheme: String, CaseIterable, Sendable, Hashable {
  case light, dark
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The colour scheme of this view (light unless the host or an ancestor says dark).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}
