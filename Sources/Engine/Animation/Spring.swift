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

  /// A `mass` on a spring of `stiffness`, slowed by `damping`: the same motion as response
  /// 2π·√(m/k) and damping fraction c/(2√(k·m)). Without `allowOverDamping` a damping
  /// fraction above 1 is taken as 1 (critical), as in SwiftUI.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1
    let c = damping.isFinite ? max(damping, 0) : 0
    let zeta = c / (2 * (k * m).squareRoot())
    self.init(
      response: 2 * .pi * (m / k).squareRoot(),
      dampingFraction: allowOverDamping ? zeta : min(zeta, 1))
  }

  public var duration: Double { response }
  public var bounce: Double { dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1 }
  /// (2π/T)², for mass 1.
  public var stiffness: Double { pow(2 * .pi / response, 2) }
  /// 4πζ/T, for mass 1.
  public var damping: Double { 4 * .pi * dampingFraction / response }

  /// How long a unit displacement released from rest takes to stay within 0.001 of rest
  /// (the tolerance is hand-chosen); infinite for an undamped spring. What one play of a
  /// repeating spring animation lasts.
  public var settlingDuration: Double {
    let epsilon = 1e-3
    let w = 2 * .pi / response
    let z = dampingFraction
    if z <= 0 { return .infinity }
    if z < 1 {
      // The motion stays inside its envelope A·e^(−ζωt), A = 1/√(1 − ζ²) from rest.
      let amplitude = 1 / (1 - z * z).squareRoot()
      return max(log(amplitude / epsilon) / (z * w), 0)
    }
    // Critically and over-damped from rest the displacement shrinks monotonically: bisect.
    func size(_ t: Double) -> Double {
      abs(state(displacement: 1, velocity: 0, time: t).displacement)
    }
    var hi = response
    while size(hi) > epsilon && hi < 1e6 { hi *= 2 }
    var lo = 0.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if size(mid) > epsilon { lo = mid } else { hi = mid }
    }
    return hi
  }

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
