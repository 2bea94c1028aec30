import Synchronization

/// The host's clock as view tasks see it: `Task.sleep` inside a `.task` waits until the host
/// has advanced this clock past its deadline, so a headless run on a virtual clock, and a
/// test on a manual one, sleep exactly as long as the clock says and no longer.
///
/// Engine has no clock of its own: the graph owns one of these, and `ViewHost.update(now:)`
/// advances it. A sleeper's continuation is resumed there; the task then goes on when the
/// main actor next runs its queue (the host drains it after each update). Cancelling the
/// view's task ends its sleep at once with `CancellationError`, as `Task.sleep` does.
final class TaskClock: Sendable {
  private struct Sleeper {
    let owner: Int
    let deadline: Double
    let continuation: CheckedContinuation<Void, any Error>
    /// Sleepers with one deadline wake in the order they slept.
    let order: Int
  }

  private struct State {
    var now: Double = 0
    var nextID = 0
    var sleepers: [Sleeper] = []
    /// Sleepers woken whose task has not yet gone on.
    var waking = 0
  }

  private let state = Mutex(State())

  /// The latest time the host gave.
  var now: Double { state.withLock { $0.now } }

  /// The earliest deadline of a sleeping task.
  var nextDeadline: Double? {
    state.withLock { $0.sleepers.map(\.deadline).min() }
  }

  /// Whether a woken sleeper's task has yet to go on: the Concurrency runtime may pass a
  /// resumed task through another thread before it reaches the main actor's queue, so the
  /// host turns that queue until this is false (`MainQueue.drain`).
  var isWaking: Bool { state.withLock { $0.waking > 0 } }

  /// Moves the clock to `time` (never back) and wakes the sleepers whose deadline it
  /// reached, earliest first.
  func advance(to time: Double) {
    let due = state.withLock { s -> [Sleeper] in
      s.now = max(s.now, time)
      // Called every frame; most have no sleeper (filtering and sorting nothing still cost
      // 600 instructions a frame).
      if s.sleepers.isEmpty { return [] }
      let now = s.now
      let due = s.sleepers.filter { $0.deadline <= now }
      s.sleepers.removeAll { $0.deadline <= now }
      s.waking += due.count
      return due.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Suspends the calling task until the clock reaches `seconds` from now, or throws
  /// `CancellationError` when `cancel(owner:)` ends the view task `owner` first.
  ///
  /// It stays on the caller's actor throughout (the main actor, for a view's task): the
  /// sleep is registered within the caller's step, and when woken the caller goes on in the
  /// main actor's queue, where the host's next turn of that queue finds it.
  func sleep(seconds: Double, owner: Int, isolation: isolated (any Actor)? = #isolation)
    async throws
  {
    try Task.checkCancellation()
    var registered = false
    defer { if registered { state.withLock { $0.waking -= 1 } } }
    try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
      let resumeNow = state.withLock { s -> Bool in
        let deadline = s.now + (seconds.isFinite ? max(seconds, 0) : .infinity)
        if deadline <= s.now { return true }
        registered = true
        s.sleepers.append(
          Sleeper(owner: owner, deadline: deadline, continuation: continuation, order: s.nextID))
        s.nextID += 1
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Ends the sleeps of the view task `owner`, which is being cancelled.
  func cancel(owner: Int) {
    let cancelled = state.withLock { s -> [Sleeper] in
      let mine = s.sleepers.filter { $0.owner == owner }
      s.sleepers.removeAll { $0.owner == owner }
      s.waking += mine.count
      return mine
    }
    for sleeper in cancelled { sleeper.continuation.resume(throwing: CancellationError()) }
  }

  /// Ends every sleep: the graph is going away, and with it every view whose task sleeps.
  /// A sleeping task holds the clock (its `ViewTaskContext`) and the clock holds the task's
  /// continuation, so nothing else would ever end it.
  func cancelAll() {
    let cancelled = state.withLock { s -> [Sleeper] in
      let all = s.sleepers
      s.sleepers.removeAll()
      s.waking += all.count
      return all
    }
    for sleeper in cancelled { sleeper.continuation.resume(throwing: CancellationError()) }
  }

  /// A number naming a new view task.
  func newOwner() -> Int {
    state.withLock { s in
      s.nextID += 1
      return s.nextID
    }
  }
}

/// What a view task's `Task.sleep` needs: the clock, and which task it is.
struct ViewTaskContext: Sendable {
  let clock: TaskClock
  let owner: Int

  /// The view task running now, if any.
  @TaskLocal static var current: ViewTaskContext?
}
