import Foundation
import Testing

@testable import Engine

/// docs/CONTRACT.md §3.3's springs: SwiftUI's parameter mapping and the damped motion it implies.
struct SpringTests {
  typealias Ref = AnimationReference

  @Test(
    "response and damping fraction map to stiffness (2π/T)² and damping 4πζ/T",
    arguments: [0.2, 0.5, 0.55, 1, 2], [0, 0.3, 0.85, 1, 1.5])
  func stiffnessAndDampingMapping(response: Double, zeta: Double) {
    let s = Spring(response: response, dampingFraction: zeta)
    let k = (2 * Double.pi / response) * (2 * Double.pi / response)
    #expect(Ref.close(s.stiffness, k))
    #expect(Ref.close(s.damping, 4 * Double.pi * zeta / response))
    // Mass 1: critical damping is 2√k, so the damping fraction is c / (2√k).
    #expect(Ref.close(s.damping / (2 * s.stiffness.squareRoot()), zeta))
  }

  @Test(
    "duration and bounce map to response = duration and ζ = 1 − bounce",
    arguments: [0.25, 0.5, 1], [0, 0.15, 0.3, 0.5, 0.9])
  func durationAndBounceMapping(duration: Double, bounce: Double) {
    let s = Spring(duration: duration, bounce: bounce)
    #expect(Ref.close(s.response, duration))
    #expect(Ref.close(s.dampingFraction, 1 - bounce))
    #expect(Ref.close(s.duration, duration))
    #expect(Ref.close(s.bounce, bounce))
  }

  @Test("the default animation is a critically damped spring of response 0.55")
  func defaultSpring() {
    guard case .spring(let s, _) = Animation.default.base else {
      Issue.record("default is not a spring")
      return
    }
    #expect(s.response == 0.55)
    #expect(s.dampingFraction == 1)
  }

  @Test("smooth, snappy and bouncy last 0.5 s with bounce 0, 0.15 and 0.3")
  func namedSprings() {
    let expected: [(Animation, Double)] = [(.smooth, 1), (.snappy, 0.85), (.bouncy, 0.7)]
    for (animation, zeta) in expected {
      guard case .spring(let s, _) = animation.base else {
        Issue.record("\(animation) is not a spring")
        continue
      }
      #expect(s.response == 0.5)
      #expect(Ref.close(s.dampingFraction, zeta))
    }
  }

  /// Starting conditions (displacement, velocity) worth sampling: from rest, with and against
  /// the pull, and a flick that overshoots.
  static let starts: [(Double, Double)] = [(-358, 0), (100, 0), (55, 60), (-40, -900), (10, -3000)]
  static let times: [Double] = [0, 1.0 / 60, 0.05, 0.1, 0.2, 0.35, 0.55, 0.8, 1.5]

  @Test(
    "position and velocity follow the closed form",
    arguments: [(0.55, 1.0), (0.5, 0.85), (0.5, 0.7), (0.3, 0.2)], starts)
  func matchesClosedForm(spring: (Double, Double), start: (Double, Double)) {
    let engine = Spring(response: spring.0, dampingFraction: spring.1)
    let ref = Ref.Spring(response: spring.0, zeta: spring.1)
    for t in Self.times {
      let got = engine.state(displacement: start.0, velocity: start.1, time: t)
      let want = ref.state(x0: start.0, v0: start.1, t: t)
      #expect(abs(got.displacement - want.x) < 1e-9 * max(1, abs(start.0), abs(start.1)))
      #expect(abs(got.velocity - want.v) < 1e-8 * max(1, abs(start.0), abs(start.1)))
    }
  }

  @Test(
    "motion satisfies x″ = −k x − c x′, also when overdamped",
    arguments: [(0.55, 1.0), (0.5, 0.7), (0.4, 1.6), (1.0, 3.0)])
  func matchesIntegratedMotion(spring: (Double, Double)) {
    let engine = Spring(response: spring.0, dampingFraction: spring.1)
    let ref = Ref.Spring(response: spring.0, zeta: spring.1)
    for (x0, v0) in Self.starts {
      for t in [0.1, 0.3, 0.7] {
        let got = engine.state(displacement: x0, velocity: v0, time: t)
        let want = ref.integrated(x0: x0, v0: v0, t: t)
        #expect(abs(got.displacement - want.x) < 1e-6 * max(1, abs(x0), abs(v0)))
        #expect(abs(got.velocity - want.v) < 1e-5 * max(1, abs(x0), abs(v0)))
      }
    }
  }

  @Test("a critically damped spring from rest never overshoots; a bouncy one does")
  func overshoot() {
    let critical = Spring(response: 0.55, dampingFraction: 1)
    let bouncy = Spring(duration: 0.5, bounce: 0.3)
    var criticalCrossed = false
    var bouncyCrossed = false
    for i in 1...200 {
      let t = Double(i) / 100
      criticalCrossed =
        criticalCrossed || critical.state(displacement: -100, velocity: 0, time: t).displacement > 0
      bouncyCrossed =
        bouncyCrossed || bouncy.state(displacement: -100, velocity: 0, time: t).displacement > 0
    }
    #expect(!criticalCrossed)
    #expect(bouncyCrossed)
  }

  @Test("the undamped period equals the response")
  func periodIsResponse() {
    let s = Spring(response: 0.4, dampingFraction: 0)
    let back = s.state(displacement: 50, velocity: 0, time: 0.4)
    let half = s.state(displacement: 50, velocity: 0, time: 0.2)
    #expect(abs(back.displacement - 50) < 1e-9)
    #expect(abs(half.displacement + 50) < 1e-9)
  }
}
