import Foundation
import Testing

@testable import Engine

/// Pointer velocity from the last ~100 ms of samples, at explicit times.
struct VelocityTrackerTests {
  @Test("a pointer at constant speed reads that speed", arguments: [-3000, -60, 1, 250, 1200.0])
  func constantSpeed(speed: Double) {
    var tracker = VelocityTracker()
    for i in 0...30 {
      let t = 2 + Double(i) / 60
      tracker.add(position: 300 + speed * (t - 2), at: t)
    }
    let v = tracker.velocity(at: 2.5)
    #expect(abs(v - speed) < 1e-9 * max(1, abs(speed)))
  }

  @Test("only the last 100 ms count")
  func window() {
    var tracker = VelocityTracker()
    // 0.5 s at 100 pt/s, then 0.2 s at 900 pt/s.
    var x = 0.0
    for i in 0...30 {
      tracker.add(position: x, at: Double(i) / 60)
      if i < 30 { x += 100.0 / 60 }
    }
    for i in 31...42 {
      x += 900.0 / 60
      tracker.add(position: x, at: Double(i) / 60)
    }
    #expect(abs(tracker.velocity(at: 42.0 / 60) - 900) < 1e-6)
  }

  @Test("a pointer that rested for the whole window reads zero")
  func restedPointer() {
    var tracker = VelocityTracker()
    for i in 0...10 { tracker.add(position: Double(i) * 20, at: Double(i) / 60) }
    tracker.add(position: 200, at: 10.0 / 60 + 0.15)
    #expect(tracker.velocity(at: 10.0 / 60 + 0.15) == 0)
  }

  @Test("a single sample or no sample reads zero")
  func tooFewSamples() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: 0) == 0)
    tracker.add(position: 10, at: 1)
    #expect(tracker.velocity(at: 1) == 0)
  }
}
