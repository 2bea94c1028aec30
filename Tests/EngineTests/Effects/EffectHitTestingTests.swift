import Engine
import Fixtures
import Foundation
import Testing

/// Taps on transformed, masked and shaped views, in a 400×300 window.
@MainActor
@Suite("Hit testing follows transforms and content shapes")
struct EffectHitTestingTests {
  @MainActor final class Taps {
    var count = 0
  }

  /// Whether a tap at `p` reaches `view`'s tap action.
  private func hits(_ p: CGPoint, _ make: (Taps) -> some View) -> Bool {
    let taps = Taps()
    let host = ViewHost(
      root: make(taps), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    host.handle(.pointerDown(p), at: 1)
    host.handle(.pointerUp(p), at: 1.05)
    return taps.count == 1
  }

  @Test("a circle content shape: the centre hits, the frame's corner misses")
  func circleContentShape() {
    // A 100×100 circle centred in 400×300: frame (150, 100)…(250, 200). The point (155,
    // 105) is in the frame, but 63.6 from the centre, beyond the radius 50.
    func view(_ t: Taps) -> some View {
      Color.teal.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture {
        t.count += 1
      }
    }
    #expect(hits(CGPoint(x: 200, y: 150), view))
    #expect(!hits(CGPoint(x: 155, y: 105), view))
    // Just inside the circle's edge on the horizontal: 152 is 48 from the centre.
    #expect(hits(CGPoint(x: 152, y: 150), view))
  }

  @Test("a quarter-turned bar is hit where it is drawn, not where it was laid out")
  func rotatedBar() {
    // A 200×20 bar centred at (200, 150) turned 90°: drawn over x 190…210, y 50…250.
    func view(_ t: Taps) -> some View {
      Color.red.frame(width: 200, height: 20).rotationEffect(.degrees(90)).onTapGesture {
        t.count += 1
      }
    }
    #expect(hits(CGPoint(x: 200, y: 60), view))
    #expect(!hits(CGPoint(x: 120, y: 150), view))
  }

  @Test("a scaled view is hit at its scaled frame")
  func scaledFrame() {
    // 100×100 centred: (150, 100)…(250, 200); at half scale (175, 125)…(225, 175); at
    // twice (100, 50)…(300, 250).
    func half(_ t: Taps) -> some View {
      Color.red.frame(width: 100, height: 100).scaleEffect(0.5).onTapGesture { t.count += 1 }
    }
    func double(_ t: Taps) -> some View {
      Color.red.frame(width: 100, height: 100).scaleEffect(2).onTapGesture { t.count += 1 }
    }
    #expect(hits(CGPoint(x: 200, y: 150), half))
    #expect(!hits(CGPoint(x: 160, y: 110), half))
    #expect(hits(CGPoint(x: 110, y: 60), double))
  }

  @Test("a mask does not narrow hit testing, and the mask view takes no taps")
  func maskHits() {
    // The mask is a 20×20 square in the middle of the 100×100 frame; SwiftUI hit-tests a
    // masked view at its frame, so the frame's corner region still hits.
    func view(_ t: Taps) -> some View {
      Color.red.frame(width: 100, height: 100).mask {
        Color.black.frame(width: 20, height: 20)
      }
      .onTapGesture { t.count += 1 }
    }
    #expect(hits(CGPoint(x: 160, y: 110), view))
    let maskTaps = Taps()
    let host = ViewHost(
      root: Color.red.frame(width: 100, height: 100).mask {
        Color.black.onTapGesture { maskTaps.count += 1 }
      }, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    host.handle(.pointerDown(CGPoint(x: 200, y: 150)), at: 1)
    host.handle(.pointerUp(CGPoint(x: 200, y: 150)), at: 1.05)
    #expect(maskTaps.count == 0)
  }
}
