import Foundation

/// Autoplay, the part of `scrollCarousel` SwiftUI leaves to a `Timer`: an advance every
/// `interval` seconds on a fixed grid, paused while an interaction lasts or the window is
/// hidden. `Carousel` runs it over a scroll view's physics.
public struct CarouselAutoplay: Sendable {
  /// Switched on by the modifier or the user.
  public internal(set) var isEnabled: Bool
  /// Seconds between advances.
  public internal(set) var interval: Double
  var pauses: Set<AutoplayReason> = []
  /// The time of the next advance while running.
  var nextAdvance: Double?

  public init(isEnabled: Bool, interval: Double, now: Double = 0) {
    self.isEnabled = isEnabled
    self.interval = interval
    schedule(from: now)
  }

  /// Autoplay that never runs (a scroll view without `scrollCarousel`).
  public static var off: CarouselAutoplay {
    CarouselAutoplay(isEnabled: false, interval: ScrollCarousel.Defaults.interval)
  }

  /// The interval used: never below 10 ms, so a zero or negative one cannot spin.
  var step: Double { max(interval, 0.01) }

  /// Whether it will advance when its time comes (a single page has nowhere to go).
  func isRunning(pageCount: Int) -> Bool { isEnabled && pauses.isEmpty && pageCount > 1 }

  /// Starts the grid at `origin`: advances at origin + k·interval.
  mutating func schedule(from origin: Double) {
    nextAdvance = origin + step
  }

  /// Advances `physics` if a grid time has come and no pointer is down: one step, stamped
  /// at its grid time for determinism (or now, when the host was away for an interval or
  /// more).
  mutating func advanceIfDue(_ physics: inout ScrollPhysics) {
    let now = physics.now
    guard isRunning(pageCount: physics.pageCount), let time = nextAdvance, now >= time,
      !physics.isPointerDown
    else { return }
    // Skip grid points that passed while the host was not calling (a stalled frame), in
    // O(1): a loop adding the interval hung for hours after a long stall, and for ever once
    // the interval fell below the precision of `now`.
    var next = time + step
    if next <= now {
      let missed = ((now - time) / step).rounded(.down) + 1
      next = time + missed * step
      if next <= now { next = time + (missed + 1) * step }
      if next <= now { next = now.nextUp }
    }
    nextAdvance = next
    // After a stall of a whole interval or more (the process stopped by SIGSTOP, a frame
    // that took seconds) the advance happens now, and is stamped and animated from now;
    // the grid goes on from its own times.
    let start = now - time >= step ? now : time
    physics.advance(source: .autoplay, at: start)
    // The advance's animation is sampled at `now` in this same frame.
    physics.update(now: now)
  }

  mutating func pause(_ reason: AutoplayReason, _ physics: inout ScrollPhysics) {
    let wasRunning = isRunning(pageCount: physics.pageCount)
    pauses.insert(reason)
    if wasRunning {
      physics.events.append(
        .init(time: physics.now, event: .autoplay(running: false, reason: reason)))
    }
  }

  /// Lifts one pause; if autoplay runs again, the next advance is a full interval from `time`.
  mutating func resume(_ reason: AutoplayReason, at time: Double, _ physics: inout ScrollPhysics) {
    guard pauses.contains(reason) else { return }
    pauses.remove(reason)
    if isRunning(pageCount: physics.pageCount) {
      schedule(from: time)
      physics.events.append(.init(time: time, event: .autoplay(running: true, reason: reason)))
    }
  }

  /// An interaction's pause ends once the pointer is up and the content is at rest.
  mutating func resumeIfSettled(_ physics: inout ScrollPhysics) {
    guard pauses.contains(.interaction), physics.isAtRest else { return }
    resume(.interaction, at: physics.now, &physics)
  }

  /// Switches autoplay on or off at `now`, reporting a change of running.
  mutating func setEnabled(_ enabled: Bool, _ physics: inout ScrollPhysics) {
    guard enabled != isEnabled else { return }
    let wasRunning = isRunning(pageCount: physics.pageCount)
    isEnabled = enabled
    if enabled { schedule(from: physics.now) }
    let running = isRunning(pageCount: physics.pageCount)
    if wasRunning != running {
      physics.events.append(
        .init(time: physics.now, event: .autoplay(running: running, reason: .user)))
    }
  }
}
