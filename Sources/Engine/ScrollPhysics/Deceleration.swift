import Foundation

/// A released free scroll coasting to a stop: UIScrollView's deceleration, in closed form.
///
/// The velocity is multiplied by `rate` every millisecond, continuously:
/// `v(t) = v₀·rᵗ` with t in milliseconds, that is `v₀·e^(−k·s)` with s in seconds and
/// `k = −1000·ln r`. Integrating, the position is `x₀ + v₀·(1 − e^(−k·s))/k`, which tends to
/// `x₀ + v₀/k`: a flick at 1000 pt/s with the normal rate 0.998 coasts 1000/2.002 ≈ 499.5 pt.
///
/// The motion is over once less than `restDistance` of it remains; it then rests on its
/// limit, so where a flick stops does not depend on when frames fall.
struct Deceleration: Sendable, Equatable {
  var from: Double
  /// Points per second at `start`.
  var initialVelocity: Double
  var start: Double
  var rate: Double

  /// The distance (points) still to go below which the motion ends: half a point, under
  /// which a move no longer shows on a 1× display.
  static let restDistance = 0.5

  /// The decay constant per second, `−1000·ln r`.
  var k: Double { -1000 * log(rate) }

  /// Where the motion tends to: `x₀ + v₀/k`.
  var end: Double { from + initialVelocity / k }

  func value(at now: Double) -> Double {
    let s = max(now - start, 0)
    return from + initialVelocity * (1 - exp(-k * s)) / k
  }

  func velocity(at now: Double) -> Double {
    initialVelocity * exp(-k * max(now - start, 0))
  }

  /// Whether less than `restDistance` remains (`|v(t)|/k`), or the rate never slows.
  func isSettled(at now: Double) -> Bool {
    guard k > 0, k.isFinite else { return true }
    return abs(velocity(at: now)) / k < Self.restDistance
  }

  /// When the motion first reaches `bound`, or nil if it never does (it turns back before,
  /// or the bound lies behind it). From `x(s) = b`: `e^(−k·s) = 1 − k·(b − x₀)/v₀`.
  func time(reaching bound: Double) -> Double? {
    let distance = bound - from
    guard initialVelocity != 0, distance.sign == initialVelocity.sign || distance == 0 else {
      return nil
    }
    let remaining = 1 - k * distance / initialVelocity
    guard remaining > 0 else { return nil }
    return start - log(remaining) / k
  }
}
