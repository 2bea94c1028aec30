import Foundation

/// The buttons a list row's swipe from one edge reveals (`swipeActions`), in the order
/// written: the first sits at the edge, and a full swipe runs it.
struct SwipeActionSet {
  var buttons: [SwipeButton]
  var allowsFullSwipe: Bool

  /// `onDelete`'s swipe: one destructive Delete, a full swipe deleting.
  @MainActor
  static func delete(_ action: @escaping @MainActor () -> Void) -> SwipeActionSet {
    SwipeActionSet(
      buttons: [
        SwipeButton(role: .destructive, tint: nil, label: AnyView(Text("Delete")), action: action)
      ],
      allowsFullSwipe: true)
  }
}

/// One swipe action: a `Button`'s role, label and action, and the `.tint` around it.
struct SwipeButton {
  var role: ButtonRole?
  var tint: Color?
  var label: AnyView
  var action: @MainActor () -> Void

  /// The button's fill: its tint, else red for a destructive button, else grey, as
  /// UIContextualAction's destructive and normal styles (`systemRed`, `systemGray`).
  var fill: Color {
    tint ?? (role == .destructive ? .red : .gray)
  }
}

/// A view in a `swipeActions` closure that holds buttons: a `Button`, a block, a
/// conditional, a `ForEach`, a `Group`, a `.tint`. Other views are not actions.
@MainActor
protocol SwipeButtonSource {
  func swipeButtons(in environment: EnvironmentValues) -> [SwipeButton]
}

@MainActor
func swipeButtons<V: View>(of view: V, in environment: EnvironmentValues) -> [SwipeButton] {
  (view as? any SwipeButtonSource)?.swipeButtons(in: environment) ?? []
}

extension Button: SwipeButtonSource {
  func swipeButtons(in environment: EnvironmentValues) -> [SwipeButton] {
    [SwipeButton(role: role, tint: environment.controlTint, label: AnyView(label), action: action)]
  }
}

extension TupleView: SwipeButtonSource {
  func swipeButtons(in environment: EnvironmentValues) -> [SwipeButton] {
    var out: [SwipeButton] = []
    for child in repeat each value { out += Engine.swipeButtons(of: child, in: environment) }
    return out
  }
}

extension _ConditionalContent: SwipeButtonSource {
  func swipeButtons(in environment: EnvironmentValues) -> [SwipeButton] {
    switch storage {
    case .trueContent(let v): Engine.swipeButtons(of: v, in: environment)
    case .falseContent(let v): Engine.swipeButtons(of: v, in: environment)
    }
  }
}

extension Optional: SwipeButtonSource where Wrapped: View {
  func swipeButtons(in environment: EnvironmentValues) -> [SwipeButton] {
    map { Engine.swipeButtons(of: $0, in: environment) } ?? []
  }
}

extension Group: SwipeButtonSource {
  func swipeButtons(in environment: EnvironmentValues) -> [SwipeButton] {
    Engine.swipeButtons(of: content, in: environment)
  }
}

extension ForEach: SwipeButtonSource {
  func swipeButtons(in environment: EnvironmentValues) -> [SwipeButton] {
    data.flatMap { Engine.swipeButtons(of: content($0), in: environment) }
  }
}

extension EnvironmentModifier: SwipeButtonSource {
  func swipeButtons(in environment: EnvironmentValues) -> [SwipeButton] {
    var environment = environment
    change(&environment)
    return Engine.swipeButtons(of: content, in: environment)
  }
}

/// `swipeActions`: the row it wraps in a list gets `content`'s buttons on `edge`.
struct SwipeActionsModifier<Content: View, Actions: View>: View, ListRowWrapper {
  let content: Content
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: Actions

  var body: some View { content }

  private func set(on spec: inout ListRowSpec) {
    let buttons = Engine.swipeButtons(of: actions, in: EnvironmentValues())
    spec.editing.swipe[edge] = SwipeActionSet(buttons: buttons, allowsFullSwipe: allowsFullSwipe)
  }

  func listRow(options: ListRowOptions) -> ListRowSpec {
    var spec = Engine.listRow(of: content, options: options)
    set(on: &spec)
    return spec
  }
}

extension View {
  /// Adds the buttons `content` builds to this list row, revealed by a swipe from `edge`
  /// (a drag toward the other edge). With `allowsFullSwipe`, swiping across the row runs
  /// the first button, which sits at the edge. A destructive button is red, others grey
  /// unless tinted. Outside a list it does nothing, as in SwiftUI.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    SwipeActionsModifier(
      content: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
  }
}
