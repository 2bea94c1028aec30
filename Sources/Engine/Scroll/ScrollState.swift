import Foundation

/// A scroll view's lasting state: its offset and motion (`ScrollPhysics`, with the autoplay
/// `scrollCarousel` adds: `Carousel`), its geometry from the last layout, and its
/// `scrollPosition` binding.
///
/// The physics' pages are the scroll targets for `.viewAligned` and multiples of the
/// viewport for `.paging`; without a target behaviour the scroll view scrolls freely over
/// its content, continuously.
@MainActor
final class ScrollState {
  var axis: Axis = .vertical
  var carousel = Carousel(
    physics: ScrollPhysics(configuration: .free(scrollableLength: 0), viewportLength: 0))
  var behavior: ScrollTargetBehaviorKind?
  var position: ScrollPositionBinding?
  var carouselBehavior: ScrollCarousel?
  /// The id last written to or read from the binding.
  var syncedID: AnyHashable?
  /// An id the binding asked for, applied after the next layout (targets known then).
  var requestedID: AnyHashable??
  var requestedAnimation: Animation?
  /// What the scroll view was last placed with (its safe area, from a `safeAreaPadding`
  /// around it): moving its content places it again with the same.
  var placedContext = LayoutContext.root(.zero)
  var safeArea: EdgeInsets { placedContext.safeArea }
  /// The safe area's insets the scroll view's frame reached over when last placed (left
  /// as `leading`: a navigation bar's height on top), which inset its content.
  var reached = EdgeInsets()
  var margins = EdgeInsets()
  /// The scroll targets from the last layout.
  var targets = ScrollTargets.none
  /// The viewport and content lengths along the axis from the last layout.
  var viewportLength: CGFloat = 0
  var contentLength: CGFloat = 0
  /// Whether a gesture is pressed or settling from its release (timers in `.default` mode
  /// wait for it).
  var gestureActive = false
  var reducedMotion = false
  /// The page nearest the offset while dragging, to update the binding as it changes.
  private var trackedPage: Int?
  /// Scrolling freely: the offset the binding last asked for, while the content moves
  /// there or rests on it (user scrolling away clears it), and the offset last reported.
  private var requestedOffset: Double?
  private var reportedOffset = 0.0
  weak var graph: ViewGraph?
  /// Whether the binding has been read once.
  private var hasSynced = false

  var insets: EdgeInsets { safeArea.adding(reached).adding(margins) }

  /// Reads the modifiers' settings; a binding value this view did not write is a request
  /// to scroll there (with the current transaction's animation).
  func configure(from env: EnvironmentValues, graph: ViewGraph) {
    behavior = env.scrollConfiguration.behavior
    carouselBehavior = env.scrollConfiguration.carousel
    margins = env.contentMargins
    reducedMotion = graph.reducedMotion
    self.graph = graph
    position = env.scrollConfiguration.position
    if let position {
      let wanted = position.get()
      if wanted != syncedID {
        requestedID = .some(wanted)
        requestedAnimation = graph.transactionAnimation
      }
    }
  }

  /// The offset along the axis (SwiftUI's content offset), snapped to device pixels.
  var offset: CGFloat { CGFloat(carousel.offset) }

