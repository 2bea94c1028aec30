import Foundation
import Testing

@testable import Engine

/// Free scrolling, on the physics alone: a drag moves the content exactly as far as the
/// pointer, and a release coasts with UIScrollView's normal deceleration, 0.998 per ms.
///
/// Expected positions come from the closed form written here with `pow` (velocity × 0.998
/// for each millisecond: `v(s) = v₀·0.998^(1000·s)`, so the distance after s seconds is
/// `v₀·(0.998^(1000·s) − 1)/(1000·ln 0.998)` and the whole coast `−v₀/(1000·ln 0.998)`).
@Suite("free scrolling: exact drags, UIScrollView's deceleration")
struct DecelerationTests {
  static let r = 0.998

  /// Distance coasted `s` seconds after a release at `v` pt/s.
  static func coasted(_ v: Double, after s: Double) -> Double {
    v * (pow(r, 1000 * s) - 1) / (1000 * log(r))
  }

  /// A free scroll over `length` points of offset, on a 300-pt viewport.
  static func free(length: CGFloat) -> ScrollPhysics {
    ScrollPhysics(configuration: .free(scrollableLength: length), viewportLength: 300)
  }

  /// Times are multiples of 1/64 s, exact in binary, so the 100 ms velocity window
  /// holds the same samples however the arithmetic rounds.
  static let tick = 1.0 / 64

  /// Presses at 0, moves −10 pt each tick for `moves` ticks (640 pt/s, content forward),
  /// releases one tick later at the next step. Returns the release time.
  static func flick(_ p: inout ScrollPhysics, moves: Int) -> Double {
    p.pointerDown(at: 0, now: 0)
    for k in 1...moves { p.pointerMoved(to: -10 * Double(k), now: Double(k) * tick) }
    let t = Double(moves + 1) * tick
    p.pointerUp(at: -10 * Double(moves + 1), now: t)
    return t
  }

  @Test("once tracking, every point the pointer travels moves the content one point")
  func dragIsExact() {
    var p = Self.free(length: 5000)
    p.pointerDown(at: 500, now: 0)
    // 7 pt passes the 6-pt slop: tracking starts there, without a jump.
    p.pointerMoved(to: 493, now: 0.1)
    #expect(p.offset == 0)
    for (k, travel) in [1.0, 37.5, 123.25, 400].enumerated() {
      p.pointerMoved(to: 493 - travel, now: 0.2 + Double(k) * 0.1)
      #expect(p.offset == travel)
    }
    // Back the other way: the content follows back.
    p.pointerMoved(to: 493 - 250, now: 0.7)
    #expect(p.offset == 250)
    // Held still for more than the 100-ms velocity window, then released: it stays.
    p.pointerUp(at: 493 - 250, now: 1.0)
    #expect(p.offset == 250)
    #expect(!p.isAnimating)
    #expect(p.page == 0, "free scrolling has no pages")
  }

  @Test(
    "a release coasts along the closed form and rests on its limit", arguments: [0.05, 0.25, 1.0])
  func coastFollowsTheClosedForm(after s: Double) {
    var p = Self.free(length: 10_000)
    let release = Self.flick(&p, moves: 7)
    // Released at offset 70: the first move (−10) began tracking, the release is at −80.
    #expect(p.offset == 70)
    // Velocity: the samples inside the 100-ms window, 2/64 s … 8/64 s, 10 pt per 1/64 s.
    let v = 640.0
    p.update(now: release + s)
    let expected = 70 + Self.coasted(v, after: s)
    #expect(abs(p.offset - expected) < 1e-9 * expected)
    #expect(abs(p.velocity - v * pow(Self.r, 1000 * s)) < 1e-9 * v)
    // At rest once less than half a point remains: on the limit 70 + 640/(−1000·ln r).
    p.update(now: release + 30)
    #expect(!p.isAnimating)
    #expect(abs(p.offset - (70 - v / (1000 * log(Self.r)))) < 1e-9 * p.offset)
  }

