import Foundation

/// Where a view is in its insertion or removal (SwiftUI's `TransitionPhase`).
public enum TransitionPhase: Sendable, Hashable {
  /// About to be inserted: the state it comes in from.
  case willAppear
  /// In place.
  case identity
  /// Removed: the state it goes out to.
  case didDisappear

  public var isIdentity: Bool { self == .identity }

  /// −1 before appearing, 0 in place, 1 after disappearing: a factor for effects that go
  /// in one direction and out the other.
  public var value: Double {
    switch self {
    case .willAppear: return -1
    case .identity: return 0
    case .didDisappear: return 1
    }
  }
}

/// What a transition does besides its body (SwiftUI's `TransitionProperties`).
public struct TransitionProperties: Sendable, Hashable {
  /// Whether the transition moves the view (reduced motion may replace it).
  public var hasMotion: Bool

  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

/// A transition written as a view (SwiftUI's iOS 17 `Transition`): its body applies
/// effects to the content for each phase, and inserting or removing the view in an
/// animated transaction animates the body from `.willAppear` to `.identity`, or from
/// `.identity` to `.didDisappear`, as any change of those effects animates.
///
/// The view is built in its `.willAppear` state in the frame it is inserted, and is built
/// at `.identity` from the next frame on, its animation timed from the insertion (so the
/// first frame shows `.willAppear` and the motion ends when the transaction's would); a
/// removed view stays drawn through the removal's
/// animation. Effects that animate through layout (an offset, a frame) do not animate on
/// removal, as a removed view is no longer laid out; opacity, scale and colours do.
@MainActor @preconcurrency
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>

  /// The content with the transition's effects for `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }
}

extension View {
  /// How the view comes in when inserted and goes out when removed, in an animated
  /// transaction: through `transition`'s body at each phase.
  public func transition<T: Transition>(_ transition: T) -> some View {
    BodyTransitionModifier(content: self, transition: transition)
  }
}

/// `.transition(_:)` with a `Transition`: the transition's body around the content, at
/// the phase the node is in.
struct BodyTransitionModifier<Content: View, T: Transition>: View, PrimitiveView {
  let content: Content
  let transition: T

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    let graph = node.graph
    let id = ObjectIdentifier(node)
    let old = node.kind as? TransitionKind
    var phase = old?.bodyPhase ?? .identity
    var animation: Animation?? = nil
    if old == nil, let a = graph.buildAnimation, graph.motion.reconciling.first?.hasAppeared == true
    {
      // Inserted in an animated transaction: in from `.willAppear` once laid out there.
      phase = .willAppear
      graph.motion.modifierTracks[id] = TransitionPhaseTrack(
        node: node, phase: .identity, animation: a, laidOutAfter: graph.layoutPasses)
    } else if let track = graph.motion.modifierTracks[id] as? TransitionPhaseTrack,
      track.isDue(at: graph.now)
    {
      phase = track.phase
      // On the clock of the transaction that inserted or removed the view: a frame later,
      // the animation is a frame along, as SwiftUI's starts when the transaction does.
      animation = .some(track.animation.advanced(by: graph.now - track.start))
      graph.motion.modifierTracks[id] = nil
    }
    // The removal keeps the view drawn (`.hold`) while its body animates out.
    node.kind = TransitionKind(
      transition: AnyTransition(insertion: [], removal: [.hold]), bodyPhase: phase)
    let body = transition.body(content: PlaceholderContentView<T>(content: content), phase: phase)
    if let animation {
      graph.building(node, withAnimation: animation) {
        node.reconcile(context) { $0.add(body, slot: 0) }
      }
    } else {
      node.reconcile(context) { $0.add(body, slot: 0) }
    }
  }
}

/// A body transition's next phase, built with the transaction's animation when due.
final class TransitionPhaseTrack: ModifierTrack {
  let node: ViewNode
  let phase: TransitionPhase
  let animation: Animation
  /// The layout pass count when the view was built at its previous phase: that phase is
  /// shown once a pass has laid it out (nil: due at once).
  let laidOutAfter: Int?

  /// When the transaction that started it happened.
  let start: Double

  init(node: ViewNode, phase: TransitionPhase, animation: Animation, laidOutAfter: Int?) {
    self.node = node
    self.phase = phase
    self.animation = animation
    self.laidOutAfter = laidOutAfter
    start = node.graph.now
  }

  func isDue(at now: Double) -> Bool {
    guard let pass = laidOutAfter else { return true }
    return node.graph.layoutPasses > pass
  }

  /// The modifier drops it when it builds the phase.
  func isSettled(at now: Double) -> Bool { false }
}

extension ViewGraph {
  /// Called when `node` is removed with `animation`: a body transition down its chain of
  /// single children animates to `.didDisappear`.
  func startBodyRemoval(of node: ViewNode, animation: Animation) {
    var n = node
    while true {
      if let kind = n.kind as? TransitionKind {
        guard kind.bodyPhase != nil else { return }
        motion.modifierTracks[ObjectIdentifier(n)] = TransitionPhaseTrack(
          node: n, phase: .didDisappear, animation: animation, laidOutAfter: nil)
        return
      }
      guard n.children.count == 1 else { return }
      n = n.children[0]
    }
  }
}
