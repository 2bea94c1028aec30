import Foundation

/// A control that runs an action when pressed and released inside it (SwiftUI's `Button`).
///
/// The environment's button style draws it (`.automatic` unless `.buttonStyle(_:)` sets
/// one). A press shows the pressed look while the pointer is down on the button; dragging
/// out takes the look away and coming back in restores it, as on iOS; the action runs on a
/// release inside. A press that a scroll view takes for a scroll never runs it, and a
/// disabled button (`.disabled(true)`) takes no presses and is drawn dimmed.
public struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void
  @Environment(\.buttonStyleBox) private var style
  @Environment(\.isEnabled) private var isEnabled

  /// A button whose label is built by `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role whose label is built by `label`.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  public var body: some View {
    let enabled = isEnabled
    let action = self.action
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: PrimitiveButtonStyleConfiguration.Label(AnyView(label)),
      action: { if enabled { action() } })
    return style.makeBody(configuration)
  }
}

extension Button where Label == Text {
  /// A button titled with a localized string key (a literal comes here, as in SwiftUI).
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button titled with a string, shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a role, titled with a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}