  @Test("the coast ends when half a point is left: after ln(2·v/k)/k seconds")
  func coastEndsOnTime() {
    var p = Self.free(length: 10_000)
    let release = Self.flick(&p, moves: 7)
    // Left to go at s: v·e^(−k·s)/k < 0.5 ⇔ s > ln(2v/k)/k, with k = −1000·ln 0.998.
    let k = -1000 * log(Self.r)
    let end = log(2 * 640 / k) / k
    p.update(now: release + end - 0.01)
    #expect(p.isAnimating)
    p.update(now: release + end + 0.01)
    #expect(!p.isAnimating)
  }

  @Test("a coast that reaches the end springs back onto it and rests there")
  func coastBouncesOffTheEnd() {
    var p = Self.free(length: 100)
    let release = Self.flick(&p, moves: 7)
    // From 70 at 640 pt/s it would coast ≈ 320 pt: it reaches 100 when the distance
    // coasted is 30, at s = ln(1 − 30·k/640)/(−k) — about 47 ms.
    let k = -1000 * log(Self.r)
    let hit = -log(1 - 30 * k / 640) / k
    p.update(now: release + hit / 2)
    #expect(p.offset < 100)
    var highest = 0.0
    for f in 1...240 {
      p.update(now: release + hit + Double(f) / 120)
      highest = max(highest, p.offset)
    }
    #expect(highest > 100, "it overshoots the end before coming back")
    #expect(!p.isAnimating)
    #expect(p.offset == 100)
  }

  @Test("a release past the end, with no velocity, springs back to the end")
  func releasePastTheEnd() {
    var p = Self.free(length: 100)
    p.pointerDown(at: 500, now: 0)
    p.pointerMoved(to: 490, now: 0.05)
    p.pointerMoved(to: 340, now: 0.1)
    // 150 pt of travel from offset 0: 100 inside, then 50 past the end rubber-banded.
    #expect(p.offset > 100 && p.offset < 150)
    p.pointerUp(at: 340, now: 0.5)
    p.update(now: 5)
    #expect(p.offset == 100)
    #expect(!p.isAnimating)
  }

  @Test("the wheel scrolls freely by its delta and stops with it")
  func wheelScrollsFreely() {
    var p = Self.free(length: 1000)
    p.wheel(delta: 40, now: 0)
    p.wheel(delta: 40, now: 0.02)
    #expect(p.offset == 80)
    p.update(now: 1)
    #expect(p.offset == 80, "no projection to a page: a free scroll has none")
    #expect(!p.isAnimating)
  }

  @Test("a longer content keeps the offset; a shorter one clamps it")
  func contentLengthChanges() {
    var p = Self.free(length: 1000)
    p.wheel(delta: 600, now: 0)
    p.update(now: 1)
    p.setGeometry(
      viewportLength: 300, inset: 0, spacing: 0, pageLength: nil, scrollableLength: 2000, now: 2)
    #expect(p.offset == 600)
    p.setGeometry(
      viewportLength: 300, inset: 0, spacing: 0, pageLength: nil, scrollableLength: 250, now: 3)
    #expect(p.offset == 250)
  }

  @Test("content shrinking under a coast springs the offset back onto the new end")
  func contentShrinksMidCoast() {
    var p = Self.free(length: 10_000)
    let release = Self.flick(&p, moves: 7)
    p.update(now: release + 0.5)
    // Half a second in, it has coasted 640·(1 − 0.998^500)/(−1000·ln 0.998) ≈ 202 pt from
    // 70: at about 272, past 150.
    #expect(p.offset > 150)
    p.setGeometry(
      viewportLength: 300, inset: 0, spacing: 0, pageLength: nil, scrollableLength: 150,
      now: release + 0.5)
    p.update(now: release + 5)
    #expect(p.offset == 150)
    #expect(!p.isAnimating)
  }
}
