import Foundation

/// A view removed in an animated transaction: still drawn, after `anchor` (the nearest
/// remaining view of its container, or the window's content when there is none), until
/// every leaf's removal transition has finished. It takes no space and no input.
struct Departure {
  let node: ViewNode
  /// The node whose child it was (a view put back in it comes back from here).
  let parent: ViewNode
  let anchor: ViewNode?
  let leaves: [ViewNode]
}

extension ViewGraph {
  /// Called after a node is built as a new child of `parent`: in an animated transaction,
  /// into a parent that was already there, its leaves start their insertion transition.
  func childInserted(_ node: ViewNode, into parent: ViewNode) {
    guard parent.hasAppeared, let animation = buildAnimation else { return }
    let transition = transition(of: node)
    guard !transition.insertion.isEmpty else { return }
    let run = (transition.animation ?? animation).map {
      TransitionRun(
        effects: transition.insertion,
        progress: AnimatedValue(
          from: 0, to: MotionState.progressScale, start: now, animation: $0),
        isRemoval: false)
    }
    guard let run else { return }
    for leaf in leaves(of: node) { motion.transitions[ObjectIdentifier(leaf)] = run }
  }

  /// Called when `node` leaves `parent`'s children: detached at once, or in an animated
  /// transaction kept drawn through its removal transition.
  func childRemoved(_ node: ViewNode, from parent: ViewNode) {
    let transition = transition(of: node)
    let leaves = leaves(of: node).filter(\.hasFrame)
    guard let base = buildAnimation, !leaves.isEmpty, !transition.removal.isEmpty,
      let animation = transition.animation ?? base
    else {
      node.detach()
      return
    }
    for leaf in leaves {
      let id = ObjectIdentifier(leaf)
      var progress = AnimatedValue(
        from: MotionState.progressScale, to: 0, start: now, animation: animation)
      // A view leaving while it comes in turns round from where it is.
      if let running = motion.transitions[id] {
        progress = running.progress
        progress.retarget(to: 0, at: now, animation: animation)
      }
      motion.transitions[id] = TransitionRun(
        effects: transition.removal, progress: progress, isRemoval: true)
    }
    motion.departures.append(
      Departure(node: node, parent: parent, anchor: departureAnchor(), leaves: leaves))
    startBodyRemoval(of: node, animation: animation)
  }

  /// The departing child of `parent` with `key`, taken back: a view put back while it
  /// leaves turns its transition round and keeps its state.
  func revive(_ key: ChildKey, in parent: ViewNode) -> ViewNode? {
    guard !motion.departures.isEmpty,
      let i = motion.departures.firstIndex(where: { $0.parent === parent && $0.node.key == key })
    else { return nil }
    let departure = motion.departures.remove(at: i)
    let transition = transition(of: departure.node)
    let animation = transition.animation ?? buildAnimation
    for leaf in departure.leaves {
      let id = ObjectIdentifier(leaf)
      guard var run = motion.transitions[id] else { continue }
      if let animation {
        run.progress.retarget(to: MotionState.progressScale, at: now, animation: animation)
        run.effects = transition.insertion
        run.isRemoval = false
        motion.transitions[id] = run
      } else {
        motion.transitions[id] = nil
      }
    }
    return departure.node
  }

  /// Drops finished transitions and detaches views whose removal has finished.
  func stepTransitions() {
    for (id, run) in motion.transitions where !run.isRemoval && run.isSettled(at: now) {
      motion.transitions[id] = nil
    }
    guard !motion.departures.isEmpty else { return }
    motion.departures.removeAll { d in
      let done =
        !d.parent.isAttached
        || d.leaves.allSatisfy {
          motion.transitions[ObjectIdentifier($0)]?.isSettled(at: now) ?? true
        }
      guard done else { return false }
      for leaf in d.leaves { motion.transitions[ObjectIdentifier(leaf)] = nil }
      d.node.detach()
      return true
    }
  }

  /// The transition a view inserted or removed as `node` runs: the first `.transition`
  /// down its chain of single children, else `.opacity` (SwiftUI's default).
  private func transition(of node: ViewNode) -> AnyTransition {
    var n = node
    while true {
      if let kind = n.kind as? TransitionKind { return kind.transition }
      guard n.children.count == 1 else { return .opacity }
      n = n.children[0]
    }
  }

  /// The views `node` gives its container.
  private func leaves(of node: ViewNode) -> [ViewNode] {
    var items: [LayoutItem] = []
    node.appendLeaves(to: &items, attributes: Attributes())
    return items.map(\.node)
  }

  /// The nearest laid-out view around the children being reconciled, innermost first.
  private func departureAnchor() -> ViewNode? {
    for ancestor in motion.reconciling.reversed() {
      if let last = leaves(of: ancestor).last(where: \.hasFrame) { return last }
    }
    return nil
  }
}
