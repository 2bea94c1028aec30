import Foundation

/// A scroll view's motion along its axis: idle, dragging, wheeling, animating to a page or
/// coasting, every transition driven by input or by the time passed in.
///
/// Axis-neutral: positions are lengths along the axis (the pointer's x for a horizontal
/// scroll view, its y for a vertical one) and the viewport has a length, not a width. The
/// content offset is a plain number of points. With pages (`.paging`, `.viewAligned`) a
/// release springs to a page chosen from UIScrollView's projection; in loop mode the offset
/// runs past the last page and is renormalised whenever it comes to rest, so page `v` is
/// drawn as page `v mod n` and no page is cloned. Free scrolling (no target behaviour)
/// follows the pointer exactly and coasts on release (`Deceleration`).
///
/// The physics never reads a clock. The host calls `update(now:)` once per frame and the
/// input methods as events arrive, each with the time; observable happenings queue up as
/// `TimedScrollEvent`s for the host to drain into its trace.
public struct ScrollPhysics: Sendable {
  enum Phase: Sendable, Equatable {
    case idle
    /// Pointer down, not yet past the slop (from rest) or tracking 1:1.
    case dragging(Drag)
    /// Wheel scrolling; comes to rest 150 ms after the last wheel event.
    case wheeling(lastEvent: Double)
    /// Springing to a page, or back inside the content's ends.
    case animating(AnimatedValue)
    /// A free scroll coasting after its release; `bounce` is when it reaches an end.
    case decelerating(Deceleration, bounce: (time: Double, at: Double)?)

    static func == (a: Phase, b: Phase) -> Bool {
      switch (a, b) {
      case (.idle, .idle): return true
      case (.dragging(let x), .dragging(let y)): return x == y
      case (.wheeling(let x), .wheeling(let y)): return x == y
      case (.animating(let x), .animating(let y)): return x == y
      case (.decelerating(let x, let p), .decelerating(let y, let q)):
        return x == y && p?.time == q?.time && p?.at == q?.at
      default: return false
      }
    }
  }

  struct Drag: Sendable, Equatable {
    /// The pointer's position along the axis where tracking (re)started.
    var anchor: Double
    var anchorOffset: Double
    var tracking: Bool
    var startPage: Int
    /// The pointer's latest position along the axis.
    var last: Double
    var velocity = VelocityTracker()
  }

  /// Pointer travel (points) before a drag from rest starts tracking: hand-tuned, smaller
  /// than UIKit's 10 pt because a mouse is precise.
  public static let slop = 6.0
  /// UIScrollView's normal deceleration rate per millisecond.
  public static let decelerationRate = 0.998
  /// Fastest release velocity used, in points per second: Android's default maximum fling
  /// velocity (`ViewConfiguration`, 8000 dp/s). Two mouse samples a millisecond apart can
  /// measure 800 000 pt/s, and a spring started at that speed flew 12 000 pt past its page.
  public static let maxReleaseVelocity = 8000.0
  /// A wheel gesture is over, and the content comes to rest, this long after its last event.
  public static let wheelSnapDelay = 0.15

  public internal(set) var configuration: ScrollPhysicsConfiguration
  public internal(set) var geometry: PageGeometry
  /// Content offset in points along the axis: page v rests at `v · stride`.
  public internal(set) var offset: Double = 0
  /// Offset velocity in points per second (for the inspector and for snapping).
  public internal(set) var velocity: Double = 0
  /// A smooth wheel gesture's offsets over time, and the page it started on.
  var wheelTracker = VelocityTracker()
  var wheelStartPage = 0
  /// The last wheel notch: when, and which way.
  var lastNotch: (time: Double, direction: Int)?

  /// The content's velocity now, in pt/s: the pointer's while dragging, the motion's while
  /// it runs, else the last one recorded.
  public var currentVelocity: Double {
    switch phase {
    case .dragging(let d): return d.tracking ? -d.velocity.velocity(at: now) : 0
    case .animating(let a): return a.velocity(at: now)
    case .decelerating(let d, _): return d.velocity(at: now)
    case .idle, .wheeling: return velocity
    }
  }
  /// The page the content is on or on its way to, as a virtual index (loop mode may run
  /// past the ends until it settles).
  var virtualPage = 0
  var phase: Phase = .idle
  /// The latest time the physics has seen (seconds on the caller's clock).
  public internal(set) var now: Double
  var events: [TimedScrollEvent] = []

