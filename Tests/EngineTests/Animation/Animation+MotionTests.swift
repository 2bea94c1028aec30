import Foundation
import Testing

@testable import Engine

/// Timing curves with durations and the modifiers `delay`, `speed`, `repeatCount` and
/// `repeatForever`, each against its closed form: a curve over duration d moves
/// from + Δ·curve(t/d); `delay(s)` holds `from` for s seconds; `speed(k)` runs at k·t;
/// repeats play the motion again every period, backwards every other time when
/// autoreversing (Apple's documentation of each member).
struct AnimationMotionTests {
  typealias Ref = AnimationReference

  /// The value of `animation` from 100 to 300 started at time 10, `t` seconds in.
  func value(_ animation: Animation, _ t: Double) -> Double {
    AnimatedValue(from: 100, to: 300, start: 10, animation: animation).value(at: 10 + t)
  }

  func settled(_ animation: Animation, _ t: Double) -> Bool {
    AnimatedValue(from: 100, to: 300, start: 10, animation: animation).isSettled(at: 10 + t)
  }

  @Test(
    "the curves with a duration follow their Bézier over that duration",
    arguments: [0.0, 0.3, 0.9, 1.5, 1.99])
  func curvesWithDuration(t: Double) {
    let cases: [(Animation, (Double, Double, Double, Double))] = [
      (.easeIn(duration: 2), (0.42, 0, 1, 1)), (.easeOut(duration: 2), (0, 0, 0.58, 1)),
      (.easeInOut(duration: 2), (0.42, 0, 0.58, 1)),
      (.timingCurve(0.1, 0.6, 0.3, 0.9, duration: 2), (0.1, 0.6, 0.3, 0.9)),
    ]
    for (animation, p) in cases {
      let want = 100 + 200 * Ref.bezier(p.0, p.1, p.2, p.3, at: t / 2)
      #expect(abs(value(animation, t) - want) < 1e-4, "\(animation.summary) at \(t)")
      #expect(!settled(animation, t))
    }
    #expect(abs(value(.linear(duration: 2), t) - (100 + 100 * t)) < 1e-9)
    #expect(settled(.easeIn(duration: 2), 2) && value(.easeIn(duration: 2), 2) == 300)
  }

  @Test("timingCurve(_:_:_:_:) lasts 0.35 s unless told")
  func timingCurveDefault() {
    #expect(Animation.timingCurve(0.2, 0, 0.8, 1) == .timingCurve(0.2, 0, 0.8, 1, duration: 0.35))
    #expect(Animation.easeIn == .easeIn(duration: 0.35))
  }

  @Test("delay holds the start value, then runs the motion late")
  func delayHolds() {
    let a = Animation.linear(duration: 1).delay(0.5)
    #expect(value(a, 0) == 100 && value(a, 0.25) == 100 && value(a, 0.5) == 100)
    #expect(abs(value(a, 0.75) - 150) < 1e-9)
    #expect(!settled(a, 1.4) && settled(a, 1.5))
    // A delayed spring: the spring's closed form, 0.2 s late.
    let spring = Animation.spring(duration: 0.4, bounce: 0.3).delay(0.2)
    let ref = Ref.Spring(response: 0.4, zeta: 0.7)
    #expect(value(spring, 0.1) == 100)
    for t in [0.25, 0.4, 0.6] {
      #expect(abs(value(spring, t) - (300 + ref.state(x0: -200, v0: 0, t: t - 0.2).x)) < 1e-6)
    }
  }

