import CSDL2
import Foundation
import Synchronization

/// SIGINT, SIGTERM and SIGQUIT from the first line of `main` to the exit.
///
/// They are blocked on the main thread before anything else runs (so on every thread
/// started after it) and taken by one thread of its own with `sigwait`, whatever moment
/// they arrive at:
/// - in the window, or before the run knows it will open one, they ask it to quit: the
///   loop ends at its next turn with the `exit` event and exit 0 (SDL's own handlers, and
///   the Swift runtime's crash report on SIGQUIT, never see them);
/// - in every other run (headless, a benchmark, `--help`) they end the process as their
///   default action does, once no file is half written (`AtomicFile`).
enum ProcessSignals {
  /// What a signal does, decided once the command line is read.
  enum Mode {
    case undecided
    case window
    case other
  }

  private struct State {
    var mode = Mode.undecided
    /// The first signal taken while undecided.
    var pending: Int32?
  }

  private static let state = Mutex(State())
  private static let quit = Atomic(false)
  /// Held while `AtomicFile` has a temporary file; a terminating signal waits for it.
  static let writing = Mutex(())

  static let handled = [SIGINT, SIGTERM, SIGQUIT]

  /// Whether a signal asked the window to quit.
  static var quitRequested: Bool { quit.load(ordering: .acquiring) }

  /// Blocks the signals and starts the thread that takes them. First thing in `main`.
  static func hold() {
    var set = signalSet()
    pthread_sigmask(SIG_BLOCK, &set, nil)
    let thread = Thread {
      var set = signalSet()
      var signal: Int32 = 0
      while sigwait(&set, &signal) == 0 { take(signal) }
    }
    thread.name = "signals"
    thread.start()
  }

  /// Says whether this run opens a window; a signal taken before ends a non-window run now.
  static func decide(_ mode: Mode) {
    let pending = state.withLock { s -> Int32? in
      s.mode = mode
      return mode == .other ? s.pending : nil
    }
    if let pending { terminate(pending) }
  }

  private static func take(_ signal: Int32) {
    let mode = state.withLock { s -> Mode in
      if s.mode == .undecided, s.pending == nil { s.pending = signal }
      return s.mode
    }
    switch mode {
    case .undecided, .window:
      quit.store(true, ordering: .releasing)
      // Wakes a loop waiting for events; before SDL's events exist this does nothing and
      // the loop sees `quitRequested` at its first turn.
      var e = SDL_Event()
      e.type = SDL_QUIT.rawValue
      SDL_PushEvent(&e)
    case .other:
      terminate(signal)
    }
  }

  /// Ends the process as `signal`'s default action does, after any file being written.
  private static func terminate(_ signal: Int32) -> Never {
    writing.withLock { _ in
      Foundation.signal(signal, SIG_DFL)
      var one = sigset_t()
      sigemptyset(&one)
      sigaddset(&one, signal)
      pthread_sigmask(SIG_UNBLOCK, &one, nil)
      raise(signal)
    }
    // Only if the default action does not end the process (it always does for these).
    exit(128 + signal)
  }

  private static func signalSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for s in handled { sigaddset(&set, s) }
    return set
  }
}
