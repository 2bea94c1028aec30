import CSDL2
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
  /// Returns at once when nothing waits on the queue and no task is waking: queueing the
  /// marker and turning the run loop cost a fifth of an autoplay frame's update, and a
  /// poll of the queue's descriptor costs one system call (PERFORMANCE.md, round eight).
  static func drain(limit: TimeInterval = 1, until stillWaking: () -> Bool = { false }) {
    guard csdl_main_queue_pending() != 0 || stillWaking() else { return }
    let target = marker &+ 1
    DispatchQueue.main.async { MainActor.assumeIsolated { marker &+= 1 } }
    let deadline = Date(timeIntervalSinceNow: limit)
    // The run loop is polled (a date already past), never asked to wait: a run loop that
    // waits arms a timeout timer, a dispatch source whose manager thread starts worker
    // threads, and run every frame that came to dozens of threads, each with its own
    // malloc arena (845 MB of address space for a plain scene, over the README's budget).
    while marker != target || stillWaking() {
      _ = RunLoop.main.run(mode: .default, before: .distantPast)
      if (marker == target && !stillWaking()) || Date() >= deadline { break }
      usleep(500)
    }
  }

  private static var marker = 0
}
