import Foundation
import Testing

@testable import Engine

/// Horizontal wheel scrolling (docs/CONTRACT.md §3.3, Keys and wheel): direct scrolling, then a snap to
/// the nearest page 150 ms after the last wheel event. 400-pt viewport, stride 358.
struct CarouselWheelTests {
  typealias M = CarouselMath
  let s = M.stride(400)

  /// Wheels three times, `delta` points each, three frames apart, starting at 1 s; returns the
  /// time of the last wheel event.
  func wheelThrice(_ d: inout CarouselDriver, delta: Double) -> Double {
    d.run(until: 1)
    for i in 0..<3 {
      if i > 0 { for _ in 0..<3 { d.tick() } }
      d.wheel(delta)
    }
    return d.now
  }

  // Issue 17: smooth (trackpad) scrolling follows the fingers, then comes to rest with its
  // velocity, as a drag's release does (docs/CONTRACT.md §3.3 said: the nearest page, at rest).
  @Test(
    "smooth scrolling follows directly, then 150 ms after its last event rests where its velocity projects",
    arguments: [(60.0, 1), (56, 1), (20, 1), (-20, 0)])
  func snapsAfterLastEvent(delta: Double, expectedPage: Int) {
    var d = CarouselDriver()
    d.go(toPage: 0)
    let last = wheelThrice(&d, delta: delta)
    let scrolled = max(3 * delta, 0)  // rewind mode stops at page 0
    #expect(abs(d.offset - scrolled) < 1e-9)
    // Three events over 0.1 s: the scrolling velocity at the last one.
    let v = delta > 0 ? 2 * delta / 0.1 : 0
    // The first frame at or after last + 150 ms is when the snap starts.
    var snapFrame = d.frame + 1
    while Double(snapFrame) / 60 < last + 0.15 { snapFrame += 1 }
    while d.frame < snapFrame - 1 {
      d.tick()
      #expect(abs(d.offset - scrolled) < 1e-9, "still waiting at \(d.now)")
      #expect(d.carousel.currentAnimation == nil)
    }
    d.tick()
    #expect(d.carousel.currentAnimation != nil || scrolled == 0)
    let snapAt = d.now
    #expect(snapAt - last >= 0.15 - 1e-12 && snapAt - last < 0.15 + 1 / 60)
    #expect(d.advances.map(\.source) == (expectedPage == 0 ? [] : [.wheel]))
    let target = Double(expectedPage) * s
    d.tick()
    // The snap is a spring that starts with the scrolling velocity.
    let want = target + M.spring.state(x0: scrolled - target, v0: v, t: d.now - snapAt).x
    #expect(abs(d.offset - want) < 1e-6)
    d.settle()
    #expect(d.carousel.page == expectedPage)
    #expect(d.offset == target)
  }

  @Test("a single small smooth step, then nothing, snaps back to the nearest page")
  func slowSmoothStepSnapsBack() {
    var d = CarouselDriver()
    d.go(toPage: 2)
    d.run(until: 1)
    d.wheel(30)
    d.settle()
    #expect(d.carousel.page == 2)
    #expect(d.offset == 2 * s)
  }

  @Test("each slow wheel notch moves exactly one page; a quick burst moves one")
  func notches() {
    var d = CarouselDriver()
    d.go(toPage: 0)
    // Fifteen notches 0.3 s apart: a page each, clamped at the last page.
    for k in 0..<15 {
      d.run(until: 1 + Double(k) * 0.3)
      d.carousel.wheelNotch(forward: true, now: d.now)
    }
    d.settle()
    #expect(d.carousel.page == 9)
    // A burst of five notches 50 ms apart, backwards: one page.
    for k in 0..<5 {
      d.run(until: d.now + 0.05)
      d.carousel.wheelNotch(forward: false, now: d.now)
      _ = k
    }
    d.settle()
    #expect(d.carousel.page == 8)
    // And back the other way right away is a new gesture.
    d.carousel.wheelNotch(forward: true, now: d.now)
    d.settle()
    #expect(d.carousel.page == 9)
  }

  @Test("each wheel event restarts the 150-ms wait")
  func eachEventRestartsWait() {
    var d = CarouselDriver()
    d.run(until: 1)
    for _ in 0..<20 {
      d.wheel(5)
      for _ in 0..<8 { d.tick() }  // 133 ms apart, always under 150 ms
    }
    #expect(d.carousel.currentAnimation == nil)
    #expect(abs(d.offset - 100) < 1e-9)
  }

  @Test("wheeling in rewind mode never scrolls past the last page")
  func clampsAtEnd() {
    var d = CarouselDriver()
    d.go(toPage: 9)
    d.tick()
    d.wheel(500)
    #expect(d.offset == 9 * s)
  }

  @Test("a wheel gesture pauses autoplay until a full interval after it settles")
  func pausesAutoplay() {
    var d = CarouselDriver(autoplay: true)
    d.run(until: 2.5)
    d.wheel(200)
    d.tick()
    let settled = d.settle()
    #expect(d.advances.map(\.source) == [.wheel])
    d.run(until: settled + 3.5)
    #expect(d.advances.map(\.source) == [.wheel, .autoplay])
    #expect(abs(d.advances[1].time - (settled + 3)) < 1e-9)
  }
}
