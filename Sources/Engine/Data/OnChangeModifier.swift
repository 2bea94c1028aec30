/// Runs an action when a value changes (SwiftUI's `onChange(of:initial:_:)`).
///
/// The value is compared with `==` to the one of the view's previous build: equal values
/// (written again, or changed and changed back before the update) run nothing. The action
/// runs after the update that built the new value, never while bodies are evaluated, with
/// the old and the new value; with `initial`, it also runs when the view appears, with the
/// value as both. Actions of one update run in the order their views were built (an outer
/// view's before an inner one's); what they change is evaluated in the same update.
struct OnChangeModifier<Content: View, V: Equatable>: View, PrimitiveView {
  let content: Content
  let value: V
  let initial: Bool
  let action: @MainActor (V, V) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    let graph = node.graph
    let value = self.value
    let action = self.action
    if let seen = node.states.first as? SeenValue<V> {
      let old = seen.value
      seen.value = value
      if old != value { graph.reactions.append { action(old, value) } }
    } else {
      node.states = [SeenValue(value)]
      if initial { graph.reactions.append { action(value, value) } }
    }
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// The value an `onChange` saw last, kept in its node.
final class SeenValue<V> {
  var value: V
  init(_ value: V) { self.value = value }
}

extension View {
  /// Runs `action` with the old and the new value each time `value` changes (and once when
  /// the view appears, if `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    OnChangeModifier(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` each time `value` changes (and once when the view appears, if
  /// `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    OnChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
  }
}
