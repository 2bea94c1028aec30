import Foundation
import Testing

@testable import Engine

/// A value in motion, sampled at explicit times: curves, springs, retargeting and settling.
struct AnimatedValueTests {
  typealias Ref = AnimationReference

  @Test(
    "a timing curve runs from start to target over 0.35 s along the curve",
    arguments: [
      (Animation.easeInOut, [0.42, 0, 0.58, 1]), (.easeIn, [0.42, 0, 1, 1]),
      (.easeOut, [0, 0, 0.58, 1]), (.linear, [0, 0, 1, 1]),
    ])
  func timingCurveMotion(animation: Animation, points: [Double]) {
    let a = AnimatedValue(from: 100, to: 458, start: 2, animation: animation)
    for i in 0...35 {
      let t = Double(i) / 100
      let expected =
        100 + 358 * Ref.bezier(points[0], points[1], points[2], points[3], at: t / 0.35)
      #expect(abs(a.value(at: 2 + t) - expected) < 1e-3, "at \(t)")
    }
    #expect(a.value(at: 1) == 100)
    #expect(a.value(at: 2.35) == 458)
    #expect(a.value(at: 9) == 458)
    #expect(!a.isSettled(at: 2.34))
    #expect(a.isSettled(at: 2.35))
  }

  @Test(
    "velocity is the time derivative of value",
    arguments: [Animation.easeInOut, .easeIn, .easeOut, .linear, .default, .snappy, .bouncy])
  func velocityIsDerivative(animation: Animation) {
    let a = AnimatedValue(from: 0, to: 358, start: 1, velocity: 200, animation: animation)
    // Steps of 0.1 ms: small against the motion, large against the curve solver's 1e-7.
    let h = 1e-4
    for i in 1..<30 {
      let t = 1 + Double(i) / 100
      let slope = (a.value(at: t + h) - a.value(at: t - h)) / (2 * h)
      #expect(abs(a.velocity(at: t) - slope) < 0.5 + 1e-3 * abs(slope), "at \(t)")
    }
  }

  @Test(
    "a spring follows the closed form from its start value and velocity",
    arguments: [(0.55, 1.0), (0.5, 0.85), (0.5, 0.7)])
  func springMotion(spring: (Double, Double)) {
    let animation = Animation.spring(Spring(response: spring.0, dampingFraction: spring.1))
    let a = AnimatedValue(from: 716, to: 358, start: 3, velocity: -1200, animation: animation)
    let ref = Ref.Spring(response: spring.0, zeta: spring.1)
    for i in 0..<40 {
      let t = Double(i) / 60
      let s = ref.state(x0: 358, v0: -1200, t: t)
      #expect(abs(a.value(at: 3 + t) - (358 + s.x)) < 1e-6)
      #expect(abs(a.velocity(at: 3 + t) - s.v) < 1e-6)
    }
  }

  @Test(
    "a spring settles within 0.5 pt and under 1 pt/s, then sits exactly on its target",
    arguments: [(0.55, 1.0), (0.5, 0.85), (0.5, 0.7)], [(0.0, 0.0), (0.0, 3000.0), (800, -50)])
  func settling(spring: (Double, Double), start: (Double, Double)) {
    let animation = Animation.spring(Spring(response: spring.0, dampingFraction: spring.1))
    let a = AnimatedValue(
      from: start.0, to: 358, start: 0, velocity: start.1, animation: animation)
    let ref = Ref.Spring(response: spring.0, zeta: spring.1)
    var settledAt: Double?
    for i in 0...5000 {
      let t = Double(i) / 1000
      let s = ref.state(x0: start.0 - 358, v0: start.1, t: t)
      let atRest = abs(s.x) < 0.5 && abs(s.v) < 1
      if settledAt == nil {
        #expect(a.isSettled(at: t) == atRest, "at \(t): x \(s.x) v \(s.v)")
        if atRest { settledAt = t }
      }
    }
    guard let t = settledAt else {
      Issue.record("never settled")
      return
    }
    #expect(a.value(at: t) == 358)
    #expect(a.velocity(at: t) == 0)
    #expect(t < 2, "a 0.5-s spring settles well within 2 s")
  }

  @Test(
    "retargeting a spring keeps value and velocity continuous",
    arguments: [Animation.default, .snappy, .bouncy], [0.05, 0.2, 0.4])
  func retargetKeepsVelocity(animation: Animation, after: Double) {
    var a = AnimatedValue(from: 0, to: 358, start: 1, animation: animation)
    let before = (a.value(at: 1 + after), a.velocity(at: 1 + after))
    a.retarget(to: 716, at: 1 + after)
    #expect(abs(a.value(at: 1 + after) - before.0) < 1e-9)
    #expect(abs(a.velocity(at: 1 + after) - before.1) < 1e-9)
    #expect(abs(before.1) > 20, "the spring was moving when retargeted")
    // Just after the retarget instant the motion is the spring from (value, velocity) to 716.
    guard let s = animation.persistentSpring else { return }
    let ref = Ref.Spring(response: s.response, zeta: s.dampingFraction)
    for dt in [1e-4, 1.0 / 60, 0.1, 0.3] {
      let want = ref.state(x0: before.0 - 716, v0: before.1, t: dt)
      #expect(abs(a.value(at: 1 + after + dt) - (716 + want.x)) < 1e-6)
      #expect(abs(a.velocity(at: 1 + after + dt) - want.v) < 1e-6)
    }
    #expect(a.to == 716)
  }

  @Test("retargeting a timing curve restarts it from the current value")
  func retargetTimingCurve() {
    var a = AnimatedValue(from: 0, to: 100, start: 0, animation: .linear)
    let mid = a.value(at: 0.175)
    #expect(abs(mid - 50) < 1e-6)
    a.retarget(to: 200, at: 0.175)
    #expect(a.value(at: 0.175) == mid)
    #expect(abs(a.value(at: 0.175 + 0.35 / 2) - (mid + (200 - mid) / 2)) < 1e-6)
    #expect(a.value(at: 0.175 + 0.35) == 200)
  }

  @Test("translating shifts the whole motion")
  func translate() {
    var a = AnimatedValue(from: 3580, to: 3938, start: 0, velocity: 10, animation: .default)
    let before = (0..<20).map { a.value(at: Double($0) / 30) }
    a.translate(by: -3580)
    let after = (0..<20).map { a.value(at: Double($0) / 30) }
    for (b, c) in zip(before, after) { #expect(abs(b - 3580 - c) < 1e-9) }
  }
}
