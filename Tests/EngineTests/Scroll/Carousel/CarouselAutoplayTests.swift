import Foundation
import Testing

@testable import Engine

/// Autoplay (docs/CONTRACT.md §3.3): a fixed 3-s grid, pauses for interaction and hiding, rewind or loop
/// after the last page, reduced motion, and the Space switch. 400-pt viewport, stride 358.
struct CarouselAutoplayTests {
  typealias M = CarouselMath
  let s = M.stride(400)

  func pairs(_ d: CarouselDriver) -> [[Int]] { d.advances.map { [$0.from, $0.to] } }

  @Test("untouched, advances start exactly at 3, 6 and 9 s")
  func fixedGrid() {
    var d = CarouselDriver(autoplay: true)
    d.run(until: 3 - 1 / 60)
    #expect(d.offset == 0)
    #expect(d.advances.isEmpty)
    d.run(until: 3 + 1 / 60)
    // The spring started at exactly 3 s from page 0 at rest.
    #expect(abs(d.offset - (s + M.spring.state(x0: -s, v0: 0, t: d.now - 3).x)) < 1e-6)
    // From rest a 358-pt move takes about 0.94 s to fall under 1 pt/s.
    d.run(until: 9.99)
    #expect(d.advances.map(\.time) == [3, 6, 9])
    #expect(pairs(d) == [[0, 1], [1, 2], [2, 3]])
    #expect(d.advances.allSatisfy { $0.source == .autoplay })
    #expect(d.settles.map(\.page) == [1, 2, 3], "each advance settles before the next")
    #expect(d.carousel.timeToNextAdvance.map { abs($0 - (12 - d.now)) < 1e-9 } == true)
  }

  @Test("no advance during a drag held for 10 s; the next comes a full interval after settling")
  func heldDragPauses() {
    var d = CarouselDriver(autoplay: true)
    d.run(until: 1)
    d.down(300)
    d.tick()
    d.move(290)
    d.tick()
    d.move(250)
    d.run(until: 11)
    #expect(d.advances.isEmpty)
    #expect(d.offset == 40)
    d.up(250)
    let settled = d.settle()
    #expect(d.offset == 0)
    d.run(until: settled + 3.5)
    #expect(d.advances.count == 1)
    #expect(abs((d.advances.first?.time ?? 0) - (settled + 3)) < 1e-9)
    #expect(d.advances.first?.source == .autoplay)
  }

  @Test("after a key the next advance is a full interval after settling, not on the old grid")
  func keyPausesUntilSettled() {
    var d = CarouselDriver(autoplay: true)
    d.run(until: 2)
    d.key(.next)
    let settled = d.settle()
    #expect(settled > 2.5 && settled < 3, "the default spring settles in about 0.8 s")
    d.run(until: settled + 3.5)
    #expect(d.advances.map(\.source) == [.key, .autoplay])
    #expect(abs(d.advances[1].time - (settled + 3)) < 1e-9)
    #expect(pairs(d) == [[0, 1], [1, 2]])
    let notices = d.log.compactMap { e -> Bool? in
      if case .autoplay(let running, .interaction) = e.event { return running }
      return nil
    }
    #expect(notices == [false, true])
  }

  @Test("in rewind mode the last page animates back to page 0")
  func rewindAfterLastPage() {
    var d = CarouselDriver(pages: 3, autoplay: true)
    d.run(until: 9)
    #expect(pairs(d) == [[0, 1], [1, 2], [2, 0]])
    var last = 2 * s
    for _ in 0..<30 {
      d.tick()
      let want = M.spring.state(x0: 2 * s, v0: 0, t: d.now - 9).x
      #expect(abs(d.offset - want) < 1e-6)
      #expect(d.offset < last, "moves back over the pages")
      last = d.offset
    }
    d.settle()
    #expect(d.offset == 0)
  }

  @Test("in loop mode the last page advances forward to page 0 via virtual page n")
  func loopAfterLastPage() {
    var d = CarouselDriver(pages: 3, autoplay: true, wrap: .loop)
    d.run(until: 9)
    #expect(pairs(d) == [[0, 1], [1, 2], [2, 0]])
    var last = 2 * s
    for _ in 0..<30 {
      d.tick()
      let want = 3 * s + M.spring.state(x0: -s, v0: 0, t: d.now - 9).x
      #expect(abs(d.offset - want) < 1e-6)
      #expect(d.offset > last && d.offset < 3 * s, "forward into virtual page 3")
      last = d.offset
    }
    d.settle()
    #expect(d.offset == 0, "renormalised to page 0 once at rest")
    #expect(d.carousel.page == 0)
    d.run(until: 12 + 1 / 60)
    #expect(pairs(d).last == [0, 1])
    #expect(d.offset > 0 && d.offset < s)
  }

