import Engine
import Fixtures
import Foundation
import Testing

/// The seeds' carousel on a manual clock: geometry, paging, scroll position, timers.
@MainActor
@Suite("ScrollView carousel behaves as iOS 17")
struct ScrollViewTests {
  @Test(
    "pages are the window less 50, 8 apart, the current one resting at x = 25",
    arguments: [false, true], [900.0, 600, 375])
  func geometry(lazy: Bool, width: Double) throws {
    let probe = PositionProbe()
    let clock = HostClock(SeedCarousel(lazy: lazy, probe: probe), width: width)
    let pages = clock.pages()
    let p0 = try #require(pages[0])
    let p1 = try #require(pages[1])
    #expect(Double(p0.width) == width - 50)
    #expect(Double(p0.minX) == 25)
    #expect(Double(p1.minX) == Double(p0.maxX) + 8)
    #expect(Double(p0.height) == 60)
    // The scroll view is as tall as its content and centred in the window.
    #expect(Double(p0.midY) == 360)
  }

  @Test("a lazy stack builds only the pages near view; an eager one builds them all")
  func lazyBuildsFew() throws {
    let lazy = HostClock(SeedCarousel(pages: 10_000, lazy: true, probe: PositionProbe()))
    #expect(lazy.pages().count <= 3)
    let eager = HostClock(SeedCarousel(pages: 10, lazy: false, probe: PositionProbe()))
    #expect(eager.pages().count == 10)
    // Same geometry for what both built.
    #expect(lazy.pages()[1] == eager.pages()[1])
  }

  @Test("writing the position inside withAnimation scrolls there with the default spring")
  func positionWriteAnimates() throws {
    for lazy in [false, true] {
      let probe = PositionProbe()
      var clock = HostClock(SeedCarousel(lazy: lazy, probe: probe))
      clock.run(until: 1)
      withAnimation { probe.position?.wrappedValue = 3 }
      clock.run(until: 1.2)
      let mid = clock.offset
      #expect(mid > 0 && mid < 3 * 858, "moving, not jumped (lazy \(lazy))")
      clock.run(until: 3)
      #expect(clock.offset == 3 * 858)
      #expect(clock.pages()[3].map { Double($0.minX) } == 25)
    }
  }

  @Test("writing the position outside withAnimation jumps")
  func positionWriteJumps() throws {
    let probe = PositionProbe()
    var clock = HostClock(SeedCarousel(lazy: true, probe: probe))
    probe.position?.wrappedValue = 7
    clock.run(until: 1.0 / 60)
    #expect(clock.offset == 7 * 858)
    #expect(clock.pages()[7].map { Double($0.minX) } == 25)
  }

  @Test(
    "a drag of more than half a page, or a flick, moves exactly one page and updates the binding")
  func dragMovesOnePage() throws {
    for lazy in [false, true] {
      let probe = PositionProbe()
      var clock = HostClock(SeedCarousel(lazy: lazy, probe: probe))
      // Slow drag past half a page (500 pt of 858) over a second.
      clock.host.pointerDown(CGPoint(x: 800, y: 360), at: 0.5)
      for k in 1...60 {
        clock.run(until: 0.5 + Double(k) / 60)
        clock.host.pointerMoved(CGPoint(x: 800 - Double(k) * 500 / 60, y: 360), at: clock.now)
      }
      clock.run(until: 2)
      clock.host.pointerUp(CGPoint(x: 300, y: 360), at: 2)
      clock.run(until: 4)
      #expect(probe.position?.wrappedValue == 1, "lazy \(lazy)")
      #expect(clock.offset == 858)
      // A hard flick of 300 pt in 50 ms: still one page.
      clock.host.pointerDown(CGPoint(x: 700, y: 360), at: 4.5)
      for k in 1...3 {
        clock.run(until: 4.5 + Double(k) / 60)
        clock.host.pointerMoved(CGPoint(x: 700 - Double(k) * 100, y: 360), at: clock.now)
      }
      clock.host.pointerUp(CGPoint(x: 400, y: 360), at: clock.now)
      clock.run(until: 7)
      #expect(probe.position?.wrappedValue == 2)
      #expect(clock.offset == 2 * 858)
    }
  }

