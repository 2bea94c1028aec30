import Engine
import Fixtures
import Foundation
import Testing

/// `offset` animates: a change in an animated transaction moves the drawing from the old
/// offset to the new one along the animation's curve.
@MainActor
@Suite("An offset animates")
struct OffsetAnimationTests {
  @Test("x 0 → 100 on a linear second: 25 a quarter through, 50 half way")
  func midValues() throws {
    let (host, _) = toggled { on in
      Color.red.frame(width: 100, height: 20).offset(x: on ? 100 : 0, y: on ? -40 : 0)
    }
    // The 100 × 20 bar is centred in 400 × 300: at rest (150, 140). Linear from t = 1:
    // a quarter through it has moved 25 right and 10 up, half way 50 and 20.
    host.update(now: 1.25)
    let quarter = try #require(redFills(host).first)
    #expect(abs(quarter.0.minX - 175) < 1e-6 && abs(quarter.0.minY - 130) < 1e-6)
    host.update(now: 1.5)
    let half = try #require(redFills(host).first)
    #expect(abs(half.0.minX - 200) < 1e-6 && abs(half.0.minY - 120) < 1e-6)
    host.update(now: 2.01)
    let end = try #require(redFills(host).first)
    #expect(end.0 == CGRect(x: 250, y: 100, width: 100, height: 20))
  }
}
