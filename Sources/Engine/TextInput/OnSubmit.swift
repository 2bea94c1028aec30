import Foundation

/// Which submissions an `.onSubmit` action hears (SwiftUI's `SubmitTriggers`): a text
/// field's Return (`.text`), or a search field's (`.search`; Engine has none).
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let text = SubmitTriggers(rawValue: 1 << 0)
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The `.onSubmit` actions around a view, innermost first.
struct SubmitActions {
  var actions: [(triggers: SubmitTriggers, action: @MainActor () -> Void)] = []

  /// The actions a text field's Return runs.
  var forText: [@MainActor () -> Void] {
    actions.filter { $0.triggers.contains(.text) }.map(\.action)
  }
}

extension View {
  /// Runs `action` when a text field inside is submitted (Return while it has focus).
  /// Actions set further out run too, after the inner ones.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    EnvironmentModifier(content: self) {
      $0.submitActions.actions.insert((triggers, action), at: 0)
    }
  }
}

extension EnvironmentValues {
  var submitActions: SubmitActions {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

private struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: SubmitActions { SubmitActions() }
}
