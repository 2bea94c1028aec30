import Foundation

/// SwiftUI's spring animations, with the parameters and defaults of Apple's documentation
/// (developer.apple.com/documentation/swiftui/animation): persistent springs (a successor
/// keeps their velocity) and interpolating springs (progress 0 → 1).
extension Animation {
  /// SwiftUI's `.spring`: `spring(duration: 0.5, bounce: 0)`.
  public static let spring = spring(duration: 0.5, bounce: 0)
  /// SwiftUI's `.smooth`: duration 0.5, bounce 0.
  public static let smooth = smooth()
  /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = snappy()
  /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = bouncy()
  /// SwiftUI's `.interactiveSpring`: response 0.15, damping fraction 0.86, blend 0.25 s.
  public static let interactiveSpring = interactiveSpring()
  /// SwiftUI's `.interpolatingSpring`: `interpolatingSpring(duration: 0.5, bounce: 0)`.
  public static let interpolatingSpring = interpolatingSpring(duration: 0.5, bounce: 0)

  /// A persistent spring with this shape.
  ///
  /// `blendDuration`: when it replaces a running spring of another response, the response
  /// moves from the old one to this one over that many seconds.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    Animation(.spring(spring, blendDuration: blendDuration.isFinite ? max(blendDuration, 0) : 0))
  }

  /// A persistent spring of perceptual `duration` (its response) and `bounce` (damping
  /// fraction 1 − bounce; 1/(1 + bounce) when negative). `.spring()` is this one.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
  }

  /// A persistent spring of `response` seconds and `dampingFraction` of critical damping.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    spring(
      Spring(response: response, dampingFraction: dampingFraction), blendDuration: blendDuration)
  }

  /// A stiffer persistent spring for following a finger.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// No bounce unless asked: `spring(duration: duration, bounce: extraBounce)`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A small bounce: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// More bounce: `spring(duration: duration, bounce: 0.3 + extraBounce)`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// Progress from 0 to 1 moved by `spring`, starting at `initialVelocity` distances per
  /// second.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)
    -> Animation
  {
    Animation(
      .interpolatingSpring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
  }

  /// An interpolating spring of a `mass` on a spring of `stiffness`, slowed by `damping`
  /// (over-damping allowed).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    interpolatingSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      initialVelocity: initialVelocity)
  }

  /// An interpolating spring of perceptual `duration` and `bounce`.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    interpolatingSpring(
      Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }
}
