import Engine
import Foundation
import SceneApp

/// `preview`'s `StageHost` driven the way the window drives it: input as `InputEvent`s, then
/// `update(now:)`, then layout and the display list, once per 60 Hz frame, with invariants
/// checked every frame.
@MainActor
struct SoakRun {
  let host: StageHost
  /// Where the simulated pointer is.
  var pointer = CGPoint.zero
  /// The last time input arrived or autoplay started a move: the carousel must be at rest
  /// two seconds after it unless the pointer is down.
  var lastStimulus = 0.0
  /// Whether the carousel was moving (or held) at the previous frame.
  var wasMoving = false
  var report = SoakReport()

  /// Seconds within which the carousel must settle once input stops (the issue's bound).
  static let settleBound = 2.0

  init(scene: SceneDocument, size: CGSize) {
    host = StageHost(scene: scene, size: size, text: FixedTextMetrics(characterWidth: 0.6))
  }

  /// The simulated clock: the last time given to the host.
  var now: Double { host.now }
  var carousel: Carousel { host.carousel }

  // MARK: Input

  /// Applies `action` at `t` as the window would: one `InputEvent` to the host.
  mutating func apply(_ action: SoakAction, at t: Double) {
    report.count(action.kind)
    advance(to: t)
    let wasDown = carousel.isPointerDown
    let event: InputEvent
    switch action {
    case .down(let fraction, let inside):
      let frame = host.carouselFrame
      pointer = CGPoint(
        x: frame.minX + fraction * frame.width, y: inside ? frame.midY : frame.minY - 1)
      event = .pointerDown(pointer)
    case .moveBy(let dx):
      pointer.x += dx
      event = .pointerMove(pointer)
    case .up:
      event = .pointerUp(pointer)
    case .hover(let x, let y):
      pointer = CGPoint(x: x * host.size.width, y: y * host.size.height)
      event = .pointerMove(pointer)
    case .input(let e):
      event = e
    }
    host.handle(event, at: t)
    drainEvents(pointerWasDown: wasDown)
    lastStimulus = t
  }

  /// Swaps in another scene (as a reload of the scene file would).
  mutating func replaceScene(_ scene: SceneDocument, at t: Double) {
    report.count("scene-reload")
    advance(to: t)
    host.reload(scene)
    drainEvents(pointerWasDown: false)
    lastStimulus = t
  }

  /// Advances the clock to `t`, checking that autoplay kept its hands off a held pointer.
  mutating func advance(to t: Double) {
    let wasDown = carousel.isPointerDown
    host.update(now: t)
    drainEvents(pointerWasDown: wasDown)
  }

  // MARK: Frames

  /// One frame at `t`: update, lay out, build the display list, check every invariant.
  mutating func frame(at t: Double) {
    advance(to: t)
    report.frames += 1
    let c = carousel
    let n = c.pageCount
    check((0..<n).contains(c.page), t, "page \(c.page) outside 0..<\(n)")
    check(c.offset.isFinite && c.velocity.isFinite, t, "offset \(c.offset) or velocity not finite")
    let atRest = !c.isAnimating && !c.isPointerDown
    if atRest, wasMoving {
      report.longestSettle = max(report.longestSettle, t - lastStimulus)
    }
    wasMoving = !atRest
    if atRest {
      let resting = Double(c.geometry.restingOffset(ofPage: c.page))
      check(c.offset == resting, t, "at rest at offset \(c.offset), page rests at \(resting)")
    } else if !c.isPointerDown, t - lastStimulus > Self.settleBound {
      let quiet = t - lastStimulus
      check(false, t, "still moving \(quiet) s after the last input")
      lastStimulus = t  // one report per stuck spell
    }
    let layout = host.layout()
    for (r, row) in layout.rows.enumerated() { checkRow(row, index: r) }
    checkCarousel(layout.carousel, at: t)
    report.commands += host.displayList(frameTime: nil).commands.count
    report.rowLayouts = host.rowLayouts
  }

  // MARK: Invariants

  mutating func check(_ condition: Bool, _ t: Double, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    report.violation("t=\(String(format: "%.4f", t)): \(message())")
  }

  /// Every row number finite; when a row overlaps, every tile inside the row (a row narrower
  /// than one slot piles its tiles at the leading edge, overflowing trailing, by design).
  mutating func checkRow(_ row: RowLayout, index r: Int) {
    let t = now
    let numbers =
      [row.frame.minX, row.frame.minY, row.frame.width, row.frame.height, row.idealWidth]
      + (row.step.map { [$0] } ?? [])
    check(numbers.allSatisfy(\.isFinite), t, "row \(r): non-finite frame or metrics")
    guard row.overlapping else { return }
    let slot = row.tiles.map(\.frame.width).max() ?? 0
    let right = max(row.frame.maxX, row.frame.minX + slot)
    for (i, tile) in row.tiles.enumerated() {
      let f = tile.frame
      check(
        f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, t,
        "row \(r) tile \(i): non-finite frame")
      check(
        f.minX >= row.frame.minX - 1e-6 && f.maxX <= right + 1e-6, t,
        "row \(r) tile \(i) at \(f.minX)...\(f.maxX) outside row \(row.frame.minX)...\(row.frame.maxX)"
      )
    }
  }

  /// Page width is the viewport minus both insets (at least 1); visible pages are finite.
  mutating func checkCarousel(_ c: CarouselLayout, at t: Double) {
    let g = carousel.geometry
    let expected = max(host.size.width - 2 * g.inset, 1)
    check(c.pageWidth == expected, t, "page width \(c.pageWidth), expected \(expected)")
    check(c.offset.isFinite, t, "layout offset not finite")
    for p in c.visiblePages {
      check(
        p.frame.minX.isFinite && p.frame.width.isFinite
          && (0..<carousel.pageCount)
            .contains(p.index),
        t, "page \(p.index) frame \(p.frame) invalid")
    }
  }

  /// Counts what the carousel did and checks it: pages in range, velocities finite, and no
  /// autoplay advance while the pointer was down.
  mutating func drainEvents(pointerWasDown: Bool) {
    let n = carousel.pageCount
    for e in host.drainEvents() {
      let t = e.time
      guard case .scroll(let event) = e.kind else { continue }
      switch event {
      case .advance(let from, let to, let source):
        report.count("advance:" + source.rawValue)
        check((0..<n).contains(from) && (0..<n).contains(to), t, "advance \(from)→\(to) of \(n)")
        if source == .autoplay {
          check(!pointerWasDown, t, "autoplay advanced while the pointer was down")
          lastStimulus = max(lastStimulus, t)
        }
      case .settled(let page):
        report.count("settled")
        check((0..<n).contains(page), t, "settled on page \(page) of \(n)")
      case .dragBegin(let page):
        report.count("drag-begin")
        check((0..<n).contains(page), t, "drag began on page \(page) of \(n)")
      case .dragEnd(let velocity, let target):
        report.count("drag-end")
        check(velocity.isFinite && (0..<n).contains(target), t, "drag-end \(velocity) → \(target)")
      case .autoplay(let running, _):
        report.count(running ? "autoplay-running" : "autoplay-paused")
      case .freeDragBegin(let offset), .freeSettled(let offset):
        report.count("free-scroll")
        check(offset.isFinite, t, "free scroll at offset \(offset)")
      case .freeDragEnd(let velocity, let target):
        report.count("free-scroll")
        check(velocity.isFinite && target.isFinite, t, "free drag-end \(velocity) → \(target)")
      }
    }
  }
}
