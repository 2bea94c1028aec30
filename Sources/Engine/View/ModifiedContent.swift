import Foundation

/// A value with a modifier applied to it (SwiftUI's `ModifiedContent`): a view when the
/// content is a view and the modifier a `ViewModifier`, itself a modifier when both are
/// modifiers (`concat`).
public struct ModifiedContent<Content, Modifier> {
  /// The content the modifier is applied to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  /// Evaluates the modifier's body as a custom view's: its state and environment are
  /// linked to this node, what it reads is observed, and the content stands in as
  /// `_ViewModifier_Content`.
  func build(_ node: ViewNode, _ context: BuildContext) {
    // An animatable modifier's body sees its data as it is now
    // (Animation/AnimatableModifierTrack.swift).
    let modifier = node.graph.presentedModifier(self.modifier, of: node)
    // A geometry effect has no body: its content is drawn through its transform
    // (Effects/GeometryEffect.swift).
    if let effect = modifier as? any GeometryEffect {
      node.reconcile(context) { $0.add(effect.projecting(content), slot: 0) }
      return
    }
    StateInstaller.install(modifier, into: node)
    node.graph.bodyEvaluations += 1
    let placeholder = _ViewModifier_Content<Modifier>(content: content)
    let body = BodyObservation.evaluate(for: node) { modifier.body(content: placeholder) }
    node.reconcile(context) { $0.add(body, slot: 0) }
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// The first modifier's body, with the second applied around it.
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}
