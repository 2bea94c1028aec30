import Foundation

/// A leaf in its insertion or removal transition: the transition's effects and the
/// progress from their active state (0) to none (`MotionState.progressScale`).
struct TransitionRun {
  var effects: [AnyTransition.Effect]
  var progress: AnimatedValue
  var isRemoval: Bool

  /// Progress as a fraction: 0 active, 1 gone (a spring may overshoot it).
  func fraction(at now: Double) -> Double {
    progress.value(at: now) / MotionState.progressScale
  }

  /// Whether the transition has ended (a removal's view can go).
  func isSettled(at now: Double) -> Bool {
    progress.isSettled(at: now)
  }
}

/// The effects of a transition at one moment, as drawn.
struct TransitionPose {
  var opacity = 1.0
  var scale = CGSize(width: 1, height: 1)
  var anchor = UnitPoint.center
  var offset = CGSize.zero

  /// The effects at fraction `p` (0: active; 1: none) for a view at `frame`.
  init(_ effects: [AnyTransition.Effect], at p: Double, frame: CGRect, direction: LayoutDirection) {
    let rest = 1 - p
    for effect in effects {
      switch effect {
      case .opacity:
        opacity *= min(max(p, 0), 1)
      case .scale(let s, let a):
        let f = s + (1 - s) * p
        scale = CGSize(width: scale.width * f, height: scale.height * f)
        anchor = a
      case .offset(let o):
        offset.width += o.width * rest
        offset.height += o.height * rest
      case .hold:
        break
      case .move(let edge):
        let leading: CGFloat = direction == .leftToRight ? -1 : 1
        switch edge {
        case .top: offset.height -= frame.height * rest
        case .bottom: offset.height += frame.height * rest
        case .leading: offset.width += leading * frame.width * rest
        case .trailing: offset.width -= leading * frame.width * rest
        }
      }
    }
  }

  init() {}

  /// Applies the scale and offset to the commands `list` gained from index `start`.
  func apply(to list: inout DisplayList, from start: Int, frame: CGRect) {
    guard start < list.commands.count else { return }
    if scale != CGSize(width: 1, height: 1) {
      let centre = CGPoint(
        x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
      let scaling = Scaling(centre: centre, scale: scale)
      for i in start..<list.commands.count { list.commands[i] = scaling.apply(list.commands[i]) }
    }
    if offset != .zero { Self.translate(&list, from: start, by: offset) }
  }

  /// Moves commands by `offset`: a scale by 2 about one point then by ½ about another is
  /// a translation by half the points' distance, and multiplying by powers of two is exact,
  /// so every command `Scaling` knows moves without a second list of cases.
  static func translate(_ list: inout DisplayList, from start: Int, by offset: CGSize) {
    let double = Scaling(centre: .zero, scale: CGSize(width: 2, height: 2))
    let half = Scaling(
      centre: CGPoint(x: 2 * offset.width, y: 2 * offset.height),
      scale: CGSize(width: 0.5, height: 0.5))
    for i in start..<list.commands.count {
      list.commands[i] = half.apply(double.apply(list.commands[i]))
    }
  }
}
