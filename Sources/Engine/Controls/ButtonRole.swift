import Foundation

/// What a button's action does, for styles to show (SwiftUI's `ButtonRole`): a destructive
/// button's label is drawn in red by the built-in styles.
public struct ButtonRole: Equatable, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case cancel, destructive
  }

  let kind: Kind

  /// A button that cancels an operation.
  public static let cancel = ButtonRole(kind: .cancel)
  /// A button that deletes data or performs another destructive action.
  public static let destructive = ButtonRole(kind: .destructive)
}
