#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting children with no signals blocked.
///
/// A child inherits the signal mask of the thread that spawns it, and the test runner's
/// worker threads block most signals, SIGTERM included: a child started from one of them
/// ignores `Process.terminate()` (Xvfb then never exits and never removes its lock file).
/// `Process.run()` spawns on the calling thread, so clearing this thread's mask around it
/// gives the child the default mask, and restoring it keeps the worker as it was.
enum SignalMask {
  static func unblocked<T>(_ body: () throws -> T) rethrows -> T {
    var none = sigset_t()
    var old = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &old)
    defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
    return try body()
  }
}
