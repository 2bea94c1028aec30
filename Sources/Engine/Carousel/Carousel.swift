import Foundation

/// The carousel's state machine: idle, dragging, wheeling or animating, every transition
/// driven by input or by the time passed in.
///
/// The carousel never reads a clock. The host calls `update(now:)` once per frame and the
/// input methods as events arrive, each with the time; observable happenings queue up as
/// `TimedCarouselEvent`s for the host to drain into its trace. The content offset is a plain
/// number of points; in loop mode it runs past the last page and is renormalised whenever
/// the carousel comes to rest, so page `v` is drawn as page `v mod n` and no page is cloned.
public struct Carousel: Sendable {
  enum Phase: Sendable, Equatable {
    case idle
    /// Pointer down, not yet past the slop (from rest) or tracking 1:1.
    case dragging(Drag)
    /// Wheel scrolling; snaps 150 ms after the last wheel event.
    case wheeling(lastEvent: Double)
    case animating(AnimatedValue)
  }

  struct Drag: Sendable, Equatable {
    var anchorX: Double
    var anchorOffset: Double
    var tracking: Bool
    var startPage: Int
    var lastX: Double
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
  /// A wheel gesture is over, and the carousel snaps, this long after its last event.
  public static let wheelSnapDelay = 0.15

  public internal(set) var configuration: CarouselConfiguration
  public internal(set) var geometry: CarouselGeometry
  /// Content offset in points: page v rests at `v · stride`.
  public internal(set) var offset: Double = 0
  /// Offset velocity in points per second (for the inspector and for snapping).
  public internal(set) var velocity: Double = 0
  /// A smooth wheel gesture's offsets over time, and the page it started on.
  var wheelTracker = VelocityTracker()
  var wheelStartPage = 0
  /// The last wheel notch: when, and which way.
  var lastNotch: (time: Double, direction: Int)?

  /// The content's velocity now, in pt/s: the finger's while dragging, the animation's while
  /// it runs, else the last one recorded.
  public var currentVelocity: Double {
    switch phase {
    case .dragging(let d): return d.tracking ? -d.velocity.velocity(at: now) : 0
    case .animating(let a): return a.velocity(at: now)
    case .idle, .wheeling: return velocity
    }
  }
  /// The page the carousel is on or on its way to, as a virtual index (loop mode may run
  /// past the ends until it settles).
  var virtualPage = 0
  var phase: Phase = .idle
  /// The latest time the carousel has seen (seconds on the caller's clock).
  public internal(set) var now: Double
  var events: [TimedCarouselEvent] = []

  /// Autoplay: switched on by configuration or the user; running while nothing pauses it.
  public internal(set) var autoplayEnabled: Bool
  var pauses: Set<AutoplayReason> = []
  /// The time of the next autoplay advance while running.
  var nextAdvance: Double?

  public init(configuration: CarouselConfiguration, viewportWidth: CGFloat, now: Double = 0) {
    self.configuration = configuration
    self.configuration.pageCount = max(configuration.pageCount, 1)
    self.geometry = CarouselGeometry(
      viewportWidth: viewportWidth, inset: configuration.inset, spacing: configuration.spacing,
      pageWidth: configuration.pageWidth)
    self.now = now
    self.autoplayEnabled = configuration.autoplay
    scheduleAutoplay(from: now)
  }

  public var pageCount: Int { configuration.pageCount }

  /// The current page (0..<pageCount): where the carousel rests or is heading.
  public var page: Int { Self.wrap(virtualPage, pageCount) }

  /// Whether anything moves, so the host knows to render every frame.
  public var isAnimating: Bool {
    switch phase {
    case .idle: return false
    case .dragging(let d): return d.tracking
    case .wheeling, .animating: return true
    }
  }

  /// Whether the offset moves by itself (an animation), so the host must draw every frame;
  /// a held drag or a wheel gesture moves only when input arrives.
  public var hasRunningAnimation: Bool {
    if case .animating = phase { return true }
    return false
  }

  public var isDragging: Bool {
    if case .dragging(let d) = phase { return d.tracking }
    return false
  }

