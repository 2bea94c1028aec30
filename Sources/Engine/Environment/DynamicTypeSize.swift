/// The user's preferred text size (SwiftUI's `DynamicTypeSize`), ordered smallest first.
/// Text styles scale with it by iOS's table (View/Font+DynamicType.swift); fixed sizes do not.
public enum DynamicTypeSize: Sendable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// `.large` (the system default) unless an ancestor sets it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the Dynamic Type size for the views inside.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size inside to `range`: a size outside it becomes the nearest
  /// size inside (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)` shows AX5 as xxLarge).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    EnvironmentModifier(content: self) {
      $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range)
    }
  }
}
