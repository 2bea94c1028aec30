import Foundation

extension ScrollPhysics {
  /// A new viewport length keeps the current page exactly: a running animation finishes at
  /// its target at once, a drag keeps its relative position (and re-anchors there, so the
  /// content stays under the pointer), content at rest jumps to the page's new resting
  /// offset.
  public mutating func setViewportLength(_ length: CGFloat, now: Double) {
    setGeometry(
      viewportLength: length, inset: configuration.inset, spacing: configuration.spacing,
      pageLength: configuration.pageLength, now: now)
  }

  /// Changes where pages sit (a resize, or a scroll view's re-measured targets) keeping the
  /// page: at rest it moves to the page's new resting offset; a running animation is
  /// retargeted from the same fraction of a page; a drag keeps its place under the pointer.
  /// Scrolling freely, a new scrollable length keeps the offset, clamped to the content
  /// when nothing holds or moves it.
  public mutating func setGeometry(
    viewportLength length: CGFloat, inset: CGFloat, spacing: CGFloat, pageLength: CGFloat?,
    scrollableLength: CGFloat? = nil, now: Double
  ) {
    update(now: now)
    let old = geometry.stride
    configuration.inset = inset
    configuration.spacing = spacing
    configuration.pageLength = pageLength
    geometry = PageGeometry(
      viewportLength: length, inset: configuration.inset, spacing: configuration.spacing,
      pageLength: configuration.pageLength)
    if configuration.isFree {
      configuration.scrollableLength = scrollableLength.map { $0.isFinite ? max($0, 0) : 0 }
      if phase == .idle { offset = min(max(offset, 0), maxOffset) }
      // A coast goes on from here towards the new end (or springs back onto it, if the
      // content is now shorter than the offset).
      if case .decelerating(let d, _) = phase { release(velocity: d.velocity(at: now)) }
      return
    }
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
    case .wheeling, .decelerating:
      offset *= scale
    case .dragging(var drag):
      if drag.tracking {
        // Scale the raw position under the pointer and track on from there; scaling only the
        // anchor would jump the content by (pointer travel)·(1 − scale) on the next move.
        let raw = (drag.anchorOffset - (drag.last - drag.anchor)) * scale
        drag.anchorOffset = raw
        drag.anchor = drag.last
        offset = shownOffset(raw: raw)
      } else {
        // Still inside the slop: the content rests on its page.
        drag.anchorOffset = geometry.restingOffset(ofPage: virtualPage)
        offset = drag.anchorOffset
      }
      phase = .dragging(drag)
    }
  }

  /// Replaces the configuration (a reloaded scene, a scroll view's new targets or
  /// behaviour), keeping the page where it still exists.
  ///
  /// A held pointer stays held and keeps its travel so far: SwiftUI keeps a scroll view's
  /// state across an update of the same view, so the content stays as far from the kept
  /// page as the pointer has dragged it, the next move tracks 1:1 from there and the release
  /// snaps as usual (a reload used to drop the drag silently, and autoplay then advanced
  /// under the finger; then it restarted the drag at the reload, losing the travel before).
  public mutating func reconfigure(_ configuration: ScrollPhysicsConfiguration) {
    var c = configuration
    c.pageCount = max(c.pageCount, 1)
    let keep = min(page, c.pageCount - 1)
    let oldVirtualPage = virtualPage
    let oldResting = geometry.restingOffset(ofPage: virtualPage)
    let wasFree = self.configuration.isFree
    self.configuration = c
    geometry = PageGeometry(
      viewportLength: geometry.viewportLength, inset: c.inset, spacing: c.spacing,
      pageLength: c.pageLength)
    virtualPage = keep
    // Free scrolling keeps its offset; pages rest on the kept one.
    offset =
      c.isFree ? min(max(wasFree ? offset : 0, 0), maxOffset) : geometry.restingOffset(ofPage: keep)
    velocity = 0
    if case .dragging(var drag) = phase {
      if drag.tracking {
        // The raw position under the pointer, as far from the kept page as it was from the
        // page the drag left (the virtual page stays put while dragging).
        let raw = drag.anchorOffset - (drag.last - drag.anchor)
        drag.anchorOffset = offset + (raw - (wasFree ? offset : oldResting))
        offset = shownOffset(raw: drag.anchorOffset)
      } else {
        drag.anchorOffset = offset
      }
      drag.anchor = drag.last
      drag.startPage = keep + (drag.startPage - oldVirtualPage)
      phase = .dragging(drag)
    } else {
      phase = .idle
    }
  }
}
