import Foundation

/// The main actor's queue, which the runners' loops hold the main thread away from:
/// main-actor work that was enqueued (a view's `.task` going on after its sleep ended, an
/// Observation change reported from another thread) runs when the loop gives it a turn.
@MainActor
enum MainQueue {
  /// Runs everything enqueued on the main queue so far: a marker is enqueued behind it and
  /// the run loop (which serves the main dispatch queue on Linux) turns until the marker
  /// ran, the queue being first in, first out, and until `stillWaking` is false (tasks the
  /// host's clock woke have gone on). Other work enqueued meanwhile waits for the next call.
  /// Bounded by `limit` seconds, should the run loop not serve the queue.
  static func drain(limit: TimeInterval = 1, until stillWaking: () -> Bool = { false }) {
    let target = marker &+ 1
    DispatchQueue.main.async { MainActor.assumeIsolated { marker &+= 1 } }
    let deadline = Date(timeIntervalSinceNow: limit)
    while (marker != target || stillWaking()) && Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
  }

  private static var marker = 0
}
