import Foundation
import Testing

@testable import Engine

/// Keys, writing the page, and resizing (docs/CONTRACT.md §3.3) on a 400-pt viewport, stride 358.
struct CarouselTests {
  typealias M = CarouselMath
  let s = M.stride(400)

  @Test("a new carousel rests on page 0 at offset 0")
  func initialState() {
    let d = CarouselDriver()
    #expect(d.carousel.page == 0)
    #expect(d.offset == 0)
    #expect(!d.carousel.isAnimating)
    #expect(d.carousel.pageCount == 10)
  }

  @Test("→ animates one page on with the default spring")
  func nextKeyAnimates() {
    var d = CarouselDriver()
    d.run(until: 1)
    d.key(.next)
    #expect(d.advances.map { [$0.from, $0.to] } == [[0, 1]])
    #expect(d.advances.first?.source == .key)
    #expect(d.carousel.page == 1, "the page reads where the carousel is heading")
    d.run(until: 1.1)
    #expect(abs(d.offset - (s + M.spring.state(x0: -s, v0: 0, t: d.now - 1).x)) < 1e-6)
    d.settle()
    #expect(d.offset == s)
  }

  @Test("← → Home End move between pages and stop at the ends in rewind mode")
  func keysInRewindMode() {
    var d = CarouselDriver()
    var pages: [Int] = []
    for key in [
      ScrollPhysics.Key.previous, .next, .next, .last, .next, .previous, .first, .previous,
    ] {
      d.tick()
      d.key(key)
      d.settle()
      pages.append(d.carousel.page)
      #expect(d.offset == Double(d.carousel.page) * s)
    }
    #expect(pages == [0, 1, 2, 9, 9, 8, 0, 0])
    #expect(d.advances.map { [$0.from, $0.to] } == [[0, 1], [1, 2], [2, 9], [9, 8], [8, 0]])
  }

  @Test("← on page 0 in loop mode goes back to the last page through virtual page −1")
  func previousKeyWrapsInLoopMode() {
    var d = CarouselDriver(wrap: .loop)
    d.tick()
    d.key(.previous)
    #expect(d.advances.map { [$0.from, $0.to] } == [[0, 9]])
    d.tick()
    #expect(d.offset < 0 && d.offset > -s, "moves one page back, not nine forward")
    d.settle()
    #expect(d.carousel.page == 9)
    #expect(d.offset == 9 * s)
  }

  @Test("a second key mid-flight retargets the spring with its velocity")
  func retargetKeepsVelocity() {
    var d = CarouselDriver()
    d.run(until: 1)
    d.key(.next)
    d.run(until: 1.1)
    let t = d.now - 1
    let first = M.spring.state(x0: -s, v0: 0, t: t)
    #expect(abs(d.offset - (s + first.x)) < 1e-6)
    d.key(.next)
    #expect(abs(d.offset - (s + first.x)) < 1e-6, "no jump at the retarget instant")
    let retargetAt = d.now
    for _ in 0..<5 {
      d.tick()
      let want = M.spring.state(x0: s + first.x - 2 * s, v0: first.v, t: d.now - retargetAt)
      #expect(abs(d.offset - (2 * s + want.x)) < 1e-6)
    }
    d.settle()
    #expect(d.offset == 2 * s)
  }

  @Test("writing the page animates there and clamps to the pages", arguments: [4, 9, 42, -3])
  func setPageAnimates(page: Int) {
    var d = CarouselDriver()
    d.run(until: 1)
    d.carousel.setPage(page, now: d.now)
    d.collect()
    let target = min(max(page, 0), 9)
    #expect(d.carousel.page == target)
    #expect(d.advances.map(\.source) == (target == 0 ? [] : [.api]))
    d.run(until: 1.1)
    let want = Double(target) * s + M.spring.state(x0: -Double(target) * s, v0: 0, t: 0.1).x
    #expect(abs(d.offset - want) < 1e-6)
    #expect(d.carousel.isAnimating == (target != 0))
    d.settle()
    #expect(d.offset == Double(target) * s)
  }