  @Test("the timer advances every 3 s and wraps 9 → 0", arguments: [false, true])
  func timerAdvancesAndWraps(lazy: Bool) throws {
    let probe = PositionProbe()
    var clock = HostClock(SeedCarousel(lazy: lazy, timerMode: .default, probe: probe))
    clock.run(until: 31)
    #expect(clock.timerFires == (1...10).map { Double($0) * 3 })
    #expect(clock.advances.map(\.to) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
    // Each fire's advance starts in the frame that delivers it.
    for (advance, fire) in zip(clock.advances.map(\.time), clock.timerFires) {
      #expect(advance >= fire && advance < fire + 1.0 / 60 + 1e-9)
    }
    clock.run(until: 32.5)
    #expect(probe.position?.wrappedValue == 0)
    #expect(clock.offset == 0)
  }

  @Test(
    "a finger held across two ticks holds a .default timer until it lifts, then one fire; .common fires regardless",
    arguments: [RunLoop.Mode.default, .common])
  func heldFingerHoldsDefaultTimers(mode: RunLoop.Mode) throws {
    let probe = PositionProbe()
    var clock = HostClock(SeedCarousel(lazy: true, timerMode: mode, probe: probe))
    clock.run(until: 2.5)
    clock.host.pointerDown(CGPoint(x: 450, y: 360), at: 2.5)
    clock.run(until: 2.6)
    clock.host.pointerMoved(CGPoint(x: 430, y: 360), at: 2.6)
    clock.run(until: 5)
    // Held 100 pt off its page: the release springs back, settling after 8.2 s.
    clock.host.pointerMoved(CGPoint(x: 330, y: 360), at: 5)
    clock.run(until: 8.2)
    clock.host.pointerUp(CGPoint(x: 330, y: 360), at: 8.2)
    clock.run(until: 12.5)
    if mode == .default {
      let fires = clock.timerFires
      try #require(fires.count == 2, "\(fires)")
      // The fires at 3, 6 and 9 (during the settle) collapse into one once the release
      // has settled; then the grid goes on at 12.
      #expect(fires[0] > 8.2 && fires[0] < 9.5, "\(fires)")
      #expect(fires[1] == 12)
      #expect(clock.advances.filter { $0.time < 8.2 && $0.to != 0 }.isEmpty)
      #expect(clock.advances.map(\.to) == [1, 2])
    } else {
      #expect(clock.timerFires == [3, 6, 9, 12])
    }
  }

  @Test("a resize mid-animation retargets to the same page at the new width without a jump")
  func resizeRetargets() throws {
    let probe = PositionProbe()
    var clock = HostClock(SeedCarousel(lazy: true, probe: probe))
    withAnimation { probe.position?.wrappedValue = 2 }
    clock.run(until: 0.15)
    let before = clock.offset
    clock.host.size = CGSize(width: 700, height: 720)
    clock.host.update(now: clock.now)
    let after = clock.offset
    // The same fraction of the way: the offset scales with the page stride (658 vs 858),
    // give or take the pixel snapping of both.
    #expect(abs(after - before * 658 / 858) <= 1)
    #expect(clock.host.isAnimating)
    clock.run(until: 3)
    #expect(clock.offset == 2 * 658)
    #expect(clock.pages()[2].map { Double($0.minX) } == 25)
  }

  @Test("wheel and arrow keys move the scroll view under the pointer")
  func wheelAndKeys() throws {
    let probe = PositionProbe()
    var clock = HostClock(SeedCarousel(lazy: false, probe: probe))
    clock.host.key(.next, at: 0.1)
    clock.run(until: 2)
    #expect(probe.position?.wrappedValue == 1)
    clock.host.key(.last, at: 2)
    clock.run(until: 4)
    #expect(probe.position?.wrappedValue == 9)
    clock.host.pointerMoved(CGPoint(x: 450, y: 360), at: 4)
    for k in 0..<12 { clock.host.wheel(dx: 1, dy: 0, shift: false, at: 4 + Double(k) * 0.05) }
    clock.run(until: 6)
    #expect(probe.position?.wrappedValue == 9, "clamped at the last page")
    for k in 0..<12 { clock.host.wheel(dx: -1, dy: 0, shift: false, at: 6 + Double(k) * 0.05) }
    clock.run(until: 8)
    #expect(probe.position?.wrappedValue == 8)
  }