  public init(
    configuration: ScrollPhysicsConfiguration, viewportLength: CGFloat, now: Double = 0
  ) {
    self.configuration = configuration
    self.configuration.pageCount = max(configuration.pageCount, 1)
    self.geometry = PageGeometry(
      viewportLength: viewportLength, inset: configuration.inset,
      spacing: configuration.spacing, pageLength: configuration.pageLength)
    self.now = now
  }

  public var pageCount: Int { configuration.pageCount }

  /// The current page (0..<pageCount): where the content rests or is heading; always 0
  /// when scrolling freely.
  public var page: Int { Self.wrap(virtualPage, pageCount) }

  /// Whether anything moves, so the host knows to render every frame.
  public var isAnimating: Bool {
    switch phase {
    case .idle: return false
    case .dragging(let d): return d.tracking
    case .wheeling, .animating, .decelerating: return true
    }
  }

  /// Whether the offset moves by itself (an animation or a coast), so the host must draw
  /// every frame; a held drag or a wheel gesture moves only when input arrives.
  public var hasRunningAnimation: Bool {
    switch phase {
    case .animating, .decelerating: return true
    case .idle, .dragging, .wheeling: return false
    }
  }

  /// Whether nothing moves and no pointer is down.
  public var isAtRest: Bool { phase == .idle }

  public var isDragging: Bool {
    if case .dragging(let d) = phase { return d.tracking }
    return false
  }

  public var isPointerDown: Bool {
    if case .dragging = phase { return true }
    return false
  }

  /// When the host must call `update` next if nothing else happens: nil means it can sleep
  /// until the next input event.
  public var nextDeadline: Double? {
    switch phase {
    case .animating, .decelerating: return now
    case .wheeling(let last): return last + Self.wheelSnapDelay
    case .dragging, .idle: return nil
    }
  }

  /// The animation currently moving the offset, if any.
  public var currentAnimation: Animation? {
    if case .animating(let a) = phase { return a.animation }
    return nil
  }

  /// The largest offset at rest: the last page's resting offset, or the scrollable length.
  public var maxOffset: Double {
    configuration.scrollableLength.map(Double.init)
      ?? geometry.restingOffset(ofPage: pageCount - 1)
  }

