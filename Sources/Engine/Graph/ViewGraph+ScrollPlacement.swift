import Foundation

/// Placing a moved scroll view again only when its content would move.
///
/// A key or a wheel notch marks its scroll view moved, but one that starts an animation at
/// this instant leaves the offset where it was: a script's keys at one instant placed the
/// carousel again on every key, a quarter of their time, for content that stayed put.
extension ViewGraph {
  /// Remembers the snapped offset `node`'s content was just placed at, if it is a scroll
  /// view (called for every node placed with a scroll view in its subtree).
  func notePlacedScroll(_ node: ViewNode) {
    guard let state = node.scrollState else { return }
    placedScrollOffsets[ObjectIdentifier(state)] = snap(state.offset)
  }

  /// Whether placing `node` (a moved scroll view) again would leave everything where it is:
  /// its content was placed at the same snapped offset, and no position asked for by its
  /// binding or by a reveal waits for the placement to apply it. Everything else placing
  /// reads (frames, targets, settings) changes only with a layout pass, which places anew.
  func isPlacedAsIs(_ node: ViewNode) -> Bool {
    guard let state = node.scrollState, state.requestedID == nil,
      node.environment.scrollRevealer?.pending == nil,
      let placed = placedScrollOffsets[ObjectIdentifier(state)]
    else { return false }
    return placed == snap(state.offset)
  }
}
