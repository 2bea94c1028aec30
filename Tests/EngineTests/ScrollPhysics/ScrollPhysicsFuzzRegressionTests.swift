import Foundation
import Testing

@testable import Engine

/// Inputs the carousel fuzzer (`make fuzz`, Fuzz/CarouselFuzzer.swift) found crashing or
/// hanging, each replayed in readable form so the fix stays fixed. The raw inputs are also
/// seeds in Fuzz/Seeds/CarouselFuzzer, so every fuzzing run replays them first.
@Suite("carousel fuzz regressions")
struct CarouselFuzzRegressionTests {
  /// A carousel on its own, as the fuzzer builds it.
  static func carousel(
    pages: Int, width: CGFloat, inset: CGFloat = 25, spacing: CGFloat = 8,
    autoplay: Bool = false, interval: Double = 3, animation: Animation = .default
  ) -> Carousel {
    let configuration = ScrollPhysicsConfiguration(
      pageCount: pages, inset: inset, spacing: spacing, animation: animation)
    return Carousel(
      configuration: configuration, viewportLength: width, autoplay: autoplay,
      interval: interval, now: 0)
  }

  /// Whether the carousel rests exactly on its page's resting offset.
  static func isAtRest(_ c: Carousel) -> Bool {
    !c.isAnimating && !c.isPointerDown && c.offset == c.geometry.restingOffset(ofPage: c.page)
  }

  /// Fuzz crashes 731222e5 and 04527836: a press during a drag (its release lost) restarted
  /// the drag as an untracked click, so the release left the content between pages, at rest,
  /// for ever (`preview --script` could do it with two `down` lines).
  @Test("a second press during a drag still snaps to a page on release")
  func secondPressDuringDrag() {
    var c = Self.carousel(pages: 10, width: 900)
    c.pointerDown(at: 700, now: 0.5)
    c.pointerMoved(to: 690, now: 0.6)
    c.pointerMoved(to: 400, now: 0.65)
    c.pointerDown(at: 400, now: 0.7)
    #expect(c.isDragging, "the second press carries on tracking")
    c.pointerUp(at: 400, now: 0.8)
    #expect(c.isAnimating, "the release snaps")
    c.update(now: 5)
    #expect(Self.isAtRest(c), "offset \(c.offset) on page \(c.page)")
  }

  @Test("the fuzzer's sequence: rubber band, key, two presses, release, all at odd times")
  func fuzzSequence731222e5() {
    var c = Self.carousel(
      pages: 1, width: 640, inset: 0, spacing: 1, autoplay: true, interval: 1.38)
    c.pointerDown(at: 0, now: 0)
    for k in 1...8 { c.pointerMoved(to: 220 * Double(k) / 8, now: Double(k) / 60) }
    c.pointerUp(at: 220, now: 9.0 / 60)
    c.key(.previous, now: -0.5)
    c.pointerDown(at: -4097, now: -1.0 / 60)
    c.pointerDown(at: -20224, now: -0.5)
    c.wheel(delta: -512, now: -1)
    c.pointerUp(at: 0, now: -1.5)
    c.update(now: 60)
    #expect(Self.isAtRest(c), "offset \(c.offset)")
  }

  /// Fuzz timeout b7853593: autoplay skipped missed grid points one interval at a time, so a
  /// long stall (or a host passing an epoch-based clock) hung in a loop, and for ever once the
  /// interval was below the precision of the time.
  @Test(
    "autoplay after a long stall returns at once, next advance on the grid",
    arguments: [1e4, 1e9, 1.7e9, 1e300])
  func longStall(_ stall: Double) throws {
    var c = Self.carousel(pages: 5, width: 400, autoplay: true, interval: 0.1)
    c.update(now: stall)
    let next = try #require(c.autoplay.nextAdvance)
    #expect(next > stall)
    if stall < 1e12 {
      #expect(next - stall <= 0.1 + 1e-6)
      let steps = (next / 0.1).rounded()
      #expect(abs(next - steps * 0.1) <= max(1e-6, stall * 1e-15), "on the 0.1 s grid")
    }
    #expect(c.page == 1, "one advance for the whole stall")
  }

  /// Fuzz crash 7d08c798: a hair before easeIn's end the curve's dx fell below the threshold
  /// while dy did not, and the slope came out as `greatestFiniteMagnitude`, an infinite
  /// velocity once scaled by the distance.
  @Test("easeIn keeps a finite slope up to its very end")
  func easeInSlopeAtTheEnd() {
    for k in 0...2000 {
      let p = 1 - Double(k) * 1e-15
      let slope = UnitCurve.easeIn.velocity(at: p)
      #expect(slope.isFinite && slope >= 0 && slope < 2, "p = \(p): slope \(slope)")
    }
  }

  @Test("the fuzzer's sequence: two flicks into a one-page easeIn carousel, then a key")
  func fuzzSequence7d08c798() {
    var c = Self.carousel(pages: 1, width: 64, inset: 2, spacing: 2, animation: .easeIn)
    for (start, x) in [(1000.0, 14786.0), (1100.0, -15678.0)] {
      c.pointerDown(at: 0, now: start)
      for k in 1...8 { c.pointerMoved(to: x * Double(k) / 8, now: start + Double(k) / 60) }
      c.pointerUp(at: x, now: start + 9.0 / 60)
    }
    c.key(.previous, now: 1100.5)
    #expect(c.offset.isFinite && c.velocity.isFinite, "velocity \(c.velocity)")
    c.update(now: 1101)
    #expect(Self.isAtRest(c))
  }
}