  /// Takes the events queued since the last call.
  public mutating func drainEvents() -> [TimedScrollEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  // MARK: Time

  /// Advances to `now`: runs animations, coasting and the wheel's coming to rest.
  public mutating func update(now: Double) {
    self.now = max(now, self.now)
    if case .wheeling(let last) = phase, self.now >= last + Self.wheelSnapDelay {
      endWheel(lastEvent: last)
    }
    if case .decelerating(let d, let bounce) = phase {
      if let bounce, self.now >= bounce.time {
        // At the end it met, the coast turns into a spring back onto that end, starting
        // with the coast's velocity there: UIScrollView's bounce.
        offset = bounce.at
        phase = .animating(
          AnimatedValue(
            from: bounce.at, to: bounce.at, start: bounce.time,
            velocity: d.velocity(at: bounce.time), animation: configuration.animation))
      } else if d.isSettled(at: self.now) {
        offset = d.end
        finishAnimation()
      } else {
        offset = d.value(at: self.now)
        velocity = d.velocity(at: self.now)
      }
    }
    if case .animating(let anim) = phase {
      if anim.isSettled(at: self.now) {
        finishAnimation()
      } else {
        offset = anim.value(at: self.now)
        velocity = anim.velocity(at: self.now)
      }
    }
  }

  // MARK: Programmatic, keys

  /// Moves to `page` (SwiftUI `scrollPosition(id:)` written with animation).
  public mutating func setPage(_ page: Int, now: Double, source: AdvanceSource = .api) {
    setPage(page, now: now, source: source, animation: configuration.animation)
  }

  /// Moves to `page` with `animation`, or at once when it is nil (a write outside
  /// `withAnimation`). A running animation is retargeted, keeping its velocity.
  public mutating func setPage(
    _ page: Int, now: Double, source: AdvanceSource = .api, animation: Animation?
  ) {
    update(now: now)
    let target = min(max(page, 0), pageCount - 1)
    let virtual = configuration.wrap == .loop ? nearestVirtual(of: target) : target
    snap(toVirtual: virtual, velocity: velocityIfSpring(), source: source, animation: animation)
  }

  /// Scrolls freely to `offset` (clamped to the content) with `animation`, or at once.
  public mutating func setOffset(_ offset: Double, now: Double, animation: Animation?) {
    update(now: now)
    guard offset.isFinite else { return }
    let target = min(max(offset, 0), maxOffset)
    guard let curve = animation, !configuration.reducedMotion else {
      self.offset = target
      finishAnimation()
      return
    }
    if case .animating(var a) = phase {
      a.retarget(to: target, at: self.now, animation: curve)
      phase = .animating(a)
    } else {
      phase = .animating(
        AnimatedValue(
          from: self.offset, to: target, start: self.now, velocity: currentVelocity,
          animation: curve))
    }
  }

  /// One advance: the next page, or the first after the last (rewind) or on past it (loop),
  /// animated from `start` (a time not after `now`, for an advance on a fixed grid).
  public mutating func advance(source: AdvanceSource, at start: Double) {
    let target: Int
    if configuration.wrap == .loop {
      target = virtualPage + 1
    } else {
      target = page >= pageCount - 1 ? 0 : page + 1
    }
    snap(toVirtual: target, velocity: velocityIfSpring(), source: source, at: start)
  }

  public enum Key: Sendable { case previous, next, first, last }

  /// ←/→ (↑/↓)/Home/End: a page, or the ends; scrolling freely, a wheel step.
  public mutating func key(_ key: Key, now: Double) {
    update(now: now)
    if case .dragging = phase { return }
    if configuration.isFree {
      let step = Self.wheelStep
      let target: Double
      switch key {
      case .previous: target = offset - step
      case .next: target = offset + step
      case .first: target = 0
      case .last: target = maxOffset
      }
      setOffset(target, now: now, animation: configuration.animation)
      return
    }
    let base = virtualPage
    let target: Int
    switch key {
    case .previous:
      target = configuration.wrap == .loop ? base - 1 : max(base - 1, 0)
    case .next:
      target = configuration.wrap == .loop ? base + 1 : min(base + 1, pageCount - 1)
    case .first: target = configuration.wrap == .loop ? nearestVirtual(of: 0) : 0
    case .last:
      target = configuration.wrap == .loop ? nearestVirtual(of: pageCount - 1) : pageCount - 1
    }
    snap(toVirtual: target, velocity: velocityIfSpring(), source: .key)
  }

  // MARK: Shared mechanics

  static func wrap(_ v: Int, _ n: Int) -> Int { ((v % n) + n) % n }

  /// The virtual index of `page` nearest the current virtual page (loop mode).
  func nearestVirtual(of page: Int) -> Int {
    let n = pageCount
    let base = virtualPage - Self.wrap(virtualPage, n)
    let candidates = [base + page - n, base + page, base + page + n]
    return candidates.min { abs($0 - virtualPage) < abs($1 - virtualPage) } ?? page
  }

  func velocityIfSpring() -> Double {
    switch phase {
    case .animating(let a): return a.velocity(at: now)
    case .decelerating(let d, _): return d.velocity(at: now)
    default: return velocity
    }
  }

  /// Starts moving to virtual page `target` from the current offset with `velocity`,
  /// emitting `advance` when the page changes; with reduced motion it jumps.
  mutating func snap(
    toVirtual target: Int, velocity v: Double, source: AdvanceSource, at start: Double? = nil,
    animation: Animation?? = .none
  ) {
    // `.none`: the configuration's animation; `.some(nil)`: no animation at all.
    let chosen: Animation? = animation ?? configuration.animation
    let from = page
    virtualPage = target
    if from != page {
      events.append(
        .init(time: start ?? now, event: .advance(from: from, to: page, source: source)))
    }
    let destination = geometry.restingOffset(ofPage: target)
    guard let curve = chosen, !configuration.reducedMotion else {
      offset = destination
      finishAnimation()
      return
    }
    let t0 = start ?? now
    if case .animating(var a) = phase {
      a.retarget(to: destination, at: t0, animation: curve)
      phase = .animating(a)
    } else {
      phase = .animating(
        AnimatedValue(from: offset, to: destination, start: t0, velocity: v, animation: curve))
    }
    if case .animating(let a) = phase, a.isSettled(at: now) { finishAnimation() }
  }

  /// Comes to rest: with pages, exactly on the current page, renormalising a looped offset;
  /// scrolling freely, where the motion ended.
  mutating func finishAnimation() {
    if case .animating(let a) = phase, configuration.isFree { offset = a.to }
    let n = pageCount
    let normal = Self.wrap(virtualPage, n)
    virtualPage = normal
    if !configuration.isFree { offset = geometry.restingOffset(ofPage: normal) }
    velocity = 0
    phase = .idle
    events.append(
      .init(
        time: now,
        event: configuration.isFree ? .freeSettled(offset: offset) : .settled(page: normal)))
  }
}
