import Foundation

/// The environment's locale and enabled state.
extension EnvironmentValues {
  /// The locale views format for: the process's current locale unless an ancestor sets one
  /// (Foundation's `Locale.current`, from `LANG` on Linux).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// Whether the views inside take input (`.disabled(true)` makes it false for the views
  /// inside; an inner `.disabled(false)` cannot enable them again, as in SwiftUI).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale.current }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension View {
  /// Disables the views inside (`isEnabled` is false there).
  public func disabled(_ disabled: Bool) -> some View {
    EnvironmentModifier(content: self) { if disabled { $0.isEnabled = false } }
  }
}
