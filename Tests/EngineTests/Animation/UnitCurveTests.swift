import Foundation
import Testing

@testable import Engine

/// The timing curves of docs/CONTRACT.md §3.3 against a bisected Bézier and finite differences.
struct UnitCurveTests {
  typealias Ref = AnimationReference

  /// A named curve with the control points the design gives for it.
  struct Named: Sendable, CustomTestStringConvertible {
    var name: String
    var curve: UnitCurve
    var points: (Double, Double, Double, Double)
    var testDescription: String { name }
  }

  static let named: [Named] = [
    Named(name: "linear", curve: .linear, points: (0, 0, 1, 1)),
    Named(name: "easeIn", curve: .easeIn, points: (0.42, 0, 1, 1)),
    Named(name: "easeOut", curve: .easeOut, points: (0, 0, 0.58, 1)),
    Named(name: "easeInOut", curve: .easeInOut, points: (0.42, 0, 0.58, 1)),
  ]

  static let progress: [Double] = (0...20).map { Double($0) / 20 } + [0.001, 0.333, 0.999]

  func reference(_ c: Named, _ x: Double) -> Double {
    Ref.bezier(c.points.0, c.points.1, c.points.2, c.points.3, at: x)
  }

  @Test("each curve's value matches the bisected Bézier", arguments: named, progress)
  func valueMatchesBisectedBezier(curve: Named, x: Double) {
    let expected = reference(curve, x)
    #expect(abs(curve.curve.value(at: x) - expected) < 1e-6, "\(curve.name)(\(x))")
  }

