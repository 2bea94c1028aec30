import Foundation
import Testing

@testable import Engine

/// SwiftUI's spring animations against the closed-form spring, with the parameter mappings
/// of Apple's documentation (developer.apple.com/documentation/swiftui/animation):
/// `spring(duration:bounce:)` is response = duration, damping fraction 1 − bounce (1/(1 +
/// bounce) below 0); smooth/snappy/bouncy add `extraBounce` to bounce 0, 0.15 and 0.3;
/// `spring(response:dampingFraction:)` defaults to 0.5 and 0.825.
struct AnimationSpringsTests {
  typealias Ref = AnimationReference

  static let times: [Double] = [0, 0.05, 0.1, 0.25, 0.4, 0.7]

  /// A persistent spring from 100 to 400 at rest follows x = 400 + x(t) with x(0) = −300.
  func expectSpring(_ animation: Animation, response: Double, zeta: Double) {
    let value = AnimatedValue(from: 100, to: 400, start: 2, animation: animation)
    let ref = Ref.Spring(response: response, zeta: zeta)
    for t in Self.times {
      let want = ref.state(x0: -300, v0: 0, t: t)
      if abs(want.x) < AnimatedValue.settleDistance && abs(want.v) < AnimatedValue.settleSpeed {
        // Within half a point and slower than a point a second the spring is at rest.
        #expect(value.value(at: 2 + t) == 400 && value.isSettled(at: 2 + t))
        continue
      }
      #expect(abs(value.value(at: 2 + t) - (400 + want.x)) < 1e-6, "\(animation.summary) at \(t)")
      #expect(abs(value.velocity(at: 2 + t) - want.v) < 1e-5, "\(animation.summary) at \(t)")
    }
  }

  @Test("spring(duration:bounce:) is response = duration, damping fraction 1 − bounce")
  func durationBounce() {
    expectSpring(.spring(duration: 0.8, bounce: 0.2), response: 0.8, zeta: 0.8)
    expectSpring(.spring(duration: 0.3, bounce: 0.5), response: 0.3, zeta: 0.5)
    // `.spring()` and `.spring` are spring(duration: 0.5, bounce: 0): critically damped.
    expectSpring(.spring(), response: 0.5, zeta: 1)
    expectSpring(.spring, response: 0.5, zeta: 1)
  }

  @Test("spring(response:dampingFraction:) with SwiftUI's defaults 0.5 and 0.825")
  func responseDamping() {
    expectSpring(.spring(response: 0.3, dampingFraction: 0.6), response: 0.3, zeta: 0.6)
    expectSpring(.spring(response: 0.4), response: 0.4, zeta: 0.825)
    expectSpring(.spring(Spring(response: 0.45, dampingFraction: 0.7)), response: 0.45, zeta: 0.7)
  }

  @Test("smooth, snappy and bouncy add extraBounce to 0, 0.15 and 0.3")
  func namedWithArguments() {
    expectSpring(.smooth, response: 0.5, zeta: 1)
    expectSpring(.snappy, response: 0.5, zeta: 0.85)
    expectSpring(.bouncy, response: 0.5, zeta: 0.7)
    expectSpring(.smooth(duration: 0.7, extraBounce: 0.1), response: 0.7, zeta: 0.9)
    expectSpring(.snappy(duration: 0.3), response: 0.3, zeta: 0.85)
    expectSpring(.bouncy(extraBounce: 0.1), response: 0.5, zeta: 0.6)
  }

  /// interpolatingSpring(mass:stiffness:damping:): ω = √(k/m), ζ = c / (2√(k·m)), so the
  /// response is 2π/ω; progress is 1 + x(t) with x(0) = −1 and x′(0) = initialVelocity.
  @Test(
    "interpolatingSpring(mass:stiffness:damping:initialVelocity:) interpolates 0 → 1",
    arguments: [(1.0, 170.0, 15.0, 0.0), (2, 300, 20, 0), (1, 100, 8, 3)])
  func interpolatingMassStiffness(spring: (Double, Double, Double, Double)) {
    let (m, k, c, v0) = spring
    let animation = Animation.interpolatingSpring(
      mass: m, stiffness: k, damping: c, initialVelocity: v0)
    let value = AnimatedValue(from: 100, to: 400, start: 0, animation: animation)
    let ref = Ref.Spring(
      response: 2 * .pi * (m / k).squareRoot(), zeta: c / (2 * (k * m).squareRoot()))
    for t in Self.times {
      let want = ref.state(x0: -1, v0: v0, t: t)
      #expect(abs(value.value(at: t) - (100 + 300 * (1 + want.x))) < 1e-6, "t = \(t)")
      #expect(abs(value.velocity(at: t) - 300 * want.v) < 1e-4, "t = \(t)")
    }
  }

  @Test("interpolatingSpring(duration:bounce:) and the default interpolating spring")
  func interpolatingDurationBounce() {
    let value = AnimatedValue(
      from: 0, to: 50, start: 0, animation: .interpolatingSpring(duration: 0.6, bounce: 0.25))
    let ref = Ref.Spring(response: 0.6, zeta: 0.75)
    for t in Self.times {
      #expect(abs(value.value(at: t) - 50 * (1 + ref.state(x0: -1, v0: 0, t: t).x)) < 1e-6)
    }
    #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
  }

  @Test("blending from a spring of the same response is the plain spring")
  func blendOfEqualSprings() {
    // Blending from a spring of the same response changes nothing: the integrator must agree
    // with the closed form.
    let s = Spring(response: 0.5, dampingFraction: 0.7)
    for t in [0.05, 0.2, 0.4, 0.9] {
      let blended = s.blended(from: s, over: 0.3, displacement: -200, velocity: 50, time: t)
      let plain = s.state(displacement: -200, velocity: 50, time: t)
      #expect(abs(blended.displacement - plain.displacement) < 1e-6)
      #expect(abs(blended.velocity - plain.velocity) < 1e-4)
    }
  }

  @Test("a spring with a blend duration takes over continuously, then settles on its target")
  func blendIsContinuous() {
    var value = AnimatedValue(from: 0, to: 300, start: 0, animation: .spring(response: 0.8))
    let before = (value.value(at: 0.2), value.velocity(at: 0.2))
    value.retarget(
      to: 600, at: 0.2,
      animation: .spring(response: 0.2, dampingFraction: 1, blendDuration: 0.3))
    #expect(abs(value.value(at: 0.2) - before.0) < 1e-9)
    #expect(abs(value.velocity(at: 0.2) - before.1) < 1e-9)
    #expect(abs(value.value(at: 0.2 + 1.0 / 240) - before.0) < abs(before.1) / 60)
    #expect(value.isSettled(at: 5) && value.value(at: 5) == 600)
  }

  @Test("a spring's settling duration: the unit displacement stays within 0.001 after it")
  func settlingDuration() {
    // Critically damped: (1 + ωt)e^(−ωt) = 0.001 at ωt ≈ 9.2334 (bisected by hand).
    let critical = Spring(response: 0.5, dampingFraction: 1)
    #expect(abs(critical.settlingDuration - 9.2334 / (2 * .pi / 0.5)) < 1e-3)
    // Under-damped: envelope e^(−ζωt)/√(1 − ζ²) = 0.001.
    let bouncy = Spring(response: 0.5, dampingFraction: 0.7)
    let w = 2 * Double.pi / 0.5
    #expect(abs(bouncy.settlingDuration - log(1000 / (1 - 0.49).squareRoot()) / (0.7 * w)) < 1e-9)
    #expect(Spring(response: 0.5, dampingFraction: 0).settlingDuration == .infinity)
  }
}
