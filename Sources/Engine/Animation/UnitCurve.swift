import Foundation

/// A function from input progress 0...1 to output progress, SwiftUI's `UnitCurve`.
///
/// The Bézier curves have end points (0,0) and (1,1), as CSS and Core Animation define them;
/// the circular ones are quarter circles. For an input progress x a Bézier is solved for its
/// parameter to 1e-7 (Newton's method, falling back to bisection), which keeps value and
/// velocity exact enough for sub-pixel motion at any window size.
public struct UnitCurve: Sendable, Hashable {
  enum Function: Sendable, Hashable {
    case linear
    case circularEaseIn, circularEaseOut, circularEaseInOut
    /// `circularEaseInOut` with x and y swapped: its `inverse`.
    case circularEaseOutIn
    case bezier(UnitPoint, UnitPoint)
  }

  let function: Function

  /// A cubic Bézier from (0,0) to (1,1) with these control points. As in SwiftUI, the
  /// points' x components are clamped to 0...1 when the curve is evaluated (so x never
  /// runs backwards); y may leave 0...1 for an overshoot.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    -> UnitCurve
  {
    UnitCurve(function: .bezier(startControlPoint, endControlPoint))
  }

  /// The Bézier with control points (x1, y1) and (x2, y2), as `timingCurve` spells them.
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    bezier(
      startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
  }

  /// Output equals input; velocity is 1 everywhere, the ends included.
  public static let linear = UnitCurve(function: .linear)
  /// CSS/Core Animation `ease-in` (0.42, 0, 1, 1), SwiftUI's `.easeIn`.
  public static let easeIn = bezier(0.42, 0, 1, 1)
  /// CSS/Core Animation `ease-out` (0, 0, 0.58, 1), SwiftUI's `.easeOut`.
  public static let easeOut = bezier(0, 0, 0.58, 1)
  /// CSS/Core Animation `ease-in-out` (0.42, 0, 0.58, 1), SwiftUI's `.easeInOut`.
  public static let easeInOut = bezier(0.42, 0, 0.58, 1)
  /// The bottom-right quarter of a unit circle: y = 1 − √(1 − x²).
  public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
  /// The top-left quarter of a unit circle: y = √(1 − (1 − x)²).
  public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
  /// `circularEaseIn` over the first half, `circularEaseOut` over the second, each scaled
  /// by one half.
  public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

  /// The curve with x and y swapped: `inverse.value(at: y)` is the input progress at which
  /// this curve outputs y.
  public var inverse: UnitCurve {
    switch function {
    case .linear: .linear
    case .circularEaseIn: .circularEaseOut
    case .circularEaseOut: .circularEaseIn
    case .circularEaseInOut: UnitCurve(function: .circularEaseOutIn)
    case .circularEaseOutIn: .circularEaseInOut
    case .bezier(let p1, let p2):
      .bezier(
        startControlPoint: UnitPoint(x: p1.y, y: p1.x), endControlPoint: UnitPoint(x: p2.y, y: p2.x)
      )
    }
  }

  /// SwiftUI's named curves, spelled as scene files, animation names and the inspector
  /// spell them (the order is the README's).
  enum Name: String, Sendable, CaseIterable {
    case easeIn, easeOut, easeInOut, linear

    var curve: UnitCurve {
      switch self {
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .easeInOut: .easeInOut
      case .linear: .linear
      }
    }
  }

  /// This curve's name, or nil for any other curve.
  var name: Name? { Name.allCases.first { $0.curve == self } }

  /// What kind of curve this is, for summaries of curves without a name.
  var kindName: String {
    switch function {
    case .linear: "linear"
    case .circularEaseIn: "circularEaseIn"
    case .circularEaseOut: "circularEaseOut"
    case .circularEaseInOut: "circularEaseInOut"
    case .circularEaseOutIn: "circularEaseOutIn"
    case .bezier: "bezier"
    }
  }

  /// The curve's output for `progress` (clamped to 0...1).
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch function {
    case .linear:
      return x
    case .circularEaseIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? UnitCurve.circularEaseIn.value(at: 2 * x) / 2
        : 0.5 + UnitCurve.circularEaseOut.value(at: 2 * x - 1) / 2
    case .circularEaseOutIn:
      return x < 0.5
        ? UnitCurve.circularEaseOut.value(at: 2 * x) / 2
        : 0.5 + UnitCurve.circularEaseIn.value(at: 2 * x - 1) / 2
    case .bezier(let p1, let p2):
      let b = Bezier(p1, p2)
      return b.y(b.solve(x))
    }
  }

  /// d(value)/d(progress) at `progress` (clamped to 0...1): multiply by 1/duration for a
  /// rate per second.
  ///
  /// Where the slope is vertical (a circular curve's steep end) the answer is ±infinity, as
  /// in SwiftUI. Where a control point coincides with its end point both derivatives of the
  /// Bézier vanish and the slope has no value; SwiftUI answers 1 at the start (easeOut's
  /// velocity at 0) and, for the named curves, 0 at the end (easeIn's velocity at 1), and so
  /// does this. Just inside the ends the true slope is kept (easeIn tends to 1/0.58).
  public func velocity(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch function {
    case .linear:
      return 1
    case .circularEaseIn:
      return x / (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? UnitCurve.circularEaseIn.velocity(at: 2 * x)
        : UnitCurve.circularEaseOut.velocity(at: 2 * x - 1)
    case .circularEaseOutIn:
      return x < 0.5
        ? UnitCurve.circularEaseOut.velocity(at: 2 * x)
        : UnitCurve.circularEaseIn.velocity(at: 2 * x - 1)
    case .bezier(let p1, let p2):
      let b = Bezier(p1, p2)
      let t = b.solve(x)
      let dx = Bezier.derivative(t, b.x1, b.x2)
      let dy = Bezier.derivative(t, b.y1, b.y2)
      if dx != 0 { return dy / dx }
      if dy == 0 { return t < 0.5 ? 1 : 0 }
      return dy < 0 ? -.infinity : .infinity
    }
  }
}

/// A cubic Bézier from (0,0) to (1,1), its control points' x clamped to 0...1.
private struct Bezier {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  init(_ p1: UnitPoint, _ p2: UnitPoint) {
    x1 = min(max(Double(p1.x), 0), 1)
    y1 = Double(p1.y)
    x2 = min(max(Double(p2.x), 0), 1)
    y2 = Double(p2.y)
  }

  func y(_ t: Double) -> Double { Self.coordinate(t, y1, y2) }

  /// The parameter whose x coordinate is `x`, to within 1e-7 (or 1e-9 in t).
  func solve(_ x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let err = Self.coordinate(t, x1, x2) - x
      if abs(err) < 1e-7 { return t }
      let d = Self.derivative(t, x1, x2)
      if abs(d) < 1e-6 { break }
      t -= err / d
    }
    var lo = 0.0
    var hi = 1.0
    t = x
    while hi - lo > 1e-9 {
      let v = Self.coordinate(t, x1, x2)
      if abs(v - x) < 1e-7 { return t }
      if v < x { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }

  /// One coordinate at parameter t, with the end points fixed at 0 and 1 (Bernstein form,
  /// which has no cancellation near either end).
  static func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  static func derivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
  }
}
