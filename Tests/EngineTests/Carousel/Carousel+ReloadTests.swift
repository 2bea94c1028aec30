import Foundation
import Testing

@testable import Engine

/// A scene reloaded while the pointer holds the carousel: the drag goes on and
/// autoplay never advances under the held pointer.
struct CarouselReloadTests {
  /// A new configuration as a reloaded scene would bring (autoplay on, a short interval).
  static func reloaded(pages: Int = 10, inset: Double = 25) -> CarouselConfiguration {
    CarouselConfiguration(
      pageCount: pages, inset: inset, autoplay: true, interval: 0.5, animation: .default,
      wrap: .rewind, flickLimit: .one, reducedMotion: false)
  }

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
    d.carousel.reconfigure(Self.reloaded())
    d.collect()
    #expect(d.carousel.isDragging, "the pointer is still down")
    #expect(d.carousel.isPointerDown)
    // The content tracks 1:1 from the pointer's position at the reload.
    d.tick()
    d.move(150)
    #expect(abs(d.offset - 50) < 1e-9)
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

  @Test("autoplay never advances while the pointer is held across a reload")
  func autoplayWaitsForTheHeldPointer() {
    var d = CarouselDriver(width: 400, autoplay: true)
    d.tick()
    d.down(300)
    d.tick()
    d.move(250)
    d.carousel.reconfigure(Self.reloaded())
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
    d.carousel.reconfigure(Self.reloaded(pages: 3, inset: 40))
    d.collect()
    #expect(d.carousel.isPointerDown && !d.carousel.isDragging)
    d.run(until: 3)
    #expect(d.advances.isEmpty)
    d.up(300)
    #expect(!d.carousel.isPointerDown)
  }
}
