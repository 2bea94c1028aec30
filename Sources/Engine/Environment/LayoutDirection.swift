/// The direction of writing (SwiftUI's `LayoutDirection`). Engine reports it; stacks and
/// alignment do not mirror for right-to-left yet (see README).
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// Left to right unless an ancestor sets it.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