  @Test("a vertical wheel over a horizontal scroll view turns its pages, one per notch")
  func verticalWheelPagesHorizontally() throws {
    let probe = PositionProbe()
    var clock = HostClock(SeedCarousel(lazy: false, probe: probe))
    clock.host.pointerMoved(CGPoint(x: 450, y: 360), at: 0.5)
    // Three notches toward the user (dy −1, SDL's "scroll down"), a second apart: three
    // pages forward, as Shift+wheel or a horizontal wheel would.
    for k in 1...3 { clock.host.wheel(dx: 0, dy: -1, shift: false, at: Double(k)) }
    clock.run(until: 5)
    #expect(probe.position?.wrappedValue == 3)
    // One notch away from the user: one page back.
    clock.host.wheel(dx: 0, dy: 1, shift: false, at: 5)
    clock.run(until: 7)
    #expect(probe.position?.wrappedValue == 2)
    #expect(clock.offset == 2 * 858, "resting on page 2 (pages 850 + 8 apart)")
  }

  @Test("a vertical scroll view holding a horizontal one keeps the vertical wheel")
  func verticalKeepsVerticalWheel() throws {
    var clock = HostClock(NestedScrolls())
    clock.host.pointerMoved(CGPoint(x: 450, y: 100), at: 0.5)
    clock.host.wheel(dx: 0, dy: -1, shift: false, at: 1)
    clock.run(until: 3)
    let scrolls = clock.host.dump().all.filter { $0.type == "ScrollView" }
    try #require(scrolls.count == 2)
    #expect(scrolls[0].contentOffset?[1] ?? 0 > 0, "the outer, vertical one scrolled down")
    #expect(scrolls[1].contentOffset?[0] == 0, "the inner, horizontal one did not move")
    // A horizontal wheel still goes to the horizontal one under the pointer.
    clock.host.wheel(dx: 1, dy: 0, shift: false, at: 3)
    clock.run(until: 5)
    #expect(clock.host.dump().all.filter { $0.type == "ScrollView" }[1].contentOffset?[0] ?? 0 > 0)
  }

  @Test("a lazy stack scrolled to new elements builds them without evaluating the built ones again")
  func lazyScrollKeepsBuiltElements() throws {
    let built = BuiltPages()
    var clock = HostClock(LazyPages(built: built))
    let first = built.bodies
    #expect(!first.isEmpty && first.allSatisfy { $0.value == 1 }, "\(first)")
    for k in 1...6 {
      clock.host.key(.next, at: clock.now)
      clock.run(until: Double(k) * 1.5)
    }
    // Every page the stack built since had its body evaluated once, when it was first built:
    // scrolling moved the built range six times, and each move kept the pages built before.
    #expect(built.bodies.count > first.count)
    #expect(built.bodies.allSatisfy { $0.value == 1 }, "\(built.bodies)")
    #expect(clock.host.graph.bodyEvaluations == built.bodies.count + 1)
  }
}

/// Which pages' bodies ran, and how often.
@MainActor
private final class BuiltPages {
  var bodies: [Int: Int] = [:]
}

/// A paging lazy stack of pages with a closure (a view SwiftUI cannot compare, so any update
/// of a built page would evaluate its body again).
private struct LazyPages: View {
  let built: BuiltPages

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack {
        ForEach(0..<40, id: \.self) { i in
          CountingPage(index: i, built: built, onTap: {})
            .containerRelativeFrame(.horizontal)
            .frame(height: 60)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
  }
}

private struct CountingPage: View {
  let index: Int
  let built: BuiltPages
  let onTap: @MainActor () -> Void

  var body: some View {
    built.bodies[index, default: 0] += 1
    return Color.blue.onTapGesture(perform: onTap)
  }
}

/// A tall vertical scroll view whose first row is a horizontal one of wide pages.
@MainActor
private struct NestedScrolls: View {
  var body: some View {
    ScrollView(.vertical) {
      VStack(spacing: 0) {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<5, id: \.self) { _ in Color.orange.frame(width: 900, height: 200) }
          }
        }
        Color.blue.frame(height: 2000)
      }
    }
  }
}
