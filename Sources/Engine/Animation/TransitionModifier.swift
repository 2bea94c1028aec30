import Foundation

/// `.transition(_:)`: the content, and how it comes in and goes out when it is inserted or
/// removed in an animated transaction (`ViewGraph+Transitions.swift`).
struct TransitionModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let transition: AnyTransition

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransitionKind(transition: transition)
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// A transparent node carrying its content's transition.
struct TransitionKind: TransparentNodeKind {
  let transition: AnyTransition
  /// A `Transition`'s phase, for one written as a view (Animation/Transition.swift).
  var bodyPhase: TransitionPhase? = nil
}

extension View {
  /// How the view comes in when inserted and goes out when removed, in an animated
  /// transaction (`.opacity` when unset, as in SwiftUI).
  public func transition(_ t: AnyTransition) -> some View {
    TransitionModifier(content: self, transition: t)
  }
}
