import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct PagedStrip: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { i in
          Color.blue.frame(width: 300, height: 50).id(i)
        }
      }
    }
    .scrollTargetBehavior(.paging)
  }
}

@MainActor
private struct FreeColumn: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<50, id: \.self) { i in
          Text("row \(i)").font(.system(size: 20)).frame(height: 40)
        }
      }
    }
    .contentMargins(.vertical, 10)
  }
}

@MainActor
@Suite("Scroll target behaviours and free scrolling")
struct ScrollBehaviorTests {
  @Test(".paging rests on multiples of the scroll view's width")
  func paging() throws {
    var clock = HostClock(PagedStrip(), width: 400, height: 300)
    clock.host.pointerDown(CGPoint(x: 350, y: 150), at: 0.1)
    for k in 1...30 {
      clock.run(until: 0.1 + Double(k) / 60)
      clock.host.pointerMoved(CGPoint(x: 350 - Double(k) * 8, y: 150), at: clock.now)
    }
    clock.host.pointerUp(CGPoint(x: 110, y: 150), at: clock.now)
    clock.run(until: 2)
    #expect(clock.offset == 400)
  }

  @Test("without a behaviour a flick coasts with UIScrollView's deceleration, inside the content")
  func freeScrolling() throws {
    var clock = HostClock(FreeColumn(), width: 400, height: 300)
    let scroll = try #require(clock.host.dump().first("ScrollView"))
    #expect(scroll.rect.height == 300)
    // The first row's frame sits below the 10 pt content margin.
    #expect(clock.host.dump().first("frame").map { Double($0.rect.minY) } == 10)
    clock.host.pointerDown(CGPoint(x: 200, y: 250), at: 0.1)
    for k in 1...3 {
      clock.run(until: 0.1 + Double(k) / 60)
      clock.host.pointerMoved(CGPoint(x: 200, y: 250 - Double(k) * 20), at: clock.now)
    }
    clock.host.pointerUp(CGPoint(x: 200, y: 190), at: clock.now)
    clock.run(until: 5)
    let offset = try #require(clock.host.dump().first("ScrollView")?.contentOffset?[1])
    // Tracking began after the first 20-pt move, so the release is at offset 40, at
    // 1200 pt/s (60 pt in 50 ms). The velocity decays by 0.998 per ms: the coast is
    // 1200/(−1000·ln 0.998) ≈ 599.4 pt, over by ln(2·1200/k)/k ≈ 3.5 s, k = −1000·ln 0.998.
    // Content is 50·40 + 20 = 2020 tall in a 300 pt view, so 639.4 is inside 0...1720.
    let k = -1000 * log(0.998)
    #expect(abs(offset - (40 + 1200 / k)) <= 0.5, "shown snapped to a whole pixel")
    #expect(offset == offset.rounded(), "rests on a whole point")
    #expect(!clock.host.isAnimating)
  }
}
