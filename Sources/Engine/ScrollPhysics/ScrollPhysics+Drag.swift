import Foundation

extension ScrollPhysics {
  /// Pointer pressed inside the scroll view at `position` along its axis. A moving scroll
  /// stops where it is and tracks from there at once (no slop), like UIScrollView.
  public mutating func pointerDown(at position: Double, now: Double) {
    update(now: now)
    let wasMoving: Bool
    switch phase {
    case .animating(let a):
      offset = a.value(at: self.now)
      wasMoving = true
    case .decelerating(let d, _):
      offset = d.value(at: self.now)
      wasMoving = true
    case .wheeling:
      wasMoving = true
    case .dragging(let d):
      // A second press during a drag (its release was lost) carries on tracking from here,
      // so the release still snaps to a page instead of leaving the content between pages.
      wasMoving = d.tracking
    case .idle:
      wasMoving = false
    }
    velocity = 0
    var drag = Drag(
      anchor: position, anchorOffset: offset, tracking: wasMoving,
      startPage: configuration.isFree ? 0 : geometry.nearestPage(toOffset: offset),
      last: position)
    drag.velocity.add(position: position, at: self.now)
    phase = .dragging(drag)
    if wasMoving { events.append(.init(time: self.now, event: dragBeginEvent(drag))) }
  }

  /// `drag-begin`: the page the drag started from, or scrolling freely the offset.
  func dragBeginEvent(_ drag: Drag) -> ScrollEvent {
    configuration.isFree
      ? .freeDragBegin(offset: offset)
      : .dragBegin(page: Self.wrap(drag.startPage, pageCount))
  }

  /// Pointer moved while pressed: once past the slop the content follows exactly as far as
  /// the pointer goes, rubber-banded past the ends in rewind mode.
  public mutating func pointerMoved(to position: Double, now: Double) {
    guard case .dragging(var drag) = phase else { return }
    self.now = max(now, self.now)
    drag.velocity.add(position: position, at: self.now)
    drag.last = position
    if !drag.tracking {
      guard abs(position - drag.anchor) >= Self.slop else {
        phase = .dragging(drag)
        return
      }
      // Track from here, so content does not jump by the slop.
      drag.tracking = true
      drag.anchor = position
      events.append(.init(time: self.now, event: dragBeginEvent(drag)))
    }
    phase = .dragging(drag)
    offset = shownOffset(raw: drag.anchorOffset - (position - drag.anchor))
  }

  /// Pointer released. With pages: project the fling, pick a page within the flick limit,
  /// and spring there starting at the release velocity. Scrolling freely: coast.
  public mutating func pointerUp(at position: Double, now: Double) {
    guard case .dragging(var drag) = phase else { return }
    self.now = max(now, self.now)
    drag.velocity.add(position: position, at: self.now)
    guard drag.tracking else {
      // A click without a drag: nothing moves.
      phase = .idle
      return
    }
    offset = shownOffset(raw: drag.anchorOffset - (position - drag.anchor))
    let measured = -drag.velocity.velocity(at: self.now)
    let v =
      measured.isFinite ? min(max(measured, -Self.maxReleaseVelocity), Self.maxReleaseVelocity) : 0
    if configuration.isFree {
      let index = events.count
      phase = .idle
      velocity = v
      release(velocity: v)
      // The target is known once the release has chosen its motion; it goes before the
      // `settled` of a coast too short to run.
      events.insert(
        .init(time: self.now, event: .freeDragEnd(velocity: v, targetOffset: restingOffset)),
        at: index)
      return
    }
    let target = releaseTarget(offset: offset, velocity: v, startPage: drag.startPage)
    events.append(
      .init(time: self.now, event: .dragEnd(velocity: v, target: Self.wrap(target, pageCount))))
    phase = .idle
    velocity = v
    // The page before the drag is where `advance` counts from.
    snap(toVirtual: target, velocity: v, source: .drag)
  }

  /// The page a release at `offset` with offset velocity `v` lands on.
  ///
  /// The projection is UIScrollView's: the distance a deceleration of rate r per ms covers,
  /// `v·r/(1−r)/1000`. The nearest resting page to it is limited to one page either side of
  /// the page the drag started from (SwiftUI's `.viewAligned` on a phone) unless the flick
  /// limit is unlimited, and clamped to the pages in rewind mode.
  func releaseTarget(offset: Double, velocity v: Double, startPage: Int) -> Int {
    let r = Self.decelerationRate
    let projected = offset + v * r / (1 - r) / 1000
    var target = geometry.nearestPage(toOffset: projected)
    if configuration.flickLimit == .one {
      target = min(max(target, startPage - 1), startPage + 1)
    }
    if configuration.wrap == .rewind {
      target = min(max(target, 0), pageCount - 1)
    }
    return target
  }

  /// A free scroll let go at `offset` with velocity `v`: past an end it springs back onto
  /// it; inside, it coasts, and bounces off an end it reaches.
  mutating func release(velocity v: Double) {
    if offset < 0 || offset > maxOffset {
      let edge = min(max(offset, 0), maxOffset)
      phase = .animating(
        AnimatedValue(
          from: offset, to: edge, start: now, velocity: v, animation: configuration.animation))
      return
    }
    decelerate(from: offset, velocity: v)
  }

  /// Starts coasting from `offset` at `v` now; at rest at once when it would move less
  /// than `Deceleration.restDistance`.
  mutating func decelerate(from offset: Double, velocity v: Double) {
    let d = Deceleration(
      from: offset, initialVelocity: v, start: now, rate: Self.decelerationRate)
    guard !d.isSettled(at: now) else {
      self.offset = offset
      finishAnimation()
      return
    }
    let bound = v > 0 ? maxOffset : 0
    let bounce = d.end > maxOffset || d.end < 0 ? d.time(reaching: bound).map { ($0, bound) } : nil
    phase = .decelerating(d, bounce: bounce)
  }

  /// Where the content comes to rest if nothing else happens: the end of the motion under
  /// way, or the offset itself.
  var restingOffset: Double {
    switch phase {
    case .animating(let a): return a.to
    case .decelerating(let d, let bounce): return bounce?.at ?? d.end
    case .idle, .dragging, .wheeling: return offset
    }
  }

  /// The offset shown for a raw drag offset: rubber-banded outside the pages in rewind mode.
  func shownOffset(raw: Double) -> Double {
    guard configuration.wrap == .rewind else { return raw }
    let maxOffset = self.maxOffset
    let d = geometry.viewportLength
    if raw < 0 { return -rubberBand(-raw, dimension: d) }
    if raw > maxOffset { return maxOffset + rubberBand(raw - maxOffset, dimension: d) }
    return raw
  }
}
