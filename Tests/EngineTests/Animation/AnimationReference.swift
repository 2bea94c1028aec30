import Foundation

/// Reference implementations of docs/CONTRACT.md §3.3's animation formulas, derived from the maths and
/// written differently from Engine's code (bisection instead of Newton, the textbook velocity
/// form of the spring, a numerical integrator), so every test compares two derivations.
enum AnimationReference {
  /// The output of the cubic Bézier with end points (0,0), (1,1) and control points
  /// (x1,y1), (x2,y2) at input `x`: bisects the Bernstein polynomial x(t) = x to machine
  /// precision, then evaluates y(t).
  static func bezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double
  ) -> Double {
    func bernstein(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return bernstein((lo + hi) / 2, y1, y2)
  }

  /// A unit-mass spring of response T and damping fraction ζ in closed form.
  struct Spring {
    var response: Double
    var zeta: Double

    /// Natural angular frequency 2π/T.
    var omega: Double { 2 * .pi / response }

    /// Displacement and velocity `t` seconds after starting at displacement `x0`, velocity `v0`.
    func state(x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
      let w = omega
      if zeta == 1 {
        // x = (x0 + (v0 + ω x0) t) e^(−ωt)
        let b = v0 + w * x0
        let e = exp(-w * t)
        return ((x0 + b * t) * e, (b - w * x0 - w * b * t) * e)
      }
      precondition(zeta < 1, "reference covers critical and under-damping")
      // x = e^(−ζωt)(x0 cos ω_d t + (v0 + ζω x0)/ω_d sin ω_d t)
      // v = e^(−ζωt)(v0 cos ω_d t − (ω² x0 + ζω v0)/ω_d sin ω_d t)
      let wd = w * (1 - zeta * zeta).squareRoot()
      let e = exp(-zeta * w * t)
      let c = cos(wd * t)
      let s = sin(wd * t)
      return (
        e * (x0 * c + (v0 + zeta * w * x0) / wd * s),
        e * (v0 * c - (w * w * x0 + zeta * w * v0) / wd * s)
      )
    }

    /// The same motion integrated numerically (RK4, 0.1 ms steps) from x'' = −k x − c x',
    /// k = (2π/T)², c = 4πζ/T: a check on the closed form that shares none of its algebra.
    func integrated(x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
      let k = pow(2 * .pi / response, 2)
      let c = 4 * .pi * zeta / response
      func accel(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
      let steps = max(Int((t / 1e-4).rounded()), 1)
      let h = t / Double(steps)
      var x = x0
      var v = v0
      for _ in 0..<steps {
        let a1 = accel(x, v)
        let a2 = accel(x + h / 2 * v, v + h / 2 * a1)
        let a3 = accel(x + h / 2 * (v + h / 2 * a1), v + h / 2 * a2)
        let a4 = accel(x + h * (v + h / 2 * a2), v + h * a3)
        x += h / 6 * (v + 2 * (v + h / 2 * a1) + 2 * (v + h / 2 * a2) + (v + h * a3))
        v += h / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
      }
      return (x, v)
    }
  }

  /// Whether `a` and `b` agree to `tolerance`, absolutely or relative to their size.
  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }
}
