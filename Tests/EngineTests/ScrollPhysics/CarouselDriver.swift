import Foundation

@testable import Engine

/// A carousel on a manual 60 Hz clock, as the frame loop drives it: frames fall on exact
/// multiples of 1/60 s, input arrives at the current frame's time, and every event the
/// carousel emits is kept in `log`. Nothing sleeps.
struct CarouselDriver {
  static let hz = 60.0

  var carousel: Carousel
  /// Frames elapsed; the clock reads `frame / 60` seconds.
  private(set) var frame = 0
  private(set) var log: [TimedScrollEvent] = []

  init(
    pages: Int = 10, width: CGFloat = 400, autoplay: Bool = false, wrap: WrapMode = .rewind,
    flickLimit: FlickLimit = .one, reducedMotion: Bool = false, animation: Animation = .default
  ) {
    let configuration = ScrollPhysicsConfiguration(
      pageCount: pages, animation: animation, wrap: wrap, flickLimit: flickLimit,
      reducedMotion: reducedMotion)
    carousel = Carousel(
      configuration: configuration, viewportLength: width, autoplay: autoplay, now: 0)
  }

  var now: Double { Double(frame) / Self.hz }
  var offset: Double { carousel.offset }

  /// The next frame: the clock moves on 1/60 s and the host calls `update(now:)`.
  mutating func tick() {
    frame += 1
    carousel.update(now: now)
    collect()
  }

  /// Renders every frame up to and including `time`.
  mutating func run(until time: Double) {
    while Double(frame + 1) / Self.hz <= time + 1e-9 { tick() }
  }

  /// Renders frames until nothing moves (at most 10 s) and returns the time it came to rest.
  @discardableResult
  mutating func settle() -> Double {
    let limit = frame + 600
    while carousel.isAnimating && frame < limit { tick() }
    return now
  }

  mutating func collect() { log += carousel.drainEvents() }

  mutating func clearLog() { log.removeAll() }

  mutating func down(_ x: Double) {
    carousel.pointerDown(at: x, now: now)
    collect()
  }

  mutating func move(_ x: Double) {
    carousel.pointerMoved(to: x, now: now)
    collect()
  }

  mutating func up(_ x: Double) {
    carousel.pointerUp(at: x, now: now)
    collect()
  }

  mutating func key(_ key: ScrollPhysics.Key) {
    carousel.key(key, now: now)
    collect()
  }

  mutating func wheel(_ delta: Double) {
    carousel.wheel(delta: delta, now: now)
    collect()
  }

  /// A pointer gesture: presses at `x` on the next frame, moves `step` points on each of the
  /// next `frames` frames, waits `hold` frames without moving, then releases on the next frame.
  /// With `hold == 0` the release continues the motion one more `step` (a flick released in
  /// motion); otherwise it is at the last position.
  ///
  /// - Returns: the pointer's x at release.
  @discardableResult
  mutating func swipe(from x: Double, step: Double, frames: Int, hold: Int = 0) -> Double {
    tick()
    down(x)
    var pointer = x
    for _ in 0..<frames {
      tick()
      pointer += step
      move(pointer)
    }
    for _ in 0..<hold { tick() }
    tick()
    if hold == 0 { pointer += step }
    up(pointer)
    return pointer
  }

  /// The page the carousel rests on after moving there by keys with no autoplay.
  mutating func go(toPage page: Int) {
    carousel.setPage(page, now: now)
    collect()
    settle()
  }

  // MARK: Reading the log

  var advances: [(time: Double, from: Int, to: Int, source: AdvanceSource)] {
    log.compactMap {
      if case .advance(let f, let t, let s) = $0.event { return ($0.time, f, t, s) }
      return nil
    }
  }

  var settles: [(time: Double, page: Int)] {
    log.compactMap {
      if case .settled(let p) = $0.event { return ($0.time, p) }
      return nil
    }
  }

  /// The log without autoplay pause/resume notices, for checking a gesture's own sequence.
  var gestureEvents: [TimedScrollEvent] {
    log.filter {
      if case .autoplay = $0.event { return false }
      return true
    }
  }
}

/// The design's carousel numbers, written out independently of Engine (docs/CONTRACT.md §3.3).
enum CarouselMath {
  static let inset = 25.0
  static let spacing = 8.0
  /// Page width P = W − 2·25.
  static func pageWidth(_ w: Double) -> Double { w - 2 * inset }
  /// Distance between resting offsets, P + 8.
  static func stride(_ w: Double) -> Double { pageWidth(w) + spacing }
  /// UIScrollView's projection: offset + v·r/(1 − r)/1000 with r = 0.998.
  static func projection(offset: Double, velocity: Double) -> Double {
    offset + velocity * 0.998 / (1 - 0.998) / 1000
  }
  /// UIKit's rubber band, x·d·c/(d + c·x) with c = 0.55.
  static func band(_ x: Double, _ d: Double) -> Double { x * d * 0.55 / (d + 0.55 * x) }
  /// The default animation: spring(response 0.55, dampingFraction 1).
  static let spring = AnimationReference.Spring(response: 0.55, zeta: 1)
}