  @Test("speed scales time: twice as fast ends in half the time")
  func speedScales() {
    let a = Animation.linear(duration: 1).speed(2)
    #expect(abs(value(a, 0.25) - 200) < 1e-9)
    #expect(settled(a, 0.5))
    let slow = Animation.easeInOut(duration: 1).speed(0.5)
    #expect(abs(value(slow, 1) - (100 + 200 * Ref.bezier(0.42, 0, 0.58, 1, at: 0.5))) < 1e-4)
    let spring = Animation.spring(duration: 0.5, bounce: 0.2).speed(3)
    let ref = Ref.Spring(response: 0.5, zeta: 0.8)
    for t in [0.02, 0.05, 0.1] {
      let want = ref.state(x0: -200, v0: 0, t: 3 * t)
      let v = AnimatedValue(from: 100, to: 300, start: 10, animation: spring)
      #expect(abs(v.value(at: 10 + t) - (300 + want.x)) < 1e-6)
      #expect(abs(v.velocity(at: 10 + t) - 3 * want.v) < 1e-4, "the chain rule: ×3")
    }
  }

  @Test("modifiers apply in order: a delay before a speed is sped up too")
  func modifierOrder() {
    // delay(1).speed(2): the whole delayed motion runs twice as fast, so it starts at 0.5.
    let a = Animation.linear(duration: 1).delay(1).speed(2)
    #expect(value(a, 0.45) == 100)
    #expect(abs(value(a, 0.75) - 200) < 1e-9)
    // speed(2).delay(1): a full second's wait, then the half-second motion.
    let b = Animation.linear(duration: 1).speed(2).delay(1)
    #expect(value(b, 0.9) == 100)
    #expect(abs(value(b, 1.25) - 200) < 1e-9)
  }

  @Test("repeatCount plays the motion again, backwards every other time when autoreversing")
  func repeatCount() {
    let a = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
    #expect(abs(value(a, 0.25) - 150) < 1e-9)
    #expect(abs(value(a, 1.25) - 250) < 1e-9, "second play runs backwards")
    #expect(abs(value(a, 2.25) - 150) < 1e-9)
    #expect(!settled(a, 2.9) && settled(a, 3) && value(a, 3) == 300)
    let b = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
    #expect(abs(value(b, 1.25) - 150) < 1e-9, "each play starts at the beginning")
    // After an even number of autoreversed plays the value rests on the target, as
    // SwiftUI's model value does.
    let c = Animation.linear(duration: 1).repeatCount(2)
    #expect(abs(value(c, 1.75) - 150) < 1e-9)
    #expect(value(c, 2.5) == 300 && settled(c, 2.5))
  }

  @Test("repeatForever never settles")
  func repeatForever() {
    let a = Animation.easeInOut(duration: 0.5).repeatForever()
    let ease = { (p: Double) in 100 + 200 * Ref.bezier(0.42, 0, 0.58, 1, at: p) }
    #expect(abs(value(a, 0.1) - ease(0.2)) < 1e-4)
    #expect(abs(value(a, 0.6) - ease(0.8)) < 1e-4, "second play: backwards")
    #expect(abs(value(a, 1000.1) - ease(0.2)) < 1e-4, "play 2000: forwards again")
    #expect(!settled(a, 1e6))
    let b = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    #expect(abs(value(b, 7.5) - 200) < 1e-9)
  }

  @Test("a repeating spring plays for its settling duration each time")
  func repeatingSpring() {
    let s = Spring(duration: 0.3, bounce: 0)
    let a = Animation.spring(s).repeatCount(2, autoreverses: false)
    let ref = Ref.Spring(response: 0.3, zeta: 1)
    let t = s.settlingDuration + 0.05
    #expect(abs(value(a, t) - (300 + ref.state(x0: -200, v0: 0, t: 0.05).x)) < 1e-6)
    #expect(settled(a, 2 * s.settlingDuration + 1e-6))
  }

  @Test("summaries add the modifiers")
  func summaries() {
    #expect(Animation.easeIn.delay(1).speed(2).summary == "easeIn 0.35s delay 1s speed 2")
    #expect(Animation.linear.repeatForever().summary == "linear 0.35s repeat forever autoreversing")
    #expect(Animation.linear.repeatCount(3, autoreverses: false).summary == "linear 0.35s repeat 3")
  }
}
