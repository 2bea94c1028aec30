import Foundation
import Testing

@testable import Engine

/// The timing curves of DESIGN 3.3 against a bisected Bézier and finite differences.
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
    // easeOut leaves and easeIn arrives at 1/0.58 (the first control point's slope limit).
    #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) < 1e-6)
    #expect(abs(UnitCurve.easeIn.velocity(at: 1) - 1 / 0.58) < 1e-6)
  }
}