  @Test("easeInOut at a quarter, half and three quarters", arguments: [0.25, 0.5, 0.75])
  func easeInOutQuarters(x: Double) {
    let expected = Ref.bezier(0.42, 0, 0.58, 1, at: x)
    #expect(abs(UnitCurve.easeInOut.value(at: x) - expected) < 1e-6)
    // Slow start, slow end: behind linear before the middle, ahead after it.
    if x < 0.5 { #expect(UnitCurve.easeInOut.value(at: x) < x) }
    if x > 0.5 { #expect(UnitCurve.easeInOut.value(at: x) > x) }
  }

  @Test("easeInOut passes the midpoint and is point-symmetric about it")
  func easeInOutIsSymmetric() {
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    for x in Self.progress {
      let sum = UnitCurve.easeInOut.value(at: x) + UnitCurve.easeInOut.value(at: 1 - x)
      #expect(abs(sum - 1) < 1e-6, "at \(x)")
    }
  }

  @Test("easeOut is easeIn played backwards", arguments: progress)
  func easeOutMirrorsEaseIn(x: Double) {
    let mirrored = 1 - UnitCurve.easeIn.value(at: 1 - x)
    #expect(abs(UnitCurve.easeOut.value(at: x) - mirrored) < 1e-6)
  }

  @Test("linear is the identity", arguments: progress)
  func linearIsIdentity(x: Double) {
    #expect(abs(UnitCurve.linear.value(at: x) - x) < 1e-6)
    #expect(abs(UnitCurve.linear.velocity(at: x) - 1) < 1e-6)
  }

  @Test("each curve starts at 0, ends at 1 and clamps progress outside 0...1", arguments: named)
  func endsAndClamping(curve: Named) {
    #expect(curve.curve.value(at: 0) == 0)
    #expect(abs(curve.curve.value(at: 1) - 1) < 1e-12)
    #expect(curve.curve.value(at: -0.5) == 0)
    #expect(abs(curve.curve.value(at: 1.5) - 1) < 1e-12)
  }

  @Test("each curve only moves forward", arguments: named)
  func monotonic(curve: Named) {
    var last = -1.0
    for i in 0...1000 {
      let v = curve.curve.value(at: Double(i) / 1000)
      #expect(v >= last - 1e-9)
      last = v
    }
  }

  /// Velocity is d(value)/d(progress): compared with a central difference of the reference
  /// inside (0, 1) and a one-sided one at the ends, where the curve's own velocity is a limit.
  @Test("velocity is the derivative of value", arguments: named, progress)
  func velocityIsDerivative(curve: Named, x: Double) {
    // At an end where a control point sits on the end point SwiftUI's answer is not the
    // limit (see `restingEnds`).
    if (curve.name == "easeOut" && x == 0) || (curve.name == "easeIn" && x == 1) { return }
    let h = 1e-5
    let slope: Double
    if x < h {
      slope = (reference(curve, x + h) - reference(curve, x)) / h
    } else if x > 1 - h {
      slope = (reference(curve, x) - reference(curve, x - h)) / h
    } else {
      slope = (reference(curve, x + h) - reference(curve, x - h)) / (2 * h)
    }
    #expect(abs(curve.curve.velocity(at: x) - slope) < 2e-3, "\(curve.name)′(\(x))")
  }

  @Test("ease curves start or end at rest where the design says")
  func restingEnds() {
    #expect(abs(UnitCurve.easeIn.velocity(at: 0)) < 1e-9)
    #expect(abs(UnitCurve.easeOut.velocity(at: 1)) < 1e-9)
    #expect(abs(UnitCurve.easeInOut.velocity(at: 0)) < 1e-9)
    #expect(abs(UnitCurve.easeInOut.velocity(at: 1)) < 1e-9)
    // Where a control point sits on its end point both Bézier derivatives vanish and the
    // slope has no value; SwiftUI answers 1 for easeOut at 0 and 0 for easeIn at 1 (not the
    // 1/0.58 limit). Just inside, the limit holds.
    #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
    #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
    #expect(abs(UnitCurve.easeOut.velocity(at: 1e-9) - 1 / 0.58) < 1e-6)
    #expect(abs(UnitCurve.easeIn.velocity(at: 1 - 1e-9) - 1 / 0.58) < 1e-6)
  }
}

/// SwiftUI's curves beyond the four Béziers: circular curves (quarter circles), general
/// Béziers with `UnitPoint` control points, and `inverse`.
struct UnitCurveShapeTests {
  typealias Ref = AnimationReference

  @Test("circular curves are quarter circles", arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
  func circular(x: Double) {
    // easeIn: y = 1 − √(1 − x²), y′ = x/√(1 − x²); easeOut: y = √(1 − (1 − x)²).
    #expect(abs(UnitCurve.circularEaseIn.value(at: x) - (1 - (1 - x * x).squareRoot())) < 1e-12)
    #expect(abs(UnitCurve.circularEaseIn.velocity(at: x) - x / (1 - x * x).squareRoot()) < 1e-12)
    let y = (1 - (1 - x) * (1 - x)).squareRoot()
    #expect(abs(UnitCurve.circularEaseOut.value(at: x) - y) < 1e-12)
    // easeInOut: half of easeIn on [0, ½], then half of easeOut shifted up by ½.
    let inOut =
      x < 0.5
      ? (1 - (1 - 4 * x * x).squareRoot()) / 2
      : (1 + (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()) / 2
    #expect(abs(UnitCurve.circularEaseInOut.value(at: x) - inOut) < 1e-12)
  }

  @Test("circular curves at their ends: vertical where the circle is")
  func circularEnds() {
    #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
    #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
    #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
    #expect(UnitCurve.circularEaseOut.velocity(at: 1) == 0)
    #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
    // At a quarter: d/dx [½·(1 − √(1 − 4x²))] = 2x/√(1 − 4x²) = 0.5/√0.75.
    #expect(abs(UnitCurve.circularEaseInOut.velocity(at: 0.25) - 0.5 / 0.75.squareRoot()) < 1e-12)
  }

  @Test("bezier(startControlPoint:endControlPoint:) is the cubic through those points")
  func bezier() {
    let c = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    for x in [0.1, 0.3, 0.5, 0.8] {
      #expect(abs(c.value(at: x) - Ref.bezier(0.25, 0.1, 0.75, 0.9, at: x)) < 1e-6)
    }
    // At t = ½ (x = ½ by symmetry): x′ = 3·¼·¼·0.25·4… = 1.125, y′ = 1.35, slope 1.2.
    #expect(abs(c.velocity(at: 0.5) - 1.2) < 1e-6)
    #expect(UnitCurve.bezier(0.42, 0, 1, 1) == .easeIn)
  }

  @Test("inverse swaps x and y", arguments: [0.1, 0.3, 0.5, 0.7, 0.95])
  func inverse(x: Double) {
    for curve in [
      UnitCurve.easeIn, .easeOut, .easeInOut, .linear, .circularEaseIn, .circularEaseOut,
      .circularEaseInOut,
    ] {
      let y = curve.value(at: x)
      #expect(abs(curve.inverse.value(at: y) - x) < 1e-5, "\(curve.kindName) at \(x)")
      #expect(curve.inverse.inverse == curve)
    }
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    let swapped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
    #expect(
      UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9)
      ).inverse == swapped)
  }
}
