import CSDL2
import Testing

@testable import PreviewHost

/// The Wayland presenter's buffers each lag the newest frame by what changed since they were
/// last drawn into: only that is drawn again before a buffer is shown again.
@Suite("StaleRegions: what each buffer lacks of the newest frame")
struct StaleRegionsTests {
  static func rect(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) -> SDL_Rect {
    SDL_Rect(x: x, y: y, w: w, h: h)
  }

  static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
    default: false
    }
  }

  @Test("a new buffer lacks everything, and nothing once refreshed")
  func newBufferLacksEverything() {
    var stale = StaleRegions()
    stale.append(bounds: Self.rect(0, 0, 1800, 1440))
    stale.changed(Self.rect(0, 700, 1800, 200))
    #expect(Self.same(stale.refresh(0), Self.rect(0, 0, 1800, 1440)))
    #expect(Self.same(stale.refresh(0), nil))
  }

  @Test("a buffer shown two frames ago lacks both frames' damage, the other only the last")
  func twoBuffersAlternating() {
    var stale = StaleRegions()
    stale.append(bounds: Self.rect(0, 0, 100, 100))
    stale.append(bounds: Self.rect(0, 0, 100, 100))
    // Frame 1 (everything) into buffer 0, frame 2 (a corner) into buffer 1.
    stale.changed(Self.rect(0, 0, 100, 100))
    #expect(Self.same(stale.refresh(0), Self.rect(0, 0, 100, 100)))
    stale.changed(Self.rect(0, 0, 10, 10))
    #expect(Self.same(stale.refresh(1), Self.rect(0, 0, 100, 100)), "never drawn")
    // Frame 3 (a strip on the left) into buffer 0: it lacks frames 2 and 3.
    stale.changed(Self.rect(0, 40, 10, 20))
    #expect(Self.same(stale.refresh(0), Self.rect(0, 0, 10, 60)))
    // Frame 4 (a strip on the right) into buffer 1: it lacks frames 3 and 4.
    stale.changed(Self.rect(90, 40, 10, 20))
    #expect(Self.same(stale.refresh(1), Self.rect(0, 40, 100, 20)))
    #expect(Self.same(stale.regions[0], Self.rect(90, 40, 10, 20)), "frame 4 only")
  }

  @Test("an empty change leaves every buffer as it was")
  func emptyChangeIsNothing() {
    var stale = StaleRegions()
    stale.append(bounds: Self.rect(0, 0, 10, 10))
    _ = stale.refresh(0)
    stale.changed(Self.rect(5, 5, 0, 3))
    #expect(Self.same(stale.refresh(0), nil))
  }
}
