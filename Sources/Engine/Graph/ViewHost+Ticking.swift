import Foundation

/// Views that change with time alone (an indeterminate `ProgressView`'s spinner) and the
/// frames they need.
///
/// Such a view says, while it is drawn, how often its picture changes
/// (`ViewGraph.noteTicking`). The host then wakes once per step, as it wakes for a timer,
/// and only while the last frame drew one and the window shows (`scenePhase` is
/// `.active`): a spinner scrolled away, removed, or in a hidden window costs no frames, as
/// a carousel's autoplay pauses in a hidden window.
extension ViewHost {
  /// The step the last drawn frame's ticking views are at, if they tick now.
  private var tickInterval: Double? {
    guard let interval = graph.tickInterval, interval > 0,
      graph.environment.scenePhase == .active
    else { return nil }
    return interval
  }

  /// Whether a ticking view has moved on a step since the last frame.
  var tickIsDue: Bool {
    guard let interval = tickInterval else { return false }
    return (now / interval).rounded(.down) != (drawnTickTime / interval).rounded(.down)
  }

  /// When the next step begins, if a ticking view is on screen.
  var nextTick: Double? {
    guard let interval = tickInterval else { return nil }
    return ((now / interval).rounded(.down) + 1) * interval
  }
}

extension ViewGraph {
  /// Called while drawing `frame`: a view there changes every `interval` seconds. A view
  /// outside the window or outside the scroll view it is in does not count.
  func noteTicking(every interval: Double, frame: CGRect) {
    let window = CGRect(origin: .zero, size: size)
    guard frame.intersects(drawClip ?? window), frame.intersects(window) else { return }
    tickInterval = min(tickInterval ?? interval, interval)
  }
}