  static let widths: [CGFloat] = [60, 320, 375.5, 400, 1024, 2560]

  @Test("resizing at rest keeps the page at its new resting offset", arguments: widths)
  func resizeAtRest(width: CGFloat) {
    var d = CarouselDriver()
    d.go(toPage: 3)
    d.carousel.setViewportLength(width, now: d.now)
    #expect(d.carousel.page == 3)
    #expect(d.offset == 3 * (Double(width) - 42))
    #expect(!d.carousel.isAnimating)
  }

  // Issue 13 (and 17): a resize retargets a running animation instead of ending it in one
  // frame; the content continues from where it was, scaled to the new stride.
  @Test("resizing mid-animation retargets it to the page at the new width", arguments: widths)
  func resizeDuringAnimation(width: CGFloat) {
    var d = CarouselDriver()
    d.run(until: 1)
    d.key(.next)
    d.run(until: 1.1)
    let before = d.offset
    let scale = (Double(width) - 42) / s
    d.carousel.setViewportLength(width, now: d.now)
    d.collect()
    #expect(abs(d.offset - before * scale) < 1e-6, "no jump: the same fraction of a page")
    #expect(d.carousel.isAnimating)
    #expect(d.settles.isEmpty)
    _ = d.settle()
    #expect(d.carousel.page == 1)
    #expect(d.offset == Double(width) - 42)
    #expect(d.settles.map(\.page) == [1])
    d.run(until: 3)
    #expect(abs(d.offset - (Double(width) - 42)) < 1e-9, "no drift afterwards")
  }

  @Test("resizing mid-animation past the last page in loop mode still lands on page 0")
  func resizeDuringLoopWrap() {
    var d = CarouselDriver(wrap: .loop)
    d.go(toPage: 9)
    d.key(.next)
    d.tick()
    d.carousel.setViewportLength(700, now: d.now)
    _ = d.settle()
    #expect(d.carousel.page == 0)
    #expect(d.offset == 0)
  }

  @Test("resizing during a drag keeps the page", arguments: widths)
  func resizeDuringDrag(width: CGFloat) {
    var d = CarouselDriver()
    d.go(toPage: 2)
    d.tick()
    d.down(200)
    d.tick()
    d.move(190)
    d.tick()
    d.move(150)
    #expect(d.offset == 2 * s + 40)
    d.carousel.setViewportLength(width, now: d.now)
    // The drag keeps its place within the page: 40/358 of a page past page 2.
    let relative = (2 * s + 40) / s
    #expect(abs(d.offset / (Double(width) - 42) - relative) < 1e-9)
    for _ in 0..<10 { d.tick() }
    d.up(150)
    d.settle()
    #expect(d.carousel.page == 2)
    #expect(d.offset == 2 * (Double(width) - 42))
  }

  @Test("after a resize mid-drag the content stays under a pointer that has not moved")
  func noJumpAfterResizeDuringDrag() {
    var d = CarouselDriver()
    d.go(toPage: 2)
    d.tick()
    d.down(200)
    d.tick()
    d.move(190)
    d.tick()
    d.move(150)
    d.carousel.setViewportLength(800, now: d.now)
    let afterResize = d.offset
    d.tick()
    d.move(150)
    #expect(abs(d.offset - afterResize) < 1e-9)
    // And it still follows the pointer 1:1 from there.
    d.tick()
    d.move(100)
    #expect(abs(d.offset - (afterResize + 50)) < 1e-9)
  }

  @Test("resizing while pressed inside the slop keeps the exact resting offset", arguments: widths)
  func resizeDuringPress(width: CGFloat) {
    var d = CarouselDriver()
    d.go(toPage: 7)
    d.tick()
    d.down(200)
    d.tick()
    d.move(197)
    d.carousel.setViewportLength(width, now: d.now)
    #expect(d.offset == 7 * (Double(width) - 42))
    d.tick()
    d.up(197)
    #expect(d.carousel.page == 7)
    #expect(d.offset == 7 * (Double(width) - 42))
    #expect(!d.carousel.isAnimating)
  }
}
