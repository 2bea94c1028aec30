import Foundation

/// A `ViewModifier` that is also `Animatable`, as any `ViewModifier & Animatable` is: its
/// body is evaluated again at every frame of an animation with the modifier's
/// `animatableData` interpolated, so what the body computes from it (a frame, a number
/// shown as text) follows.
@available(*, deprecated, message: "Use Animatable directly.")
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The node of a modifier whose data animates: transparent, keeping the modifier's target.
struct AnimatableModifierKind<M: Animatable>: TransparentNodeKind {
  let target: M
}

/// A modifier node's running interpolations (additive, as `AnimatableKindTrack`'s).
@MainActor
protocol ModifierTrack: AnyObject {
  var node: ViewNode { get }
  func isSettled(at now: Double) -> Bool
  /// Whether the node's body must be evaluated again for `now` (a phase animator waits
  /// for its phase's animation to complete).
  func isDue(at now: Double) -> Bool
}

extension ModifierTrack {
  func isDue(at now: Double) -> Bool { true }
}

final class AnimatableModifierTrack<M: Animatable>: ModifierTrack {
  let node: ViewNode
  var segments: [(delta: M.AnimatableData, progress: AnimatedValue)] = []

  init(node: ViewNode) {
    self.node = node
  }

  func presented(_ target: M, at now: Double) -> M {
    var m = target
    var data = m.animatableData
    for s in segments {
      data += s.delta.scaled(by: s.progress.value(at: now) / MotionState.progressScale - 1)
    }
    m.animatableData = data
    return m
  }

  func isSettled(at now: Double) -> Bool {
    segments.allSatisfy { $0.progress.isSettled(at: now) }
  }
}

extension ViewGraph {
  /// The modifier a `ModifiedContent` node evaluates its body with: `modifier` itself, or
  /// for an animatable one its data as it is now. Sets the node's kind.
  func presentedModifier<M: ViewModifier>(_ modifier: M, of node: ViewNode) -> M {
    guard let animatable = modifier as? any Animatable else {
      node.kind = TransparentKind()
      return modifier
    }
    return presented(animatable, of: node) as? M ?? modifier
  }

  private func presented<A: Animatable>(_ target: A, of node: ViewNode) -> A {
    let old = (node.kind as? AnimatableModifierKind<A>)?.target
    node.kind = AnimatableModifierKind(target: target)
    let id = ObjectIdentifier(node)
    var track = motion.modifierTracks[id] as? AnimatableModifierTrack<A>
    if let old, let animation = buildAnimation {
      let delta = target.animatableData - old.animatableData
      if delta.magnitudeSquared > 0, delta.magnitudeSquared.isFinite {
        let t = track ?? AnimatableModifierTrack(node: node)
        t.segments.removeAll { $0.progress.isSettled(at: now) }
        t.segments.append(
          (
            delta,
            AnimatedValue(from: 0, to: MotionState.progressScale, start: now, animation: animation)
          ))
        motion.modifierTracks[id] = t
        track = t
      }
    }
    return track?.presented(target, at: now) ?? target
  }

  /// Evaluates animating modifiers' bodies again for the new time; a finished one once
  /// more, at its target.
  func stepModifierTracks() {
    for (id, track) in motion.modifierTracks {
      guard track.node.isAttached else {
        motion.modifierTracks[id] = nil
        continue
      }
      if track.isSettled(at: now) { motion.modifierTracks[id] = nil }
      if track.isDue(at: now) { track.node.invalidate() }
    }
  }
}
