import Engine
import Foundation
import Testing

/// Two properties animated on their own tracks.
private struct Pair {
  var x = 0.0
  var y = 0.0
}

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

@MainActor
@Suite("KeyframeTimeline samples keyframes in closed form")
struct KeyframeTimelineTests {
  @Test("linear keyframes interpolate in a straight line and hold the last value")
  func linear() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(100.0, duration: 1)
        LinearKeyframe(50.0, duration: 0.5)
      }
    }
    #expect(timeline.duration == 1.5)
    // 0 → 100 over [0, 1]: a quarter in is 25. 100 → 50 over [1, 1.5]: half way is 75.
    #expect(near(timeline.value(time: 0.25), 25))
    #expect(near(timeline.value(time: 1.25), 75))
    #expect(timeline.value(time: 2) == 50)
    #expect(timeline.value(time: -1) == 0)
    // Half the 1.5 s is 0.75 s: three quarters of 0 → 100.
    #expect(near(timeline.value(progress: 0.5), 75))
  }

  @Test("a move keyframe jumps at once")
  func move() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(10.0, duration: 1)
        MoveKeyframe(50.0)
        LinearKeyframe(70.0, duration: 1)
      }
    }
    // Before the move 0 → 10; at t = 1 the move is passed; then 50 → 70.
    #expect(near(timeline.value(time: 0.5), 5))
    #expect(timeline.value(time: 1) == 50)
    #expect(near(timeline.value(time: 1.5), 60))
  }

  @Test("adjacent cubic keyframes follow a Catmull-Rom spline, at rest at the track's ends")
  func catmullRom() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        CubicKeyframe(10.0, duration: 1)
        CubicKeyframe(30.0, duration: 1)
        CubicKeyframe(30.0, duration: 1)
      }
    }
    // Points 0, 10, 30, 30 at t = 0, 1, 2, 3. Velocities: 0 at the start, Catmull-Rom
    // (30 − 0)/2 = 15 at t = 1 and (30 − 10)/2 = 10 at t = 2, 0 at the end. At the middle
    // of a segment the Hermite basis is h00 = h01 = 1/2, h10 = 1/8, h11 = −1/8 (d = 1):
    //   [0, 1]:  0/2 + 0/8 + 10/2 − 15/8 = 3.125
    //   [1, 2]: 10/2 + 15/8 + 30/2 − 10/8 = 20.625
    //   [2, 3]: 30/2 + 10/8 + 30/2 − 0/8 = 31.25
    #expect(near(timeline.value(time: 0.5), 3.125))
    #expect(near(timeline.value(time: 1.5), 20.625))
    #expect(near(timeline.value(time: 2.5), 31.25))
    #expect(timeline.value(time: 1) == 10)
  }

  @Test("a cubic keyframe's given velocities shape its segment")
  func cubicVelocities() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack { CubicKeyframe(10.0, duration: 2, startVelocity: 5, endVelocity: 0) }
    }
    // d = 2, u = 1/2: 0·h00 + 5·2·h10 + 10·h01 + 0 = 10/8 + 10/2 = 6.25.
    #expect(near(timeline.value(time: 1), 6.25))
  }

  @Test("a spring keyframe moves as the spring released from the previous value")
  func spring() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack { SpringKeyframe(100.0, duration: 0.5, spring: spring) }
    }
    // Critically damped, ω = 2π/0.5 = 4π, from rest at displacement −100:
    // x(t) = −100·(1 + ωt)·e^(−ωt). At t = 0.25, ωt = π.
    let expected = 100 - 100 * (1 + Double.pi) * exp(-Double.pi)
    #expect(near(timeline.value(time: 0.25), expected, 1e-9))
  }

  @Test("a spring keyframe after a linear one starts with its velocity")
  func springCarriesVelocity() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(10.0, duration: 1)
        SpringKeyframe(10.0, duration: 1, spring: spring)
      }
    }
    // The line ends at 10 moving 10/s. A critically damped spring from displacement 0 at
    // velocity 10: x(τ) = 10·τ·e^(−4πτ); at τ = 0.1, 1·e^(−0.4π).
    #expect(near(timeline.value(time: 1.1), 10 + exp(-0.4 * Double.pi), 1e-9))
  }

  @Test("each track animates its own property on its own timeline")
  func tracks() {
    let timeline = KeyframeTimeline(initialValue: Pair()) {
      KeyframeTrack(\Pair.x) { LinearKeyframe(10.0, duration: 1) }
      KeyframeTrack(\Pair.y) { LinearKeyframe(20.0, duration: 2) }
    }
    #expect(timeline.duration == 2)
    // x has reached 10 and holds; y is three quarters of the way to 20.
    let v = timeline.value(time: 1.5)
    #expect(v.x == 10)
    #expect(near(v.y, 15))
  }

  @Test("a negative or non-finite duration takes no time")
  func badDurations() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(10.0, duration: -1)
        LinearKeyframe(20.0, duration: .nan)
        LinearKeyframe(30.0, duration: 1)
      }
    }
    #expect(timeline.duration == 1)
    #expect(near(timeline.value(time: 0.5), 25))
  }
}
