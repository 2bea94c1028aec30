import Foundation

/// One scalar in motion from `from` to `to` under an `Animation`, sampled at any time.
///
/// Time is always a parameter (`at:`), so tests jump straight to a timestamp and the frame
/// loop and the headless clock drive it the same way.
public struct AnimatedValue: Sendable, Equatable {
  public private(set) var from: Double
  public private(set) var to: Double
  public private(set) var start: Double
  public private(set) var initialVelocity: Double
  public private(set) var animation: Animation

  /// A spring counts as settled within this distance of its target (points)…
  public static let settleDistance = 0.5
  /// …when also slower than this (points per second).
  public static let settleSpeed = 1.0

  public init(from: Double, to: Double, start: Double, velocity: Double = 0, animation: Animation) {
    self.from = from
    self.to = to
    self.start = start
    self.initialVelocity = velocity
    self.animation = animation
  }

  public func value(at now: Double) -> Double {
    sample(at: now).value
  }

  public func velocity(at now: Double) -> Double {
    sample(at: now).velocity
  }

  /// Whether the motion has come to rest by `now` (then `value` is exactly `to`).
  public func isSettled(at now: Double) -> Bool {
    let t = max(now - start, 0)
    switch animation {
    case .timingCurve(_, let duration):
      return t >= duration
    case .spring(let spring):
      let s = spring.state(displacement: from - to, velocity: initialVelocity, time: t)
      return abs(s.displacement) < Self.settleDistance && abs(s.velocity) < Self.settleSpeed
    }
  }

  /// Moves the target, keeping the motion continuous: a spring keeps its current velocity
  /// (SwiftUI's retargeting); a timing curve restarts from the current value.
  public mutating func retarget(to newTarget: Double, at now: Double, animation: Animation? = nil) {
    let current = sample(at: now)
    self = AnimatedValue(
      from: current.value, to: newTarget, start: now, velocity: current.velocity,
      animation: animation ?? self.animation)
  }

  /// Shifts start and target by `delta`, leaving the motion's shape unchanged.
  public mutating func translate(by delta: Double) {
    from += delta
    to += delta
  }

  func sample(at now: Double) -> (value: Double, velocity: Double) {
    let t = max(now - start, 0)
    switch animation {
    case .timingCurve(let curve, let duration):
      guard duration > 0, t < duration else { return (to, 0) }
      let p = t / duration
      return (
        from + (to - from) * curve.value(at: p), (to - from) * curve.velocity(at: p) / duration
      )
    case .spring(let spring):
      if isSettled(at: now) { return (to, 0) }
      let s = spring.state(displacement: from - to, velocity: initialVelocity, time: t)
      return (to + s.displacement, s.velocity)
    }
  }
}
