import Foundation

/// A container that animates its content through a sequence of phases (SwiftUI's
/// `PhaseAnimator`): it shows the content for the first phase, then moves to each next
/// phase once the animation into the current one is complete, animating the change with
/// `animation(next)`, the animation into that phase (nil: it jumps).
///
/// Without a trigger it cycles for as long as it is shown, from the first phase back round
/// to it. With one, it rests on the first phase; each change of the trigger runs every
/// phase once, ending on the first, and a change during a run moves on to the next phase
/// at once.
///
/// SwiftUI moves on when the animation is logically complete; here it is when the
/// animation settles (`AnimatedValue.isSettled`): a timing curve's exact duration, or a
/// spring's once it is within a 2000th of its move.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
  let phases: [Phase]
  let trigger: (any Equatable)?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  /// Cycles through `phases` continuously.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }

  /// Runs through `phases` once each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = trigger
    self.content = content
    self.animation = animation
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "PhaseAnimator"
    let graph = node.graph
    let id = ObjectIdentifier(node)
    guard !phases.isEmpty else {
      // SwiftUI shows a warning view for an empty sequence; this shows nothing.
      node.kind = PhaseAnimatorKind(index: 0, trigger: trigger)
      graph.motion.modifierTracks[id] = nil
      node.reconcile(context) { _ in }
      return
    }
    let old = node.kind as? PhaseAnimatorKind
    var index = min(old?.index ?? 0, phases.count - 1)
    let track = graph.motion.modifierTracks[id] as? PhaseTrack
    var advance = false
    if let trigger {
      if let previous = old?.trigger, !Self.equal(trigger, previous) { advance = true }
    } else if old == nil {
      // A cycling animator starts on the first phase, and moves on once it has been laid
      // out on it.
      graph.motion.modifierTracks[id] = PhaseTrack(
        node: node, progress: nil, laidOutAfter: graph.layoutPasses)
    }
    if let track, track.isDue(at: graph.now) { advance = true }
    guard advance else {
      node.kind = PhaseAnimatorKind(index: index, trigger: trigger)
      node.reconcile(context) { $0.add(content(phases[index]), slot: 0) }
      return
    }
    index = (index + 1) % phases.count
    let next = animation(phases[index])
    node.kind = PhaseAnimatorKind(index: index, trigger: trigger)
    if trigger != nil, index == 0 {
      graph.motion.modifierTracks[id] = nil
    } else {
      graph.motion.modifierTracks[id] = PhaseTrack(
        node: node,
        progress: next.map { AnimatedValue(from: 0, to: 1, start: graph.now, animation: $0) })
    }
    graph.building(node, withAnimation: next) {
      node.reconcile(context) { $0.add(content(phases[index]), slot: 0) }
    }
  }

  private static func equal<A: Equatable>(_ a: A, _ b: any Equatable) -> Bool {
    guard let b = b as? A else { return false }
    return a == b
  }
}

/// A phase animator's node: transparent, remembering its phase and trigger.
struct PhaseAnimatorKind: TransparentNodeKind {
  let index: Int
  let trigger: (any Equatable)?
}

/// A running phase animator: its body is evaluated again at every frame until the
/// animation into the current phase completes, when it moves on.
final class PhaseTrack: ModifierTrack {
  let node: ViewNode
  /// The animation into the current phase, from 0 to 1 (nil: none, due at once).
  let progress: AnimatedValue?
  /// The layout pass count when the first phase was built: it is shown (and can be left)
  /// once a pass has laid it out.
  let laidOutAfter: Int?

  init(node: ViewNode, progress: AnimatedValue?, laidOutAfter: Int? = nil) {
    self.node = node
    self.progress = progress
    self.laidOutAfter = laidOutAfter
  }

  func isDue(at now: Double) -> Bool {
    if let pass = laidOutAfter, node.graph.layoutPasses <= pass { return false }
    return progress?.isSettled(at: now) ?? true
  }

  /// The animator ends a run itself (or never, cycling).
  func isSettled(at now: Double) -> Bool { false }
}

/// The view a `phaseAnimator`, `keyframeAnimator` or `Transition` was applied to, as its
/// content closure receives it (SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Value>: View, PrimitiveView {
  let content: any View

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

extension View {
  /// Animates the effects `content` applies to this view through `phases` continuously.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates the effects `content` applies to this view through `phases` once each time
  /// `trigger` changes.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}