  public var isPointerDown: Bool {
    if case .dragging = phase { return true }
    return false
  }

  /// Whether autoplay will advance when its time comes.
  public var isAutoplayRunning: Bool { autoplayEnabled && pauses.isEmpty && pageCount > 1 }

  /// When the host must call `update` next if nothing else happens: nil means it can sleep
  /// until the next input event.
  public var nextDeadline: Double? {
    switch phase {
    case .animating: return now
    case .wheeling(let last): return last + Self.wheelSnapDelay
    case .dragging, .idle: return isAutoplayRunning ? nextAdvance : nil
    }
  }

  /// Seconds until the next autoplay advance, if running.
  public var timeToNextAdvance: Double? {
    guard isAutoplayRunning, let next = nextAdvance else { return nil }
    return max(next - now, 0)
  }

  /// The animation currently moving the offset, if any.
  public var currentAnimation: Animation? {
    if case .animating(let a) = phase { return a.animation }
    return nil
  }

  /// Takes the events queued since the last call.
  public mutating func drainEvents() -> [TimedCarouselEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  // MARK: Time

  /// Advances to `now`: runs animations, wheel snapping and autoplay.
  public mutating func update(now: Double) {
    self.now = max(now, self.now)
    if case .wheeling(let last) = phase, self.now >= last + Self.wheelSnapDelay {
      endWheel(lastEvent: last)
    }
    if isAutoplayRunning, let next = nextAdvance, self.now >= next, !isPointerDown {
      advanceByAutoplay(at: next)
    }
    if case .animating(let anim) = phase {
      if anim.isSettled(at: self.now) {
        finishAnimation()
      } else {
        offset = anim.value(at: self.now)
        velocity = anim.velocity(at: self.now)
      }
    }
    resumeAfterInteractionIfSettled()
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

  public enum Key: Sendable { case previous, next, first, last }

  /// ←/→/Home/End: pauses autoplay like any interaction.
  public mutating func key(_ key: Key, now: Double) {
    update(now: now)
    pause(.interaction)
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
    if case .dragging = phase { return }
    snap(toVirtual: target, velocity: velocityIfSpring(), source: .key)
  }

  // MARK: Visibility, autoplay switch, resize

  /// A hidden or minimised window pauses autoplay; shown again, the next advance is a full
  /// interval later.
  public mutating func setVisible(_ visible: Bool, now: Double) {
    update(now: now)
    if visible { resume(.hidden, at: now) } else { pause(.hidden) }
  }

  /// Space: switches autoplay on or off.
  public mutating func setAutoplayEnabled(_ enabled: Bool, now: Double) {
    update(now: now)
    guard enabled != autoplayEnabled else { return }
    let wasRunning = isAutoplayRunning
    autoplayEnabled = enabled
    if enabled { scheduleAutoplay(from: now) }
    if wasRunning != isAutoplayRunning {
      events.append(.init(time: now, event: .autoplay(running: isAutoplayRunning, reason: .user)))
    }
  }

  /// A new viewport width keeps the current page exactly: a running animation finishes at
  /// its target at once, a drag keeps its relative position (and re-anchors there, so the
  /// content stays under the pointer), a resting carousel jumps to the page's new resting
  /// offset.
  public mutating func setViewportWidth(_ width: CGFloat, now: Double) {
    setGeometry(
      viewportWidth: width, inset: configuration.inset, spacing: configuration.spacing,
      pageWidth: configuration.pageWidth, now: now)
  }

  /// Changes where pages sit (a resize, or a scroll view's re-measured targets) keeping the
  /// page: at rest it moves to the page's new resting offset; a running animation is
  /// retargeted from the same fraction of a page; a drag keeps its place under the pointer.
  public mutating func setGeometry(
    viewportWidth width: CGFloat, inset: CGFloat, spacing: CGFloat, pageWidth: CGFloat?,
    now: Double
  ) {
    update(now: now)
    let old = geometry.stride
    configuration.inset = inset
    configuration.spacing = spacing
    configuration.pageWidth = pageWidth
    geometry = CarouselGeometry(
      viewportWidth: width, inset: configuration.inset, spacing: configuration.spacing,
      pageWidth: configuration.pageWidth)
    let scale = geometry.stride / old
    switch phase {
    case .idle:
      offset = geometry.restingOffset(ofPage: virtualPage)
    case .animating(let a):
      // Retargeted, never cut (SwiftUI keeps a running animation across a resize): the
      // motion carries on from where it is, scaled to the new page stride, towards the
      // page's new resting offset.
      let now = self.now
      let current = (value: a.value(at: now), velocity: a.velocity(at: now))
      let moving = AnimatedValue(
        from: current.value * scale, to: geometry.restingOffset(ofPage: virtualPage),
        start: now, velocity: current.velocity * scale, animation: a.animation)
      phase = .animating(moving)
      offset = moving.value(at: now)
      if moving.isSettled(at: now) { finishAnimation() }
    case .wheeling:
      offset *= scale
    case .dragging(var drag):
      if drag.tracking {
        // Scale the raw position under the pointer and track on from there; scaling only the
        // anchor would jump the content by (pointer travel)·(1 − scale) on the next move.
        let raw = (drag.anchorOffset - (drag.lastX - drag.anchorX)) * scale
        drag.anchorOffset = raw
        drag.anchorX = drag.lastX
        offset = shownOffset(raw: raw)
      } else {
        // Still inside the slop: the content rests on its page.
        drag.anchorOffset = geometry.restingOffset(ofPage: virtualPage)
        offset = drag.anchorOffset
      }
      phase = .dragging(drag)
    }
  }

  /// Replaces the configuration (a reloaded scene), keeping the page where it still exists.
  ///
  /// A held pointer stays held and keeps its travel so far: SwiftUI keeps a scroll view's
  /// state across an update of the same view, so the content stays as far from the kept
  /// page as the pointer has dragged it, the next move tracks 1:1 from there and the release
  /// snaps as usual (a reload used to drop the drag silently, and autoplay then advanced
  /// under the finger; then it restarted the drag at the reload, losing the travel before).
  public mutating func reconfigure(_ configuration: CarouselConfiguration) {
    var c = configuration
    c.pageCount = max(c.pageCount, 1)
    let keep = min(page, c.pageCount - 1)
    let oldVirtualPage = virtualPage
    let oldResting = geometry.restingOffset(ofPage: virtualPage)
    let enabledChanged = c.autoplay != self.configuration.autoplay
    let intervalChanged = c.interval != self.configuration.interval
    self.configuration = c
    geometry = CarouselGeometry(
      viewportWidth: geometry.viewportWidth, inset: c.inset, spacing: c.spacing,
      pageWidth: c.pageWidth)
    virtualPage = keep
    offset = geometry.restingOffset(ofPage: keep)
    velocity = 0
    if case .dragging(var drag) = phase {
      if drag.tracking {
        // The raw position under the pointer, as far from the kept page as it was from the
        // page the drag left (the virtual page stays put while dragging).
        let raw = drag.anchorOffset - (drag.lastX - drag.anchorX)
        drag.anchorOffset = offset + (raw - oldResting)
        offset = shownOffset(raw: drag.anchorOffset)
      } else {
        drag.anchorOffset = offset
      }
      drag.anchorX = drag.lastX
      drag.startPage = keep + (drag.startPage - oldVirtualPage)
      phase = .dragging(drag)
    } else {
      phase = .idle
    }
    if enabledChanged { setAutoplayEnabled(c.autoplay, now: now) }
    if intervalChanged { scheduleAutoplay(from: now) }
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
    if case .animating(let a) = phase { return a.velocity(at: now) }
    return velocity
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

  /// Comes to rest exactly on the current page, renormalising a looped offset.
  mutating func finishAnimation() {
    let n = pageCount
    let normal = Self.wrap(virtualPage, n)
    virtualPage = normal
    offset = geometry.restingOffset(ofPage: normal)
    velocity = 0
    phase = .idle
    events.append(.init(time: now, event: .settled(page: normal)))
    resumeAfterInteractionIfSettled()
  }
}
