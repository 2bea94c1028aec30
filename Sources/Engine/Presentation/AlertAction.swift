import Foundation

/// One button of an alert or a confirmation dialog, taken from the `Button`s its `actions`
/// builder gives: the label, the role, the action.
struct AlertAction {
  let label: AnyView
  let role: ButtonRole?
  let action: @MainActor () -> Void
}

/// Views that are, or hold, buttons an alert or dialog shows. Other views in `actions`
/// (text fields) are not shown (see README).
@MainActor
protocol AlertActionSource {
  var alertActions: [AlertAction] { get }
}

extension Button: AlertActionSource {
  var alertActions: [AlertAction] {
    [AlertAction(label: AnyView(label), role: role, action: action)]
  }
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

  /// The buttons of an alert: SwiftUI's standard "OK" when `actions` has none.
  static func alert(_ view: some View) -> [AlertAction] {
    let found = of(view)
    return found.isEmpty ? [AlertAction(label: AnyView(Text("OK")), role: nil, action: {})] : found
  }
}
