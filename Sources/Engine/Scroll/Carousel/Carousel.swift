import Foundation

/// `scrollCarousel`'s component: a scroll view's physics with the autoplay the modifier
/// adds over it. Every input goes through here, so an interaction pauses autoplay before
/// the physics moves and resumes it a full interval after the content comes to rest.
///
/// The physics' state reads straight through (`carousel.page`, `carousel.offset`); a scroll
/// view without `scrollCarousel` has autoplay `.off`.
@dynamicMemberLookup
public struct Carousel: Sendable {
  public internal(set) var physics: ScrollPhysics
  public internal(set) var autoplay: CarouselAutoplay

  public init(physics: ScrollPhysics, autoplay: CarouselAutoplay = .off) {
    self.physics = physics
    self.autoplay = autoplay
  }

  /// A carousel of `configuration`'s pages in a viewport `viewportLength` long, advancing
  /// every `interval` seconds when `autoplay` is on.
  public init(
    configuration: ScrollPhysicsConfiguration, viewportLength: CGFloat,
    autoplay: Bool = ScrollCarousel.Defaults.autoplay,
    interval: Double = ScrollCarousel.Defaults.interval, now: Double = 0
  ) {
    self.init(
      physics: ScrollPhysics(
        configuration: configuration, viewportLength: viewportLength, now: now),
      autoplay: CarouselAutoplay(isEnabled: autoplay, interval: interval, now: now))
  }

  public subscript<T>(dynamicMember path: KeyPath<ScrollPhysics, T>) -> T { physics[keyPath: path] }

  /// Whether autoplay is switched on.
  public var autoplayEnabled: Bool { autoplay.isEnabled }

  /// Whether autoplay will advance when its time comes.
  public var isAutoplayRunning: Bool { autoplay.isRunning(pageCount: physics.pageCount) }

  /// Seconds until the next autoplay advance, if running.
  public var timeToNextAdvance: Double? {
    guard isAutoplayRunning, let next = autoplay.nextAdvance else { return nil }
    return max(next - physics.now, 0)
  }

  /// When the host must call `update` next if nothing else happens: the physics' deadline
  /// or the next advance; nil means it can sleep until the next input event.
  public var nextDeadline: Double? {
    let advance = isAutoplayRunning ? autoplay.nextAdvance : nil
    return [physics.nextDeadline, advance].compactMap { $0 }.min()
  }

  /// Takes the events queued since the last call.
  public mutating func drainEvents() -> [TimedScrollEvent] { physics.drainEvents() }

  // MARK: Time

  /// Advances to `now`: the physics' motion, then autoplay.
  public mutating func update(now: Double) {
    physics.update(now: now)
    autoplay.resumeIfSettled(&physics)
    autoplay.advanceIfDue(&physics)
    autoplay.resumeIfSettled(&physics)
  }

  /// Runs one input on the physics: autoplay pauses first (when it is an interaction) and
  /// resumes after, if the content is already at rest.
  mutating func interact(now: Double, pausing: Bool = true, _ body: (inout ScrollPhysics) -> Void) {
    update(now: now)
    if pausing { autoplay.pause(.interaction, &physics) }
    body(&physics)
    autoplay.resumeIfSettled(&physics)
  }

  // MARK: Input

  /// Pointer pressed at `position` along the axis: pauses autoplay.
  public mutating func pointerDown(at position: Double, now: Double) {
    interact(now: now) { $0.pointerDown(at: position, now: now) }
  }

  public mutating func pointerMoved(to position: Double, now: Double) {
    physics.pointerMoved(to: position, now: now)
  }

  /// Pointer released; a click without a drag resumes autoplay a full interval from now.
  public mutating func pointerUp(at position: Double, now: Double) {
    guard physics.isPointerDown else { return }
    physics.pointerUp(at: position, now: now)
    autoplay.resumeIfSettled(&physics)
  }

  /// A trackpad's smooth scroll: pauses autoplay.
  public mutating func wheel(delta: Double, now: Double) {
    guard delta.isFinite, delta != 0, !physics.isPointerDown else { return }
    interact(now: now) { $0.wheel(delta: delta, now: now) }
  }

  /// A mouse wheel's click: pauses autoplay.
  public mutating func wheelNotch(forward: Bool, now: Double) {
    guard !physics.isPointerDown else { return }
    interact(now: now) { $0.wheelNotch(forward: forward, now: now) }
  }

  /// ←/→/Home/End: pauses autoplay like any interaction.
  public mutating func key(_ key: ScrollPhysics.Key, now: Double) {
    interact(now: now) { $0.key(key, now: now) }
  }

  /// Moves to `page` with the configuration's animation.
  public mutating func setPage(_ page: Int, now: Double, source: AdvanceSource = .api) {
    setPage(page, now: now, source: source, animation: physics.configuration.animation)
  }

  /// Moves to `page` (a `scrollPosition` write), with `animation` or at once.
  public mutating func setPage(
    _ page: Int, now: Double, source: AdvanceSource = .api, animation: Animation?
  ) {
    interact(now: now, pausing: false) {
      $0.setPage(page, now: now, source: source, animation: animation)
    }
  }

  /// Scrolls freely to `offset`, with `animation` or at once.
  public mutating func setOffset(_ offset: Double, now: Double, animation: Animation?) {
    interact(now: now, pausing: false) { $0.setOffset(offset, now: now, animation: animation) }
  }

  // MARK: Visibility, autoplay switch, configuration

  /// A hidden or minimised window pauses autoplay; shown again, the next advance is a full
  /// interval later.
  public mutating func setVisible(_ visible: Bool, now: Double) {
    update(now: now)
    if visible {
      autoplay.resume(.hidden, at: now, &physics)
    } else {
      autoplay.pause(.hidden, &physics)
    }
  }

  /// Space: switches autoplay on or off.
  public mutating func setAutoplayEnabled(_ enabled: Bool, now: Double) {
    update(now: now)
    autoplay.setEnabled(enabled, &physics)
  }

  /// A new autoplay interval: the grid starts again from now.
  public mutating func setAutoplayInterval(_ interval: Double, now: Double) {
    update(now: now)
    guard interval != autoplay.interval else { return }
    autoplay.interval = interval
    autoplay.schedule(from: physics.now)
  }

  /// Replaces the physics' configuration (see `ScrollPhysics.reconfigure`), then the
  /// autoplay setting and interval.
  public mutating func reconfigure(
    _ configuration: ScrollPhysicsConfiguration, autoplay enabled: Bool, interval: Double
  ) {
    physics.reconfigure(configuration)
    let now = physics.now
    if enabled != autoplay.isEnabled { setAutoplayEnabled(enabled, now: now) }
    if interval != autoplay.interval { setAutoplayInterval(interval, now: now) }
  }

  /// See `ScrollPhysics.setGeometry`.
  public mutating func setGeometry(
    viewportLength: CGFloat, inset: CGFloat, spacing: CGFloat, pageLength: CGFloat?,
    scrollableLength: CGFloat? = nil, now: Double
  ) {
    update(now: now)
    physics.setGeometry(
      viewportLength: viewportLength, inset: inset, spacing: spacing, pageLength: pageLength,
      scrollableLength: scrollableLength, now: now)
    autoplay.resumeIfSettled(&physics)
  }

  /// See `ScrollPhysics.setViewportLength`.
  public mutating func setViewportLength(_ length: CGFloat, now: Double) {
    update(now: now)
    physics.setViewportLength(length, now: now)
    autoplay.resumeIfSettled(&physics)
  }
}
