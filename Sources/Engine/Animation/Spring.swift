import Foundation

/// A damped spring of unit mass, parameterised like SwiftUI's `Spring`.
///
/// SwiftUI maps (response T, damping fraction ζ) to stiffness k = (2π/T)² and damping
/// c = 4πζ/T with mass 1, so the undamped period is T; `init(duration:bounce:)` is the same
/// spring with T = duration and ζ = 1 − bounce (ζ = 1/(1 + bounce) for negative bounce).
/// Motion is evaluated in closed form, so any time can be sampled directly.
public struct Spring: Sendable, Hashable {
  public var response: Double
  public var dampingFraction: Double

  public init(response: Double, dampingFraction: Double) {
    self.response = max(response, 1e-3)
    self.dampingFraction = max(dampingFraction, 0)
  }

  public init(duration: Double = 0.5, bounce: Double = 0) {
    let b = min(max(bounce, -0.99), 1)
    self.init(response: duration, dampingFraction: b >= 0 ? 1 - b : 1 / (1 + b))
  }

  public var duration: Double { response }
  public var bounce: Double { dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1 }
  /// (2π/T)², for mass 1.
  public var stiffness: Double { pow(2 * .pi / response, 2) }
  /// 4πζ/T, for mass 1.
  public var damping: Double { 4 * .pi * dampingFraction / response }

  /// Displacement from rest and its velocity, `time` seconds after starting at displacement
  /// `x0` with velocity `v0`.
  public func state(displacement x0: Double, velocity v0: Double, time t: Double) -> (
    displacement: Double, velocity: Double
  ) {
    let w = 2 * .pi / response
    let z = dampingFraction
    if abs(z - 1) < 1e-9 {
      let b = v0 + w * x0
      let e = exp(-w * t)
      return ((x0 + b * t) * e, (b - w * (x0 + b * t)) * e)
    } else if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let a = x0
      let b = (v0 + z * w * x0) / wd
      let e = exp(-z * w * t)
      let c = cos(wd * t)
      let s = sin(wd * t)
      let x = e * (a * c + b * s)
      let v = e * ((b * wd - z * w * a) * c - (a * wd + z * w * b) * s)
      return (x, v)
    } else {
      let r = w * (z * z - 1).squareRoot()
      let r1 = -z * w + r
      let r2 = -z * w - r
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }
}
