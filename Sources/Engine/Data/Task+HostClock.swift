/// `Task.sleep` on the host's clock inside a view's `.task`.
///
/// These declarations shadow the standard library's for code that imports Engine (a module
/// takes precedence over the modules it imports), so `try await Task.sleep(for: .seconds(1))`
/// written in a `.task` waits one second of the host's clock (`TaskClock`): a headless run
/// and a test on a manual clock stay deterministic. Outside a view's task they sleep on the
/// system's continuous clock, as the standard library's do.
extension Task where Success == Never, Failure == Never {
  /// Suspends the task for at least `duration` nanoseconds.
  public static func sleep(
    nanoseconds duration: UInt64, isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await sleep(for: .nanoseconds(duration), isolation: isolation)
  }

  /// Suspends the task for at least `duration`.
  public static func sleep(
    for duration: Duration, isolation: isolated (any Actor)? = #isolation
  ) async throws {
    if let context = ViewTaskContext.current {
      try await context.clock.sleep(
        seconds: duration.seconds, owner: context.owner, isolation: isolation)
    } else {
      try await sleep(until: .now + duration, tolerance: nil, clock: ContinuousClock())
    }
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (s, attoseconds) = components
    return Double(s) + Double(attoseconds) * 1e-18
  }
}