  @Test("a two-page loop keeps a peek on both sides and always moves forward")
  func twoPageLoop() {
    var d = CarouselDriver(pages: 2, autoplay: true, wrap: .loop)
    let wrapped = { (d: CarouselDriver) in
      d.carousel.geometry.visibleRange(offset: d.offset).map { ScrollPhysics.wrap($0, 2) }
    }
    #expect(wrapped(d) == [1, 0, 1])
    d.run(until: 5)
    #expect(wrapped(d) == [0, 1, 0])
    d.run(until: 6)
    for _ in 0..<30 {
      d.tick()
      #expect(d.offset > s && d.offset < 2 * s)
      #expect(Set(wrapped(d)) == [0, 1])
    }
    d.settle()
    #expect(d.offset == 0)
    #expect(wrapped(d) == [1, 0, 1])
    #expect(pairs(d) == [[0, 1], [1, 0]])
  }

  @Test("hiding pauses autoplay; shown again, the next advance is a full interval later")
  func hiddenPauses() {
    var d = CarouselDriver(autoplay: true)
    d.run(until: 4)
    d.carousel.setVisible(false, now: d.now)
    d.run(until: 20)
    #expect(d.advances.map(\.time) == [3])
    #expect(d.carousel.nextDeadline == nil, "a hidden, resting carousel lets the host sleep")
    d.carousel.setVisible(true, now: d.now)
    d.run(until: 24)
    #expect(d.advances.map(\.time) == [3, 23])
    let notices = d.log.compactMap { e -> TimedScrollEvent? in
      if case .autoplay = e.event { return e }
      return nil
    }
    #expect(
      notices == [
        .init(time: 4, event: .autoplay(running: false, reason: .hidden)),
        .init(time: 20, event: .autoplay(running: true, reason: .hidden)),
      ])
  }

  @Test("with reduced motion autoplay, keys and drags jump without animating")
  func reducedMotionJumps() {
    var d = CarouselDriver(autoplay: true, reducedMotion: true)
    d.run(until: 3 - 1 / 60)
    #expect(d.offset == 0)
    d.tick()
    #expect(d.offset == s)
    #expect(!d.carousel.isAnimating)
    #expect(
      d.log == [
        .init(time: 3, event: .advance(from: 0, to: 1, source: .autoplay)),
        .init(time: 3, event: .settled(page: 1)),
      ])
    d.key(.next)
    #expect(d.offset == 2 * s)
    #expect(!d.carousel.isAnimating)
    d.swipe(from: 300, step: -20, frames: 3)
    #expect(d.offset == 3 * s, "the flick lands at once")
    #expect(!d.carousel.isAnimating)
  }

  @Test("Space switches autoplay off and on; on again, the first advance is an interval later")
  func spaceToggles() {
    var d = CarouselDriver(autoplay: true)
    d.run(until: 1)
    d.carousel.setAutoplayEnabled(false, now: d.now)
    d.carousel.setAutoplayEnabled(false, now: d.now)
    d.run(until: 10)
    #expect(d.advances.isEmpty)
    d.carousel.setAutoplayEnabled(true, now: d.now)
    d.collect()
    d.run(until: 16.5)
    #expect(d.advances.map(\.time) == [13, 16])
    let notices = d.log.compactMap { e -> TimedScrollEvent? in
      if case .autoplay = e.event { return e }
      return nil
    }
    #expect(
      notices == [
        .init(time: 1, event: .autoplay(running: false, reason: .user)),
        .init(time: 10, event: .autoplay(running: true, reason: .user)),
      ])
  }

  /// The one advance a stall leaves is stamped when it happens (7.5 s, the first update after
  /// the stall), not at the grid time 3 s nobody saw, and it animates from there: at 7.5 s
  /// the carousel is still at rest on page 0. The grid goes on: the next is at 9 s.
  @Test("a stalled host does not replay the advances it missed, and stamps the one it makes now")
  func stalledHost() {
    var d = CarouselDriver(autoplay: true)
    d.carousel.update(now: 7.5)
    d.collect()
    #expect(d.advances.map(\.time) == [7.5])
    #expect(d.offset == 0)
    d.run(until: 9.1)
    #expect(d.advances.map(\.time) == [7.5, 9])
  }
}
