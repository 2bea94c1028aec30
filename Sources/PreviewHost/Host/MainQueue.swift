import Foundation

/// The main actor's queue, which the runners' loops hold the main thread away from:
/// main-actor work that was enqueued (a view's `.task` going on after its sleep ended, an
/// Observation change reported from another thread) runs when the loop gives it a turn.
@MainActor
enum MainQueue {
  /// Gives the main queue a few turns of the run loop, without waiting (a task's step may
  /// enqueue its next one). Foundation's run loop serves the main dispatch queue on Linux.
  static func drain() {
    for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
  }
}
