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
  /// The spring this one replaced, while a persistent spring blends its response from it.
  private var blendingFrom: Spring?

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

  /// Whether the motion has come to rest by `now` (then `value` is exactly `to`). A
  /// repeating-forever animation never has.
  public func isSettled(at now: Double) -> Bool {
    sample(at: now).isFinished
  }

  /// Moves the target, keeping the motion continuous: a spring keeps its current velocity
  /// (SwiftUI's retargeting, blending its response when the new spring asks to); a timing
  /// curve restarts from the current value.
  public mutating func retarget(to newTarget: Double, at now: Double, animation: Animation? = nil) {
    let current = sample(at: now)
    let next = animation ?? self.animation
    let old = self.animation.persistentSpring
    self = AnimatedValue(
      from: current.value, to: newTarget, start: now, velocity: current.velocity,
      animation: next)
    if let old, let new = next.persistentSpring, old.response != new.response {
      blendingFrom = old
    }
  }

  /// Shifts start and target by `delta`, leaving the motion's shape unchanged.
  public mutating func translate(by delta: Double) {
    from += delta
    to += delta
  }

  func sample(at now: Double) -> Animation.Motion {
    let m = animation.motion(
      from: from, to: to, velocity: initialVelocity, elapsed: now - start,
      blendingFrom: blendingFrom)
    return m.isFinished ? Animation.Motion(value: to, velocity: 0, isFinished: true) : m
  }
}
