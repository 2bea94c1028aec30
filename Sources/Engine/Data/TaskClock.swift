import Synchronization

/// The host's clock as view tasks see it: `Task.sleep` inside a `.task` waits until the host
/// has advanced this clock past its deadline, so a headless run on a virtual clock, and a
/// test on a manual one, sleep exactly as long as the clock says and no longer.
///
/// Engine has no clock of its own: the graph owns one of these, and `ViewHost.update(now:)`
/// advances it. A sleeper's continuation is resumed there; the task then goes on when the
/// main actor next runs its queue (the host drains it after each update). Cancelling the
/// task ends its sleep at once with `CancellationError`, as `Task.sleep` does.
final class TaskClock: Sendable {
  private struct Sleeper {
    let id: Int
    let deadline: Double
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: Double = 0
    var nextID = 0
    var sleepers: [Sleeper] = []
  }

  private let state = Mutex(State())

  /// The clock of the view task running now, if any (`Task.sleep` reads it).
  @TaskLocal static var current: TaskClock?

  /// The latest time the host gave.
  var now: Double { state.withLock { $0.now } }

  /// The earliest deadline of a sleeping task.
  var nextDeadline: Double? {
    state.withLock { $0.sleepers.map(\.deadline).min() }
  }

  /// Moves the clock to `time` (never back) and wakes the sleepers whose deadline it
  /// reached, earliest first.
  func advance(to time: Double) {
    let due = state.withLock { s -> [Sleeper] in
      s.now = max(s.now, time)
      let now = s.now
      let due = s.sleepers.filter { $0.deadline <= now }
      s.sleepers.removeAll { $0.deadline <= now }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Suspends the calling task until the clock reaches `seconds` from now, or throws
  /// `CancellationError` when the task is cancelled first.
  func sleep(seconds: Double) async throws {
    try Task.checkCancellation()
    let id = state.withLock { s -> Int in
      s.nextID += 1
      return s.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let resumeNow = state.withLock { s -> Bool in
          let deadline = s.now + (seconds.isFinite ? max(seconds, 0) : .infinity)
          if Task.isCancelled || deadline <= s.now { return true }
          s.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
      }
    } onCancel: {
      let sleeper = state.withLock { s -> Sleeper? in
        guard let i = s.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return s.sleepers.remove(at: i)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }
}
