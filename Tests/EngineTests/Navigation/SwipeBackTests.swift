import Engine
import Fixtures
import Foundation
import Testing

@MainActor
@Suite("Swipe back")
struct SwipeBackTests {
  /// A stack with screen 1 pushed over the root and settled, in the 400 pt wide window.
  private func pushed() -> (ViewHost, PathModel) {
    let model = PathModel()
    let h = navigationHost(BoundStack(model: model))
    model.path = [1]
    h.update(now: 0.1)
    h.update(now: 0.1 + NavigationStackTests.settle)
    return (h, model)
  }

  /// Presses at x = 5 (inside the 20 pt edge), 150 pt down, and moves to each x in turn,
  /// 0.1 s apart from `t`.
  private func drag(_ h: ViewHost, through xs: [CGFloat], at t: Double) {
    h.handle(.pointerDown(CGPoint(x: 5, y: 150)), at: t)
    for (i, x) in xs.enumerated() {
      h.handle(.pointerMove(CGPoint(x: x, y: 150)), at: t + 0.1 * Double(i + 1))
    }
  }

  @Test("the screen follows the finger and the one under it moves at the 0.3 parallax")
  func follows() throws {
    let (h, _) = pushed()
    drag(h, through: [105], at: 2)
    h.update(now: 2.1)
    // Held 100 pt right of its place: the label centred at 200 is at 300.
    let top = try #require(h.dump().text("screen 1 count 0"))
    #expect(top.rect.midX == 300)
    // The root under it is −(400 − 100) × 0.3 = −90 pt from its place: 200 − 90 = 110.
    let under = try #require(h.dump().text("root"))
    #expect(abs(under.rect.midX - 110) < 0.01)
    #expect(!h.isAnimating, "a held screen asks for no frames")
  }

  @Test("released short of half the width and slowly, it springs back")
  func springsBack() {
    let (h, model) = pushed()
    // 150 pt, then held still for 0.2 s (past the tracker's 0.1 s window: no velocity).
    drag(h, through: [155, 155, 155], at: 2)
    h.handle(.pointerUp(CGPoint(x: 155, y: 150)), at: 2.3)
    h.update(now: 2.3 + NavigationStackTests.settle)
    #expect(model.path == [1])
    #expect(h.shows("screen 1 count 0"))
    #expect(!h.shows("root"), "the screen under it is no longer drawn")
    #expect(!h.isAnimating)
  }

  @Test("released past half the width, it pops")
  func popsPastHalf() {
    let (h, model) = pushed()
    // 250 pt > 400 / 2, held still.
    drag(h, through: [255, 255, 255], at: 2)
    h.handle(.pointerUp(CGPoint(x: 255, y: 150)), at: 2.3)
    #expect(model.path == [])
    h.update(now: 2.3 + NavigationStackTests.settle)
    #expect(h.shows("root"))
    #expect(!h.shows("screen 1 count 0"))
    #expect(!h.isAnimating)
  }

  @Test("a flick pops from short of half the width")
  func flickPops() throws {
    let (h, model) = pushed()
    // 40 pt every 0.02 s is 2000 pt/s: 85 + 2000 × 0.499 ≈ 1083 pt projected, past 200.
    h.handle(.pointerDown(CGPoint(x: 5, y: 150)), at: 2)
    h.handle(.pointerMove(CGPoint(x: 45, y: 150)), at: 2.02)
    h.handle(.pointerMove(CGPoint(x: 85, y: 150)), at: 2.04)
    h.handle(.pointerUp(CGPoint(x: 85, y: 150)), at: 2.04)
    #expect(model.path == [])
    // It goes on from 80 pt toward the trailing edge, never jumping back to 0.
    h.update(now: 2.06)
    let leaving = try #require(h.dump().text("screen 1 count 0"))
    #expect(leaving.rect.midX > 280)
  }

  @Test("a press away from the leading edge does not swipe")
  func onlyFromTheEdge() throws {
    let (h, model) = pushed()
    h.handle(.pointerDown(CGPoint(x: 30, y: 150)), at: 2)
    h.handle(.pointerMove(CGPoint(x: 330, y: 150)), at: 2.1)
    h.handle(.pointerUp(CGPoint(x: 330, y: 150)), at: 2.2)
    h.update(now: 2.2 + NavigationStackTests.settle)
    #expect(model.path == [1])
    let top = try #require(h.dump().text("screen 1 count 0"))
    #expect(top.rect.midX == 200)
  }
}
