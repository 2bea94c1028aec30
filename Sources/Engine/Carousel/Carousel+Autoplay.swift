import Foundation

extension Carousel {
  /// Starts the autoplay grid at `origin`: advances at origin + k·interval.
  mutating func scheduleAutoplay(from origin: Double) {
    nextAdvance = origin + max(configuration.interval, 0.01)
  }

  /// One autoplay step, starting exactly at its grid time `time` for determinism (or now,
  /// when the host was away for an interval or more).
  mutating func advanceByAutoplay(at time: Double) {
    let interval = max(configuration.interval, 0.01)
    // Skip grid points that passed while the host was not calling (a stalled frame), in
    // O(1): a loop adding the interval hung for hours after a long stall, and for ever once
    // the interval fell below the precision of `now`.
    var next = time + interval
    if next <= now {
      let missed = ((now - time) / interval).rounded(.down) + 1
      next = time + missed * interval
      if next <= now { next = time + (missed + 1) * interval }
      if next <= now { next = now.nextUp }
    }
    nextAdvance = next
    let target: Int
    if configuration.wrap == .loop {
      target = virtualPage + 1
    } else {
      target = page >= pageCount - 1 ? 0 : page + 1
    }
    // After a stall of a whole interval or more (the process stopped by SIGSTOP, a frame
    // that took seconds) the advance happens now, and is stamped and animated from now;
    // the grid goes on from its own times.
    let start = now - time >= interval ? now : time
    snap(toVirtual: target, velocity: velocityIfSpring(), source: .autoplay, at: start)
  }

  mutating func pause(_ reason: AutoplayReason) {
    let wasRunning = isAutoplayRunning
    pauses.insert(reason)
    if wasRunning {
      events.append(.init(time: now, event: .autoplay(running: false, reason: reason)))
    }
  }

  /// Lifts one pause; if autoplay runs again, the next advance is a full interval from `time`.
  mutating func resume(_ reason: AutoplayReason, at time: Double) {
    guard pauses.contains(reason) else { return }
    pauses.remove(reason)
    if isAutoplayRunning {
      scheduleAutoplay(from: time)
      events.append(.init(time: time, event: .autoplay(running: true, reason: reason)))
    }
  }

  /// An interaction's pause ends once the pointer is up and the carousel is at rest.
  mutating func resumeAfterInteractionIfSettled() {
    guard pauses.contains(.interaction), phase == .idle else { return }
    resume(.interaction, at: now)
  }
}
