/// A view's subscription to an `ObservableObject`'s `objectWillChange`: each change marks
/// the view's body for evaluation at the next update. Kept in the node's state slots, so it
/// lives as long as the view's identity and follows a new object when it is given one.
@MainActor
final class ObjectSubscription {
  private weak var owner: ViewNode?
  private(set) var object: AnyObject?
  private var cancellable: AnyCancellable?

  init(owner: ViewNode) {
    self.owner = owner
  }

  /// Follows `object` (a no-op when it is the one followed already).
  func follow<O: ObservableObject>(_ object: O) {
    guard object !== self.object else { return }
    self.object = object
    let owner = self.owner
    cancellable = object.subscribeWillChange { [weak owner] in
      MainActorHop.run {
        guard let owner, owner.isAttached else { return }
        owner.graph.enqueue(Transaction.current) { [weak owner] in owner?.invalidate() }
      }
    }
  }

  /// The subscription in `node`'s state slot `index` (made on first use), moving `index` on.
  static func slot(in node: ViewNode, index: inout Int) -> ObjectSubscription {
    defer { index += 1 }
    if index < node.states.count, let existing = node.states[index] as? ObjectSubscription {
      return existing
    }
    let subscription = ObjectSubscription(owner: node)
    if index < node.states.count {
      node.states[index] = subscription
    } else {
      node.states.append(subscription)
    }
    return subscription
  }
}