  /// Brings the physics in line with the last layout; then applies a requested position.
  func layoutDidChange(now: Double) {
    let maxOffset = max(
      contentLength
        + (axis == .horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom)
        - viewportLength, 0)
    let leading = axis == .horizontal ? insets.leading : insets.top
    var c = ScrollPhysicsConfiguration.free(
      scrollableLength: maxOffset, reducedMotion: reducedMotion)
    switch behavior?.kind {
    case .viewAligned(let onePerFlick) where targets.count > 0:
      let stride = targets.stride
      c = ScrollPhysicsConfiguration(pageCount: targets.count, reducedMotion: reducedMotion)
      c.inset = leading + targets.first
      c.pageLength = max(min(targets.length, stride), 1)
      c.spacing = max(stride - (c.pageLength ?? stride), 0)
      c.flickLimit = onePerFlick ? .one : .unlimited
      c.animation = .default
    case .paging where viewportLength > 0:
      c = ScrollPhysicsConfiguration(
        pageCount: max(Int((maxOffset / viewportLength).rounded(.up)) + 1, 1), inset: 0,
        spacing: 0, flickLimit: .unlimited, reducedMotion: reducedMotion,
        pageLength: viewportLength)
      c.animation = .default
    default:
      break
    }
    var autoplay = false
    var interval = carousel.autoplay.interval
    if let carouselBehavior, !c.isFree {
      autoplay = carouselBehavior.autoplay
      interval = carouselBehavior.interval
      c.animation = carouselBehavior.animation
      c.wrap = carouselBehavior.wrap
    }
    if autoplay != carousel.autoplayEnabled {
      carousel.setAutoplayEnabled(autoplay, now: now)
    }
    if interval != carousel.autoplay.interval {
      carousel.setAutoplayInterval(interval, now: now)
    }
    // Geometry alone (a resize, re-measured targets, a longer content) keeps the motion;
    // anything else (the number of targets, the behaviour) starts again from the current
    // page.
    let old = carousel.physics.configuration
    var sameButGeometry = c
    sameButGeometry.inset = old.inset
    sameButGeometry.spacing = old.spacing
    sameButGeometry.pageLength = old.pageLength
    if c.isFree && old.isFree { sameButGeometry.scrollableLength = old.scrollableLength }
    if sameButGeometry != old {
      let page = carousel.page
      carousel.physics.reconfigure(c)
      if page != carousel.page { trackedPage = nil }
    }
    let g = carousel.geometry
    if g.viewportLength != viewportLength || g.inset != c.inset || g.spacing != c.spacing
      || g.fixedPageLength != c.pageLength
      || carousel.physics.configuration.scrollableLength != c.scrollableLength
    {
      carousel.setGeometry(
        viewportLength: viewportLength, inset: c.inset, spacing: c.spacing,
        pageLength: c.pageLength, scrollableLength: c.scrollableLength, now: now)
    }
    if let requested = requestedID {
      requestedID = nil
      // The binding's first value is where the view starts, not a change.
      if requested != syncedID && hasSynced { graph?.positionChanged(requested) }
      hasSynced = true
      syncedID = requested
      if let id = requested, let index = targets.index(of: id) {
        if carousel.physics.configuration.isFree {
          // Free scrolling rests anywhere: where the anchor puts the target.
          let offset = Double(
            targets.offset(showing: index, visibleLength: visibleLength, anchor: anchorFraction))
          if offset != carousel.offset || carousel.hasRunningAnimation {
            carousel.setOffset(offset, now: now, animation: requestedAnimation)
          }
          requestedOffset = carousel.physics.restingOffset
          reportedOffset = carousel.offset
        } else if index != carousel.page || carousel.hasRunningAnimation {
          carousel.setPage(index, now: now, source: .api, animation: requestedAnimation)
        }
      }
    }
  }

  /// Advances the physics; returns what happened, and writes the binding when the
  /// leading target changed by scrolling.
  func update(now: Double) -> [TimedScrollEvent] {
    carousel.update(now: now)
    if carousel.isDragging, !carousel.physics.configuration.isFree {
      let nearest = carousel.geometry.nearestPage(toOffset: CGFloat(carousel.offset))
      let clamped = min(max(nearest, 0), carousel.pageCount - 1)
      if clamped != trackedPage {
        trackedPage = clamped
        write(page: clamped)
      }
    }
    if carousel.physics.configuration.isFree { reportScrolledTarget() }
    let events = carousel.drainEvents()
    for e in events {
      switch e.event {
      case .dragEnd(_, let target): write(page: target)
      // An automatic advance names its page when it starts, as the sample's timer writes
      // the position and then animates to it.
      case .advance(_, let to, .autoplay): write(page: to)
      case .settled(let page):
        write(page: page)
        gestureActive = carousel.isPointerDown
        trackedPage = nil
      case .freeSettled:
        gestureActive = carousel.isPointerDown
      default: break
      }
    }
    return events
  }

  /// Scrolling freely, the binding follows the user's scrolling: it names the target the
  /// offset shows at the anchor, whenever the offset moved other than to where the binding
  /// asked.
  private func reportScrolledTarget() {
    guard position != nil else { return }
    let offset = carousel.offset
    guard offset != reportedOffset else { return }
    reportedOffset = offset
    if let requestedOffset, carousel.physics.restingOffset == requestedOffset { return }
    requestedOffset = nil
    let index = targets.index(
      atOffset: CGFloat(offset), visibleLength: visibleLength, anchor: anchorFraction)
    if let index { write(page: index) }
  }

  /// The length of the content in view along the axis: the viewport less the insets.
  var visibleLength: CGFloat {
    let e = insets
    return max(
      viewportLength - (axis == .horizontal ? e.leading + e.trailing : e.top + e.bottom), 0)
  }

  /// The binding's anchor along the axis (nil: SwiftUI's default, the leading edge).
  var anchorFraction: CGFloat? {
    position?.anchor.map { axis == .horizontal ? $0.x : $0.y }
  }

  /// The binding now names target `page` (when it has an id).
  private func write(page: Int) {
    guard let position, page >= 0, page < targets.count, let id = targets.id(page) else { return }
    guard id != syncedID else { return }
    syncedID = id
    graph?.positionChanged(id)
    position.set(id)
  }

  /// The along-axis coordinate of a point.
  func along(_ p: CGPoint) -> Double { Double(axis == .horizontal ? p.x : p.y) }
}
