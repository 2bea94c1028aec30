/// What runs after bodies are evaluated: `onChange` actions.
extension ViewGraph {
  /// Rounds of actions one update runs at most: an action that changes what its own value
  /// depends on each time would otherwise never let the update end (SwiftUI logs
  /// "onChange(of:) action tried to update multiple times per frame" and stops too).
  static let maxReactionRounds = 16

  /// Runs the pending actions; returns whether more bodies are due because of them.
  /// `round` counts from 1 within an update: past `maxReactionRounds` the actions left wait
  /// for the next update (the next frame), so a loop costs a bounded amount per frame.
  func runReactions(round: Int) -> Bool {
    guard !reactions.isEmpty, round <= Self.maxReactionRounds else { return false }
    let batch = reactions
    reactions.removeAll()
    for action in batch { action() }
    return needsUpdate
  }
}
