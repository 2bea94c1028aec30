import Foundation

/// How a view comes in and goes out when it is inserted or removed in an animated
/// transaction (SwiftUI's `AnyTransition`).
///
/// Each transition is a list of effects, in their active state at progress 0 and gone at
/// progress 1: inserted views run from 0 to 1, removed ones from 1 to 0 on the
/// transaction's animation (or the transition's own, `animation(_:)`).
public struct AnyTransition: Sendable {
  /// One effect of a transition, at its active state.
  enum Effect: Sendable, Equatable {
    /// Opacity 0.
    case opacity
    /// Scaled by `scale` about `anchor`.
    case scale(CGFloat, anchor: UnitPoint)
    /// Shifted by a fixed amount.
    case offset(CGSize)
    /// Shifted by the view's own size towards `edge` (just outside where it was).
    case move(Edge)
    /// Nothing drawn: the view is held while a `Transition`'s body animates it.
    case hold
  }

  var insertion: [Effect]
  var removal: [Effect]
  /// The animation the transition runs with instead of the transaction's.
  var animation: Animation??

  init(insertion: [Effect], removal: [Effect], animation: Animation?? = nil) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
  }

  init(_ effect: Effect) {
    self.init(insertion: [effect], removal: [effect])
  }

  /// No effect: the view appears and goes at once.
  public static let identity = AnyTransition(insertion: [], removal: [])

  /// Fades in from transparent on insertion, out to transparent on removal.
  public static let opacity = AnyTransition(.opacity)

  /// Scales the view from nothing (insertion) and to nothing (removal) about its centre.
  public static let scale = scale(scale: 0)

  /// Scales the view from `scale` about `anchor` on insertion, and to it on removal.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(.scale(scale.isFinite ? scale : 0, anchor: anchor))
  }

  /// Moves the view in from its leading edge and out past its trailing edge.
  public static let slide = asymmetric(
    insertion: .move(edge: .leading), removal: .move(edge: .trailing))

  /// Moves the view in from `edge` and back out towards it, by the view's own size.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(.move(edge))
  }

  /// Moves the view in from `edge` while fading in, and out towards the opposite edge
  /// while fading out.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
  }

  /// Shifts the view by `offset` at its active state.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    let clean = CGSize(
      width: offset.width.isFinite ? offset.width : 0,
      height: offset.height.isFinite ? offset.height : 0)
    return AnyTransition(.offset(clean))
  }

  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// `insertion` when the view is inserted, `removal` when it is removed.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      animation: insertion.animation ?? removal.animation)
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion + other.insertion, removal: removal + other.removal,
      animation: animation ?? other.animation)
  }

  /// The transition run with `animation` whatever the transaction's.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(insertion: insertion, removal: removal, animation: .some(animation))
  }
}

extension Edge {
  /// The edge across the view.
  var opposite: Edge {
    switch self {
    case .top: return .bottom
    case .bottom: return .top
    case .leading: return .trailing
    case .trailing: return .leading
    }
  }
}
