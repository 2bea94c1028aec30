import Foundation

/// A node kind whose values animate: when a change in an animated transaction replaces it
/// with one whose `animatableData` differs, the node is drawn with the data interpolated.
protocol AnimatableKind: NodeKind, Animatable {}

/// A node's running interpolations of its kind's animatable data.
@MainActor
protocol KindTrack: AnyObject {
  var node: ViewNode { get }
  /// The node's kind as drawn at `now`.
  func presented(at now: Double) -> any NodeKind
  func isSettled(at now: Double) -> Bool
}

/// The interpolations of one kind type, additive as SwiftUI's: each animated change adds
/// a segment that moves the data by the change's delta, from `-delta` to nothing, on its
/// own animation. What is drawn is the current kind's data plus every segment's remainder,
/// so an interrupted animation carries on under the new one (the motion stays continuous,
/// its velocity too), and a change without animation moves the value at once by its delta
/// while running segments go on around it.
final class AnimatableKindTrack<K: AnimatableKind>: KindTrack {
  let node: ViewNode
  private(set) var segments: [(delta: K.AnimatableData, progress: AnimatedValue)] = []

  init(node: ViewNode) {
    self.node = node
  }

  func add(_ delta: K.AnimatableData, animation: Animation, at now: Double) {
    segments.removeAll { $0.progress.isSettled(at: now) }
    segments.append(
      (
        delta,
        AnimatedValue(from: 0, to: MotionState.progressScale, start: now, animation: animation)
      ))
  }

  func presented(at now: Double) -> any NodeKind {
    guard var kind = node.kind as? K else { return node.kind }
    var data = kind.animatableData
    for s in segments {
      data += s.delta.scaled(by: s.progress.value(at: now) / MotionState.progressScale - 1)
    }
    kind.animatableData = data
    return kind
  }

  func isSettled(at now: Double) -> Bool {
    segments.allSatisfy { $0.progress.isSettled(at: now) }
  }
}

extension ViewGraph {
  /// Called when a node's kind is replaced: in an animated transaction, an animatable
  /// kind of the same type with other data starts interpolating, and a text's colours
  /// (Animation/TextColorTrack.swift).
  func kindChanged(_ node: ViewNode, from old: any NodeKind) {
    guard let animation = buildAnimation else { return }
    if let text = node.kind as? any RecolorableKind {
      return textColorsChanged(node, text, from: old, animation)
    }
    guard let new = node.kind as? any AnimatableKind else { return }
    startTrack(node, new, old, animation)
  }

  private func startTrack<K: AnimatableKind>(
    _ node: ViewNode, _ new: K, _ old: any NodeKind, _ animation: Animation
  ) {
    guard let old = old as? K else { return }
    let delta = new.animatableData - old.animatableData
    guard delta.magnitudeSquared > 0, delta.magnitudeSquared.isFinite else { return }
    let id = ObjectIdentifier(node)
    let track = motion.tracks[id] as? AnimatableKindTrack<K> ?? AnimatableKindTrack(node: node)
    track.add(delta, animation: animation, at: now)
    motion.tracks[id] = track
  }

  /// The kind `node` draws with now.
  func presentedKind(of node: ViewNode) -> any NodeKind {
    guard let track = motion.tracks[ObjectIdentifier(node)] else { return node.kind }
    return track.presented(at: now)
  }
}
