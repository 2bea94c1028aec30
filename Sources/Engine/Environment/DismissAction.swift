/// Dismisses the presentation the view is in (SwiftUI's `DismissAction`, read as
/// `@Environment(\.dismiss)`): pops a screen pushed on a `NavigationStack`, closes a sheet,
/// a full-screen cover or a popover. Outside any presentation it does nothing, as in
/// SwiftUI.
public struct DismissAction: Equatable {
  let action: (@MainActor () -> Void)?
  /// Stands for the action when comparing environments: the same presentation keeps one.
  private let identity: ActionIdentity?

  init(_ action: (@MainActor () -> Void)? = nil) {
    self.action = action
    identity = action == nil ? nil : ActionIdentity()
  }

  /// Dismisses the presentation, if any.
  @MainActor public func callAsFunction() {
    action?()
  }

  public static func == (a: DismissAction, b: DismissAction) -> Bool {
    a.identity === b.identity
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction() }
}

private struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation `dismiss` would end: a pushed screen, a sheet.
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
