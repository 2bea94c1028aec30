/// The direction of writing (SwiftUI's `LayoutDirection`). Right to left, every container
/// places its subviews as it would left to right and then reflects them in its frame, as
/// SwiftUI does: an `HStack`'s first subview is at the right, leading alignment and leading
/// padding are on the right, and text lines align to the right (Geometry/CGRect+Mirror.swift).
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
