import Foundation

extension Carousel {
  /// Pointer pressed inside the carousel at window x. Pauses autoplay; a moving carousel
  /// stops where it is and tracks from there at once (no slop), like UIScrollView.
  public mutating func pointerDown(x: Double, now: Double) {
    update(now: now)
    pause(.interaction)
    let wasMoving: Bool
    switch phase {
    case .animating(let a):
      offset = a.value(at: self.now)
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
      anchorX: x, anchorOffset: offset, tracking: wasMoving,
      startPage: geometry.nearestPage(toOffset: offset), lastX: x)
    drag.velocity.add(position: x, at: self.now)
    phase = .dragging(drag)
    if wasMoving {
      events.append(
        .init(time: self.now, event: .dragBegin(page: Self.wrap(drag.startPage, pageCount))))
    }
  }

  /// Pointer moved while pressed: content follows 1:1 once past the slop, rubber-banded past
  /// the ends in rewind mode.
  public mutating func pointerMoved(x: Double, now: Double) {
    guard case .dragging(var drag) = phase else { return }
    self.now = max(now, self.now)
    drag.velocity.add(position: x, at: self.now)
    drag.lastX = x
    if !drag.tracking {
      guard abs(x - drag.anchorX) >= Self.slop else {
        phase = .dragging(drag)
        return
      }
      // Track from here, so content does not jump by the slop.
      drag.tracking = true
      drag.anchorX = x
      events.append(
        .init(time: self.now, event: .dragBegin(page: Self.wrap(drag.startPage, pageCount))))
    }
    phase = .dragging(drag)
    offset = shownOffset(raw: drag.anchorOffset - (x - drag.anchorX))
  }

  /// Pointer released: project the fling, pick a page within the flick limit, and spring
  /// there starting at the release velocity.
  public mutating func pointerUp(x: Double, now: Double) {
    guard case .dragging(var drag) = phase else { return }
    self.now = max(now, self.now)
    drag.velocity.add(position: x, at: self.now)
    guard drag.tracking else {
      // A click without a drag: nothing moves; autoplay resumes a full interval from now.
      phase = .idle
      resumeAfterInteractionIfSettled()
      return
    }
    offset = shownOffset(raw: drag.anchorOffset - (x - drag.anchorX))
    let measured = -drag.velocity.velocity(at: self.now)
    let v =
      measured.isFinite ? min(max(measured, -Self.maxReleaseVelocity), Self.maxReleaseVelocity) : 0
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

  /// The offset shown for a raw drag offset: rubber-banded outside the pages in rewind mode.
  func shownOffset(raw: Double) -> Double {
    guard configuration.wrap == .rewind else { return raw }
    let maxOffset = geometry.restingOffset(ofPage: pageCount - 1)
    let d = geometry.viewportWidth
    if raw < 0 { return -rubberBand(-raw, dimension: d) }
    if raw > maxOffset { return maxOffset + rubberBand(raw - maxOffset, dimension: d) }
    return raw
  }

  /// Smooth (trackpad) scrolling, in points, positive toward later pages: the content
  /// follows the fingers directly and, 150 ms after the last event, comes to rest as a
  /// drag's release does: the projection of the scrolling velocity, one page at most from
  /// where the gesture started.
  public mutating func wheel(deltaX: Double, now: Double) {
    guard deltaX.isFinite, deltaX != 0, !isPointerDown else { return }
    update(now: now)
    pause(.interaction)
    if case .animating(let a) = phase { offset = a.value(at: self.now) }
    if case .wheeling = phase {
    } else {
      wheelTracker = VelocityTracker()
      wheelStartPage = geometry.nearestPage(toOffset: offset)
    }
    velocity = 0
    var raw = offset + deltaX
    if configuration.wrap == .rewind {
      raw = min(max(raw, 0), geometry.restingOffset(ofPage: pageCount - 1))
    }
    offset = raw
    wheelTracker.add(position: offset, at: self.now)
    phase = .wheeling(lastEvent: self.now)
  }

  /// Where a smooth wheel gesture that ended at `last` comes to rest.
  mutating func endWheel(lastEvent last: Double) {
    let v = wheelTracker.velocity(at: last)
    let target = releaseTarget(offset: offset, velocity: v, startPage: wheelStartPage)
    velocity = v
    snap(toVirtual: target, velocity: v, source: .wheel)
  }

  /// Whether a wheel event is a mouse wheel's click rather than a trackpad's smooth delta:
  /// whole notches on both axes (SDL reports a click as exactly ±1; smooth scrolling in
  /// fractions).
  public static func isNotch(dx: Double, dy: Double) -> Bool {
    dx == dx.rounded() && dy == dy.rounded()
  }

  /// Points a trackpad's fractional wheel delta of 1 scrolls (hand-tuned: a tenth of a
  /// 900 pt page), for the scene's carousel and a view tree's scroll views alike.
  public static let wheelStep = 40.0

  /// Notches closer together than this (seconds) are one burst: a quick spin of the wheel.
  /// Hand-tuned: a deliberate notch-by-notch scroll clicks ≥ 0.2 s apart.
  public static let notchBurstGap = 0.2

  /// One click of a mouse wheel: exactly one page forward or back, however slowly the
  /// clicks come; a quick burst of clicks in one direction also moves one page.
  public mutating func wheelNotch(forward: Bool, now: Double) {
    guard !isPointerDown else { return }
    update(now: now)
    pause(.interaction)
    let direction = forward ? 1 : -1
    defer { lastNotch = (self.now, direction) }
    if let last = lastNotch, self.now - last.time < Self.notchBurstGap, last.direction == direction
    {
      return
    }
    var base = virtualPage
    if case .wheeling = phase { base = geometry.nearestPage(toOffset: offset) }
    var target = base + direction
    if configuration.wrap == .rewind { target = min(max(target, 0), pageCount - 1) }
    snap(toVirtual: target, velocity: velocityIfSpring(), source: .wheel)
  }
}
