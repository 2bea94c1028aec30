import Foundation

/// One button of an alert or a confirmation dialog, taken from the `Button`s its `actions`
/// builder gives: the label, the role, the action; or a text field an alert shows above
/// its buttons (`field`).
struct AlertAction {
  let label: AnyView
  let role: ButtonRole?
  let action: @MainActor () -> Void
  /// A `TextField` or `SecureField` of the actions (iOS 16's alert text fields).
  var field: AnyView?

  init(label: AnyView, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.label = label
    self.role = role
    self.action = action
  }

  @MainActor init(field: AnyView) {
    label = AnyView(EmptyView())
    role = nil
    action = {}
    self.field = field
  }
}

/// Views that are, or hold, buttons or text fields an alert or dialog shows. Other views
/// in `actions` are not shown, as in SwiftUI.
@MainActor
protocol AlertActionSource {
  var alertActions: [AlertAction] { get }
}

extension Button: AlertActionSource {
  var alertActions: [AlertAction] {
    [AlertAction(label: AnyView(label), role: role, action: action)]
  }
}

extension TextField: AlertActionSource {
  var alertActions: [AlertAction] { [AlertAction(field: AnyView(self))] }
}

extension SecureField: AlertActionSource {
  var alertActions: [AlertAction] { [AlertAction(field: AnyView(self))] }
}

extension TupleView: AlertActionSource {
  var alertActions: [AlertAction] {
    var out: [AlertAction] = []
    for view in repeat each value { out += AlertActions.of(view) }
    return out
  }
}

extension Optional: AlertActionSource where Wrapped: View {
  var alertActions: [AlertAction] { map { AlertActions.of($0) } ?? [] }
}

extension _ConditionalContent: AlertActionSource {
  var alertActions: [AlertAction] {
    switch storage {
    case .trueContent(let v): AlertActions.of(v)
    case .falseContent(let v): AlertActions.of(v)
    }
  }
}

extension Group: AlertActionSource {
  var alertActions: [AlertAction] { AlertActions.of(content) }
}

@MainActor
enum AlertActions {
  /// The buttons in `view`.
  static func of(_ view: some View) -> [AlertAction] {
    (view as? any AlertActionSource)?.alertActions ?? []
  }

  /// The buttons and fields of an alert: SwiftUI's standard "OK" when `actions` has no
  /// button.
  static func alert(_ view: some View) -> [AlertAction] {
    let found = of(view)
    return found.contains { $0.field == nil }
      ? found : found + [AlertAction(label: AnyView(Text("OK")), role: nil, action: {})]
  }
}
