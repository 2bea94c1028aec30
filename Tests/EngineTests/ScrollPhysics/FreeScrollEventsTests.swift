import Foundation
import Testing

@testable import Engine

/// A free scroll view has no pages, so its drags and rests name content offsets: a drag's
/// begin names where the content was, its end where the content comes to rest (UIScrollView's
/// target content offset), and `settled` where it did. Paging keeps its page events.
///
/// Expected offsets come from UIScrollView's deceleration written here with `log`: a release
/// at v₀ pt/s coasts `−v₀/(1000·ln 0.998)` points in all.
@Suite("free scrolling's events name offsets, not pages")
struct FreeScrollEventsTests {
  /// Times are multiples of 1/64 s, exact in binary.
  static let tick = 1.0 / 64

  static func free(length: CGFloat) -> ScrollPhysics {
    ScrollPhysics(configuration: .free(scrollableLength: length), viewportLength: 300)
  }

  @Test("a flick: drag-begin at 0, drag-end aiming at the coast's end, settled on it")
  func flick() throws {
    var p = Self.free(length: 10_000)
    p.pointerDown(at: 0, now: 0)
    // −10 pt per tick: the first move passes the 6-pt slop and tracking starts there, with
    // the content still at 0; the release at −80 leaves it at 70.
    for k in 1...7 { p.pointerMoved(to: -10 * Double(k), now: Double(k) * Self.tick) }
    let release = 8 * Self.tick
    p.pointerUp(at: -80, now: release)
    p.update(now: release + 30)
    let events = p.drainEvents()
    try #require(events.count == 3, "\(events)")
    #expect(events[0] == .init(time: Self.tick, event: .freeDragBegin(offset: 0)))
    // 10 pt per tick over the samples in the 100-ms window: 640 pt/s; the coast ends at
    // 70 + 640/(−1000·ln 0.998).
    let end = 70 - 640 / (1000 * log(0.998))
    guard case .freeDragEnd(let v, let target) = events[1].event else {
      Issue.record("\(events[1])")
      return
    }
    #expect(events[1].time == release)
    #expect(abs(v - 640) < 1e-9)
    #expect(abs(target - end) < 1e-9)
    guard case .freeSettled(let rest) = events[2].event else {
      Issue.record("\(events[2])")
      return
    }
    #expect(abs(rest - end) < 1e-9)
    #expect(abs(p.offset - end) < 1e-9)
  }

  @Test("a drag held still: drag-begin where the content was, then drag-end and settled there")
  func heldStill() {
    var p = Self.free(length: 1000)
    p.setOffset(400, now: 0, animation: nil)
    _ = p.drainEvents()
    p.pointerDown(at: 200, now: 1)
    p.pointerMoved(to: 150, now: 1.1)  // past the slop: tracking from 400
    p.pointerMoved(to: 100, now: 1.2)  // 50 pt more: offset 450
    // Released 0.2 s later, past the 100-ms velocity window: no velocity, no coast.
    p.pointerUp(at: 100, now: 1.4)
    #expect(
      p.drainEvents() == [
        .init(time: 1.1, event: .freeDragBegin(offset: 400)),
        .init(time: 1.4, event: .freeDragEnd(velocity: 0, targetOffset: 450)),
        .init(time: 1.4, event: .freeSettled(offset: 450)),
      ])
  }

  @Test("a fling toward an end aims at that end and settles on it")
  func flingToTheEnd() {
    var p = Self.free(length: 100)
    p.pointerDown(at: 0, now: 0)
    for k in 1...3 { p.pointerMoved(to: -10 * Double(k), now: Double(k) * Self.tick) }
    // Released at 20; the pointer's samples −10, −20, −30, −30 over 3/64 s give 426.7 pt/s,
    // so the coast would end near 20 + 426.7/2.002 ≈ 233, past the 100-pt end: it bounces
    // back onto 100, so 100 is where it comes to rest.
    p.pointerUp(at: -30, now: 4 * Self.tick)
    p.update(now: 10)
    let events = p.drainEvents().map(\.event)
    #expect(events.count == 3)
    if case .freeDragEnd(_, let target) = events[1] { #expect(target == 100) }
    #expect(events.last == .freeSettled(offset: 100))
  }

  @Test("a trackpad scroll settles on its offset; no page is named")
  func wheel() {
    var p = Self.free(length: 1000)
    p.wheel(delta: 30, now: 1)
    p.wheel(delta: 12.5, now: 1.05)
    p.update(now: 1.05 + ScrollPhysics.wheelSnapDelay)
    #expect(
      p.drainEvents() == [
        .init(time: 1.05 + ScrollPhysics.wheelSnapDelay, event: .freeSettled(offset: 42.5))
      ])
  }

  @Test("with pages the events still name pages")
  func pagingUnchanged() {
    var p = ScrollPhysics(
      configuration: ScrollPhysicsConfiguration(pageCount: 3, inset: 0, spacing: 0),
      viewportLength: 300)
    p.pointerDown(at: 0, now: 0)
    for k in 1...3 { p.pointerMoved(to: -10 * Double(k), now: Double(k) * Self.tick) }
    p.pointerUp(at: -30, now: 4 * Self.tick)
    p.update(now: 10)
    let events = p.drainEvents().map(\.event)
    #expect(events.first == .dragBegin(page: 0))
    #expect(
      events.last
        == .settled(
          page: events.compactMap { e -> Int? in
            if case .dragEnd(_, let target) = e { return target }
            return nil
          }.first ?? -1))
    #expect(!events.contains { if case .freeSettled = $0 { true } else { false } })
  }
}
