import Foundation

/// `.animation(_:value:)`, `.animation(_:)` and `.transaction(_:)`: the transaction the
/// changes under the modifier are made in, scoped to its subtree as in SwiftUI.
///
/// When `value` differs from the one the modifier was last built with, the changes that
/// rebuilding its content makes (kinds' values, insertions, removals) and the frames its
/// views move to in the next layout pass animate with `animation`, whatever the
/// transaction's (nil: they jump, even inside `withAnimation`). When it is the same, the
/// transaction passes through unchanged, so siblings outside and unrelated changes keep
/// their own animation. The value-less form applies to every rebuild through it, and a
/// `transaction` closure edits the transaction of every rebuild through it.
///
/// Changes made by state inside the content, rebuilding a node below the modifier
/// without rebuilding the modifier, are in their own transaction.
struct TransactionModifier<Content: View>: View, PrimitiveView {
  enum Rule {
    case value(any Equatable, Animation?)
    case always(Animation?)
    case transform((inout Transaction) -> Void)
  }

  let content: Content
  let rule: Rule

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    let previous = (node.kind as? TransactionKind)?.value
    let animation: Animation??
    switch rule {
    case .value(let value, let a):
      node.kind = TransactionKind(value: value)
      animation = previous.map { Self.equal(value, $0) } == false ? .some(a) : nil
    case .always(let a):
      node.kind = TransactionKind(value: nil)
      animation = .some(a)
    case .transform(let edit):
      node.kind = TransactionKind(value: nil)
      var t = Transaction(animation: node.graph.buildAnimation)
      edit(&t)
      animation = .some(t.disablesAnimations ? nil : t.animation)
    }
    guard let animation else {
      node.reconcile(context) { $0.add(content, slot: 0) }
      return
    }
    node.graph.building(node, withAnimation: animation) {
      node.reconcile(context) { $0.add(content, slot: 0) }
    }
  }

  private static func equal<A: Equatable>(_ a: A, _ b: Any) -> Bool {
    guard let b = b as? A else { return false }
    return a == b
  }
}

/// The node of a transaction modifier: transparent, remembering the value it watches.
struct TransactionKind: TransparentNodeKind {
  let value: (any Equatable)?
}

extension View {
  /// Animates the changes under the modifier with `animation` when `value` changes (nil:
  /// they do not animate, even inside `withAnimation`).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    TransactionModifier(content: self, rule: .value(value, animation))
  }

  /// Animates every change under the modifier with `animation`.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    TransactionModifier(content: self, rule: .always(animation))
  }

  /// Edits the transaction of the changes under the modifier.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    TransactionModifier(content: self, rule: .transform(transform))
  }
}
