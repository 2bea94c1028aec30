import Foundation

/// libFuzzer target: the carousel state machine fed a random event sequence.
///
/// The first bytes choose a configuration (page count up to 10 000, wrap, flick limit,
/// animation, reduced motion, autoplay, interval, inset, spacing, viewport width from 0 to
/// 16 384); every further three bytes are one event at a time a few frames on (sometimes
/// earlier than the last, sometimes after a long stall): pointer down/move/up, keys, wheel,
/// resize, hide/show, autoplay switch, `setPage`, a reloaded configuration. After each event:
/// offset and velocity finite, page and every event's pages in range, at rest exactly on
/// the page's resting offset, layout free of NaN. At the end, with autoplay off, the pointer
/// up and two quiet minutes, the carousel must be at rest.
@_cdecl("LLVMFuzzerTestOneInput")
public func carouselFuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = ByteReader(data, count)
  let width = CGFloat(UInt16(input.byte()) << 6)
  var stage = Stage(
    scene: SceneDocument(rows: [], carousel: carouselStyle(&input)),
    size: CGSize(width: width, height: 400), reducedMotion: input.byte() & 1 == 1)
  var now = 0.0
  while !input.isAtEnd {
    let kind = input.byte() % 13
    let a = input.int16()
    now = step(now, a: a)
    let wasDown = stage.carousel.isPointerDown
    apply(kind, a, &stage, now: now, input: &input)
    if tracing {
      let c = stage.carousel
      let line =
        "op \(kind) a=\(a) now=\(now): offset \(c.offset) velocity \(c.velocity) page \(c.page)"
        + " of \(c.pageCount), width \(c.geometry.viewportWidth), \(c.configuration.animation.summary)"
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    check(&stage, pointerWasDown: wasDown)
  }
  // Quiet: autoplay off (it would move the carousel again), the pointer up, any wheel
  // snapped; two minutes is enough for the slowest spring over the longest distance.
  let quiet = stage.carousel.now
  stage.carousel.setAutoplayEnabled(false, now: quiet)
  stage.carousel.pointerUp(x: 0, now: quiet)
  stage.carousel.update(now: quiet + 1)
  stage.carousel.update(now: quiet + 121)
  check(&stage, pointerWasDown: false)
  let c = stage.carousel
  require(
    !c.isAnimating && !c.isPointerDown,
    "still moving two quiet minutes after input: offset \(c.offset), velocity \(c.velocity), "
      + "page \(c.page), pointer down \(c.isPointerDown), \(String(describing: c.phase))")
  return 0
}

/// `FUZZ_TRACE=1` prints every event and the state after it (to turn a crash into a test).
private let tracing = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil

/// The time of the next event: mostly a few frames on, sometimes the same instant or earlier
/// (the carousel must ignore time going back), rarely after a stall of up to 10⁹ s (about 30
/// years, as a host passing an epoch-based clock would).
private func step(_ now: Double, a: Int16) -> Double {
  switch UInt16(bitPattern: a) & 0x1F {
  case 0: return now - 0.5
  case 1: return now
  case 2: return now + pow(10, Double(UInt16(bitPattern: a) >> 12 % 10))
  default: return now + Double(UInt16(bitPattern: a) >> 11) / 60
  }
}

private func apply(
  _ kind: UInt8, _ a: Int16, _ stage: inout Stage, now: Double, input: inout ByteReader
) {
  let x = Double(a)
  switch kind {
  case 0: stage.carousel.update(now: now)
  case 1: stage.carousel.pointerDown(x: x, now: now)
  case 2, 3: stage.carousel.pointerMoved(x: x, now: now)
  case 4: stage.carousel.pointerUp(x: x, now: now)
  case 5:
    let keys: [Carousel.Key] = [.previous, .next, .first, .last]
    stage.carousel.key(keys[Int(UInt16(bitPattern: a) % 4)], now: now)
  case 6: stage.carousel.wheel(deltaX: x / 8, now: now)
  case 7:
    let size = CGSize(width: Double(UInt16(bitPattern: a) % 16_385), height: 400)
    stage.resize(to: size, now: now)
  case 8: stage.carousel.setVisible(a & 1 == 0, now: now)
  case 9: stage.carousel.setAutoplayEnabled(a & 1 == 0, now: now)
  case 10: stage.carousel.setPage(Int(a), now: now)
  case 11:
    stage.replaceScene(
      SceneDocument(rows: [], carousel: carouselStyle(&input)), keepAutoplay: a & 1 == 0)
  default:
    // A drag: press, move every frame, release.
    stage.carousel.pointerDown(x: 0, now: now)
    for k in 1...8 { stage.carousel.pointerMoved(x: x * Double(k) / 8, now: now + Double(k) / 60) }
    stage.carousel.pointerUp(x: x, now: now + 9 / 60)
  }
}

/// A carousel configuration from the next bytes.
private func carouselStyle(_ input: inout ByteReader) -> CarouselStyle {
  let b = (input.byte(), input.byte(), input.byte(), input.byte(), input.byte())
  let pages = b.0 >= 250 ? 10_000 : Int(b.0 % 12) + 1
  let animation: Animation =
    switch b.1 >> 4 {
    case 9: .spring(Spring(duration: 0.2 + Double(b.2) / 100, bounce: Double(b.3) / 300))
    case 10: .timingCurve(.easeInOut, duration: Double(b.2) / 50)
    case let n where n < 9: Animation(name: Animation.names[Int(n)])!
    default: .default
    }
  return CarouselStyle(
    pages: PageStyle.hued(count: pages), inset: CGFloat(b.3 % 64), spacing: CGFloat(b.4 % 24),
    autoplay: b.1 & 1 == 0, interval: 0.1 + Double(b.2) / 25, animation: animation,
    wrap: b.1 & 2 == 0 ? .rewind : .loop, flickLimit: b.1 & 4 == 0 ? .one : .unlimited)
}

/// The invariants after every event.
private func check(_ stage: inout Stage, pointerWasDown: Bool) {
  let c = stage.carousel
  let n = c.pageCount
  require(c.offset.isFinite && c.velocity.isFinite, "offset \(c.offset) velocity \(c.velocity)")
  require((0..<n).contains(c.page), "page \(c.page) of \(n)")
  if !c.isAnimating && !c.isPointerDown {
    let resting = Double(c.geometry.restingOffset(ofPage: c.page))
    require(c.offset == resting, "at rest at \(c.offset), page \(c.page) rests at \(resting)")
  }
  for e in stage.carousel.drainEvents() {
    switch e.event {
    case .advance(let from, let to, let source):
      require((0..<n).contains(from) && (0..<n).contains(to), "advance \(from)→\(to) of \(n)")
      require(!(source == .autoplay && pointerWasDown), "autoplay advanced during a drag")
    case .settled(let page), .dragBegin(let page):
      require((0..<n).contains(page), "page \(page) of \(n) in \(e.event)")
    case .dragEnd(let velocity, let target):
      require(velocity.isFinite && (0..<n).contains(target), "drag-end \(velocity) \(target)")
    case .autoplay: break
    }
  }
  if let deadline = c.nextDeadline { require(deadline.isFinite, "deadline \(deadline)") }
  stage.requireFiniteLayout()
}
