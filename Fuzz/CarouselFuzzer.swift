import Engine
import Foundation
import PreviewHost

/// libFuzzer target: the host the window drives (`StageHost`), its carousel fed a random
/// input sequence.
///
/// The first bytes choose a configuration (page count up to 10 000, wrap, flick limit,
/// animation, reduced motion, autoplay, interval, inset, spacing, viewport width from 0 to
/// 16 384); every further three bytes are one `InputEvent` at a time a few frames on
/// (sometimes earlier than the last, sometimes after a long stall): pointer down/move/up on
/// the carousel or over the rows, every key command, wheel notches and trackpad deltas,
/// resize, hide/show, the pointer leaving, a reloaded scene. After each event:
/// offset and velocity finite, page and every event's pages in range, at rest exactly on
/// the page's resting offset, layout free of NaN. At the end, with autoplay off, the pointer
/// up and two quiet minutes, the carousel must be at rest.
@_cdecl("LLVMFuzzerTestOneInput")
public func carouselFuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  // libFuzzer calls on the main thread, where the host lives.
  MainActor.assumeIsolated { run(ByteReader(data, count)) }
  return 0
}

@MainActor
private func run(_ reader: ByteReader) {
  var input = reader
  let width = CGFloat(UInt16(input.byte()) << 6)
  let host = StageHost(
    fuzzing: SceneDocument(rows: SceneDocument.default.rows, carousel: carouselStyle(&input)),
    size: CGSize(width: width, height: 400), reducedMotion: input.byte() & 1 == 1)
  var now = 0.0
  while !input.isAtEnd {
    let kind = input.byte() % 13
    let a = input.int16()
    now = step(now, a: a)
    let wasDown = host.carousel.isPointerDown
    apply(kind, a, host, now: now, input: &input)
    if tracing {
      let c = host.carousel
      let line =
        "op \(kind) a=\(a) now=\(now): offset \(c.offset) velocity \(c.velocity) page \(c.page)"
        + " of \(c.pageCount), width \(c.geometry.viewportLength), \(c.configuration.animation.summary)"
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    check(host, pointerWasDown: wasDown)
  }
  // Quiet: autoplay off (it would move the carousel again), the pointer up, any wheel
  // snapped; two minutes is enough for the slowest spring over the longest distance.
  let quiet = host.now
  if host.carousel.autoplayEnabled { host.handle(.command(.toggleAutoplay), at: quiet) }
  host.handle(.pointerUp(.zero), at: quiet)
  host.update(now: quiet + 1)
  host.update(now: quiet + 121)
  check(host, pointerWasDown: false)
  let c = host.carousel
  require(
    !c.isAnimating && !c.isPointerDown,
    "still moving two quiet minutes after input: offset \(c.offset), velocity \(c.velocity), "
      + "page \(c.page), pointer down \(c.isPointerDown), dragging \(c.isDragging), animation \(String(describing: c.currentAnimation))"
  )
}

/// `FUZZ_TRACE=1` prints every event and the state after it (to turn a crash into a test).
private let tracing = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil

/// The time of the next event: mostly a few frames on, sometimes the same instant or earlier
/// (the carousel must ignore time going back), rarely after a stall of up to 10⁹ s (about 30
/// years, as a host passing an epoch-based clock would).
@MainActor
private func step(_ now: Double, a: Int16) -> Double {
  switch UInt16(bitPattern: a) & 0x1F {
  case 0: return now - 0.5
  case 1: return now
  case 2: return now + pow(10, Double(UInt16(bitPattern: a) >> 12 % 10))
  default: return now + Double(UInt16(bitPattern: a) >> 11) / 60
  }
}

@MainActor
private func apply(
  _ kind: UInt8, _ a: Int16, _ host: StageHost, now: Double, input: inout ByteReader
) {
  let x = Double(a)
  // On the carousel, or (odd values) over the rows, where a move hovers.
  let y = a & 1 == 0 ? host.carouselFrame.midY : host.carouselFrame.minY / 2
  let event: InputEvent
  switch kind {
  case 0:
    host.update(now: now)
    return
  case 1: event = .pointerDown(CGPoint(x: x, y: y))
  case 2, 3: event = .pointerMove(CGPoint(x: x, y: y))
  case 4: event = .pointerUp(CGPoint(x: x, y: y))
  case 5:
    // Any paging or scene command's key, pressed, repeated or released.
    let keys = KeyCommand.allCases.map(\.keys[0]) + SceneCommand.allCases.map(\.keys[0])
    let phases: [KeyPress.Phases] = [.down, .repeat, .up]
    let n = Int(UInt16(bitPattern: a))
    event = .key(KeyPress(key: keys[n % keys.count], phase: phases[n / keys.count % phases.count]))
  case 6:
    // Whole notches from a mouse wheel, or a trackpad's fractional delta; vertical with
    // Shift on odd values.
    let delta = a & 2 == 0 ? (x / 4096).rounded() : x / 320
    event =
      a & 1 == 0 ? .wheel(dx: delta, dy: 0, shift: false) : .wheel(dx: 0, dy: delta, shift: true)
  case 7:
    event = .resize(CGSize(width: Double(UInt16(bitPattern: a) % 16_385), height: 400))
  case 8: event = .visible(a & 1 == 0)
  case 9: event = .pointerLeft
  case 10:
    // A burst of key presses in the same instant.
    for _ in 0..<(UInt16(bitPattern: a) % 8) { host.handle(.command(.next), at: now) }
    return
  case 11:
    host.reload(
      SceneDocument(rows: SceneDocument.default.rows, carousel: carouselStyle(&input)))
    return
  default:
    // A drag: press, move every frame, release.
    host.handle(.pointerDown(CGPoint(x: 0, y: host.carouselFrame.midY)), at: now)
    for k in 1...8 {
      host.handle(
        .pointerMove(CGPoint(x: x * Double(k) / 8, y: host.carouselFrame.midY)),
        at: now + Double(k) / 60)
    }
    event = .pointerUp(CGPoint(x: x, y: host.carouselFrame.midY))
    host.handle(event, at: now + 9 / 60)
    return
  }
  host.handle(event, at: now)
}

/// A carousel configuration from the next bytes.
private func carouselStyle(_ input: inout ByteReader) -> CarouselStyle {
  let b = (input.byte(), input.byte(), input.byte(), input.byte(), input.byte())
  let pages = b.0 >= 250 ? 10_000 : Int(b.0 % 12) + 1
  let animation: Animation =
    switch b.1 >> 4 {
    case 9: .spring(Spring(duration: 0.2 + Double(b.2) / 100, bounce: Double(b.3) / 300))
    case 10: .timingCurve(.easeInOut, duration: Double(b.2) / 50)
    case let n where Int(n) < Animation.names.count: Animation(name: Animation.names[Int(n)])!
    default: .default
    }
  return CarouselStyle(
    pages: PageStyle.hued(count: pages), inset: CGFloat(b.3 % 64), spacing: CGFloat(b.4 % 24),
    autoplay: b.1 & 1 == 0, interval: 0.1 + Double(b.2) / 25, animation: animation,
    wrap: b.1 & 2 == 0 ? .rewind : .loop, flickLimit: b.1 & 4 == 0 ? .one : .unlimited)
}

/// The invariants after every event.
@MainActor
private func check(_ host: StageHost, pointerWasDown: Bool) {
  let c = host.carousel
  let n = c.pageCount
  require(c.offset.isFinite && c.velocity.isFinite, "offset \(c.offset) velocity \(c.velocity)")
  require((0..<n).contains(c.page), "page \(c.page) of \(n)")
  if !c.isAnimating && !c.isPointerDown {
    let resting = Double(c.geometry.restingOffset(ofPage: c.page))
    require(c.offset == resting, "at rest at \(c.offset), page rests at \(resting)")
  }
  for e in host.drainEvents() {
    guard case .scroll(let event) = e.kind else { continue }
    switch event {
    case .advance(let from, let to, let source):
      require((0..<n).contains(from) && (0..<n).contains(to), "advance \(from)→\(to) of \(n)")
      require(!(source == .autoplay && pointerWasDown), "autoplay advanced during a drag")
    case .settled(let page), .dragBegin(let page):
      require((0..<n).contains(page), "page \(page) of \(n) in \(event)")
    case .dragEnd(let velocity, let target):
      require(velocity.isFinite && (0..<n).contains(target), "drag-end \(velocity) \(target)")
    case .autoplay: break
    case .freeDragBegin(let offset), .freeSettled(let offset):
      require(offset.isFinite, "offset \(offset) in \(event)")
    case .freeDragEnd(let velocity, let target):
      require(velocity.isFinite && target.isFinite, "free drag-end \(velocity) \(target)")
    }
  }
  if let deadline = c.nextDeadline { require(deadline.isFinite, "deadline \(deadline)") }
  host.requireFiniteLayout()
}
