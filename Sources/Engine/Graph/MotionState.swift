import Foundation

/// What moves besides frames: kinds' animatable values, transitions, views on their way
/// out, the transactions that `.animation(_:value:)` and `.transaction` scope to a subtree,
/// and `matchedGeometryEffect`'s frames. One per graph (`ViewGraph.motion`); everything is
/// sampled at the graph's clock when drawn, so a still window costs nothing.
@MainActor
final class MotionState {
  /// Animations in effect are sampled as progress from 0 to this: a spring counts as
  /// settled within half a unit (`AnimatedValue.settleDistance`), a 2000th of the move.
  nonisolated static let progressScale = 1000.0

  /// Transactions of the animation modifiers being built through, innermost last.
  var buildOverrides: [Animation?] = []
  /// Nodes whose children are being reconciled, innermost last.
  var reconciling: [ViewNode] = []
  /// Leaves under an animation modifier that fired, and the animation their frames move
  /// with in the next layout pass (registered in pass `pass`).
  var placementOverrides: [ObjectIdentifier: (node: ViewNode, animation: Animation?, pass: Int)] =
    [:]
  /// Overrides of the nodes being placed, innermost last.
  var placementStack: [Animation?] = []
  /// Running interpolations of kinds' animatable data, by node.
  var tracks: [ObjectIdentifier: any KindTrack] = [:]
  /// Leaves in an insertion or removal transition, by node.
  var transitions: [ObjectIdentifier: TransitionRun] = [:]
  /// Views removed in an animated transaction, drawn until their removal finishes.
  var departures: [Departure] = []
  /// Animatable view modifiers in motion, by node (Animation/AnimatableModifierTrack.swift).
  var modifierTracks: [ObjectIdentifier: any ModifierTrack] = [:]
  /// Where `matchedGeometryEffect`s were last placed, by id and namespace.
  var matchedFrames: [MatchedGeometryKey: MatchedGeometryRecord] = [:]

  /// Whether anything here moves.
  var isRunning: Bool {
    !tracks.isEmpty || !transitions.isEmpty || !departures.isEmpty || !modifierTracks.isEmpty
  }
  /// Whether drawing must ask about a node (any track, transition or departure).
  var affectsDrawing: Bool { isRunning }
}

extension ViewGraph {
  /// The animation of changes made while building now: the innermost animation modifier's
  /// if one fired, else the transaction's.
  var buildAnimation: Animation? {
    if reducedMotion { return nil }
    if let top = motion.buildOverrides.last { return top }
    return transactionAnimation
  }

  /// The animation frames move with while placing now: the innermost fired animation
  /// modifier's, else the layout pass's.
  var placementAnimation: Animation? {
    if reducedMotion { return nil }
    if let top = motion.placementStack.last { return top }
    return layoutAnimation
  }

  /// Builds `body` in a transaction whose animation is `animation` (an animation modifier
  /// whose value changed), and has the leaves under `node` place with it in the next pass.
  func building(_ node: ViewNode, withAnimation animation: Animation?, _ body: () -> Void) {
    motion.buildOverrides.append(animation)
    body()
    motion.buildOverrides.removeLast()
    var leaves: [LayoutItem] = []
    node.appendLeaves(to: &leaves, attributes: Attributes())
    if motion.placementOverrides.values.contains(where: { $0.pass != pass }) {
      motion.placementOverrides = motion.placementOverrides.filter { $0.value.pass == pass }
    }
    for leaf in leaves {
      motion.placementOverrides[ObjectIdentifier(leaf.node)] = (leaf.node, animation, pass)
    }
  }

  /// Starts placing `node`: true when an animation modifier's override applies to its
  /// subtree (pop it with `endPlacing`).
  func beginPlacing(_ node: ViewNode) -> Bool {
    guard !motion.placementOverrides.isEmpty,
      let entry = motion.placementOverrides[ObjectIdentifier(node)], entry.node === node,
      entry.pass == pass - 1
    else { return false }
    motion.placementStack.append(entry.animation)
    return true
  }

  func endPlacing() {
    motion.placementStack.removeLast()
  }

  /// Moves every running motion on to `now`: finished interpolations and transitions are
  /// dropped and views whose removal finished are detached. True while anything runs.
  func stepMotion() -> Bool {
    guard motion.isRunning else { return false }
    for (id, track) in motion.tracks where !track.node.isAttached || track.isSettled(at: now) {
      motion.tracks[id] = nil
    }
    stepTransitions()
    if !motion.modifierTracks.isEmpty { stepModifierTracks() }
    return motion.isRunning
  }
}
