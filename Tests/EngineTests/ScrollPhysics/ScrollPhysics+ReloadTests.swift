import Foundation
import Testing

@testable import Engine

/// A scene reloaded while the pointer holds the carousel: the drag goes on and
/// autoplay never advances under the held pointer.
struct CarouselReloadTests {
  /// A new configuration as a reloaded scene would bring (autoplay on, a short interval).
  static func reloaded(pages: Int = 10, inset: Double = 25) -> ScrollPhysicsConfiguration {
    ScrollPhysicsConfiguration(
      pageCount: pages, inset: inset, animation: .default, wrap: .rewind, flickLimit: .one,
      reducedMotion: false)
  }

  /// The reloaded scene's autoplay: on, every half second.
  static let autoplay = (enabled: true, interval: 0.5)

  @Test("a reload mid-drag keeps the drag, and the release snaps to the next page")
  func reloadDuringADragKeepsIt() {
    var d = CarouselDriver(width: 400, autoplay: true)
    d.tick()
    d.down(300)
    for x in Swift.stride(from: 290.0, through: 200, by: -10) {
      d.tick()
      d.move(x)
    }
    #expect(d.carousel.isDragging)
    d.carousel.reconfigure(
      Self.reloaded(), autoplay: Self.autoplay.enabled, interval: Self.autoplay.interval)
    d.collect()
    #expect(d.carousel.isDragging, "the pointer is still down")
    #expect(d.carousel.isPointerDown)
    // The travel before the reload stays and the content tracks on 1:1: tracking began at
    // 290 (the first move past the 6 pt slop), so at 150 the offset is 290 − 150 = 140.
    d.tick()
    d.move(150)
    #expect(abs(d.offset - 140) < 1e-9)
    for x in Swift.stride(from: 100.0, through: 0, by: -50) {
      d.tick()
      d.move(x)
    }
    d.tick()
    d.up(-50)
    d.settle()
    #expect(d.carousel.page == 1)
    #expect(d.advances.map(\.source) == [.drag])
  }

  @Test("the travel before a reload counts: a still release past half a page snaps onward")
  func reloadKeepsTheTravelSoFar() {
    var d = CarouselDriver(width: 400)
    d.tick()
    d.down(300)
    d.tick()
    d.move(290)  // past the slop: tracking from 290
    d.tick()
    d.move(190)  // 100 pt before the reload
    d.carousel.reconfigure(
      Self.reloaded(pages: 9), autoplay: Self.autoplay.enabled, interval: Self.autoplay.interval)
    d.collect()
    #expect(abs(d.offset - 100) < 1e-9, "the content stays where the pointer dragged it")
    d.tick()
    d.move(90)  // 100 pt after it
    // Held still for longer than the velocity tracker's 100 ms window: no flick.
    d.run(until: d.now + 0.2)
    d.up(90)
    d.settle()
    // Pages 400 − 2·25 + 8 = 358 pt apart: 200 pt of travel is past the midpoint (179), so
    // the nearest page is 1 (had the reload restarted the drag, 100 pt would stay on 0).
    #expect(d.carousel.page == 1, "\(d.log)")
  }

  @Test("autoplay never advances while the pointer is held across a reload")
  func autoplayWaitsForTheHeldPointer() {
    var d = CarouselDriver(width: 400, autoplay: true)
    d.tick()
    d.down(300)
    d.tick()
    d.move(250)
    d.carousel.reconfigure(
      Self.reloaded(), autoplay: Self.autoplay.enabled, interval: Self.autoplay.interval)
    d.collect()
    // Held still for ten autoplay intervals.
    d.run(until: 5)
    #expect(d.advances.isEmpty, "\(d.log)")
    #expect(d.carousel.isPointerDown)
    d.up(250)
    d.settle()
    d.clearLog()
    // Released: autoplay goes on a full interval after the carousel settles.
    d.run(until: 7)
    #expect(d.advances.first?.source == .autoplay)
  }

  @Test("a pressed but not yet moved pointer is kept too")
  func reloadInsideTheSlopKeepsThePress() {
    var d = CarouselDriver(width: 400, autoplay: true)
    d.tick()
    d.down(300)
    d.carousel.reconfigure(
      Self.reloaded(pages: 3, inset: 40), autoplay: Self.autoplay.enabled,
      interval: Self.autoplay.interval)
    d.collect()
    #expect(d.carousel.isPointerDown && !d.carousel.isDragging)
    d.run(until: 3)
    #expect(d.advances.isEmpty)
    d.up(300)
    #expect(!d.carousel.isPointerDown)
  }
}
