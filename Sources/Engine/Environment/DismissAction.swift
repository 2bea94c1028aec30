/// Dismisses the presentation the view is in (SwiftUI's `DismissAction`, read as
/// `@Environment(\.dismiss)`).
///
/// Engine has no presentations yet (sheets and navigation are to come): outside one,
/// SwiftUI's action does nothing, and so does this one everywhere for now.
public struct DismissAction: Equatable {
  let action: (@MainActor () -> Void)?

  init(_ action: (@MainActor () -> Void)? = nil) {
    self.action = action
  }

  /// Dismisses the presentation, if any.
  @MainActor public func callAsFunction() {
    action?()
  }

  public static func == (a: DismissAction, b: DismissAction) -> Bool {
    a.action == nil && b.action == nil
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction() }
}

extension EnvironmentValues {
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
  }

  /// Whether the view is in a presentation `dismiss` would end (never, for now).
  public var isPresented: Bool { false }
}
