import Foundation

/// A timing curve from progress 0 to 1, shaped like SwiftUI's `UnitCurve`.
///
/// Cubic Bézier curves with end points (0,0) and (1,1), as CSS and Core Animation define them.
/// For an input progress x the curve is solved for its parameter to 1e-6 (Newton's method,
/// falling back to bisection), which keeps value and velocity exact enough for sub-pixel
/// motion at any window size.
public struct UnitCurve: Sendable, Hashable {
  public var p1: CGPoint
  public var p2: CGPoint

  public init(startControlPoint p1: CGPoint, endControlPoint p2: CGPoint) {
    self.p1 = p1
    self.p2 = p2
  }

  public static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    UnitCurve(startControlPoint: CGPoint(x: x1, y: y1), endControlPoint: CGPoint(x: x2, y: y2))
  }

  public static let linear = bezier(0, 0, 1, 1)
  /// CSS/Core Animation `ease-in` (0.42, 0, 1, 1), SwiftUI's `.easeIn`.
  public static let easeIn = bezier(0.42, 0, 1, 1)
  /// CSS/Core Animation `ease-out` (0, 0, 0.58, 1), SwiftUI's `.easeOut`.
  public static let easeOut = bezier(0, 0, 0.58, 1)
  /// CSS/Core Animation `ease-in-out` (0.42, 0, 0.58, 1), SwiftUI's `.easeInOut`.
  public static let easeInOut = bezier(0.42, 0, 0.58, 1)

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

  /// This curve's name, or nil for any other Bézier.
  var name: Name? { Name.allCases.first { $0.curve == self } }

  /// The curve's output for `progress` (clamped to 0...1).
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    return Self.coordinate(solve(x), Double(p1.y), Double(p2.y))
  }

  /// d(value)/d(progress) at `progress`: multiply by 1/duration for a rate per second.
  public func velocity(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    let t = solve(x)
    var dx = Self.derivative(t, Double(p1.x), Double(p2.x))
    var dy = Self.derivative(t, Double(p1.y), Double(p2.y))
    if abs(dx) < 1e-12 {
      // At an end point whose neighbouring control point coincides with it (linear at 0 and
      // 1, easeOut at 0, easeIn at 1) both first derivatives vanish; the slope is the ratio
      // of the second derivatives (l'Hôpital), e.g. 1 for linear and 1/0.58 for easeOut.
      // Whenever dx is that small, not only when dy is too: a hair before easeIn's end dy
      // can be just above the threshold while dx is below it, and the slope came out as
      // `greatestFiniteMagnitude` (an infinite velocity once scaled by the distance).
      dx = Self.secondDerivative(t, Double(p1.x), Double(p2.x))
      dy = Self.secondDerivative(t, Double(p1.y), Double(p2.y))
    }
    if abs(dx) < 1e-12 { return dy == 0 ? 0 : (dy > 0 ? .greatestFiniteMagnitude : 0) }
    return dy / dx
  }

  /// The Bézier parameter whose x coordinate is `x`, to within 1e-6 (or 1e-7 in t).
  func solve(_ x: Double) -> Double {
    let x1 = Double(p1.x)
    let x2 = Double(p2.x)
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

  /// One coordinate of the Bézier at parameter t, with the end points fixed at 0 and 1.
  static func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  static func derivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
  }

  static func secondDerivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    6 * (1 - t) * (c2 - 2 * c1) + 6 * t * (1 - 2 * c2 + c1)
  }
}
