import Foundation
import ProcessStats
import Synchronization
import Testing

/// How many times the test's SIGUSR2 handler ran.
private let interruptions = Atomic<Int>(0)

/// What the waiting thread tells the test, in atomics rather than a Mutex (a contended
/// Mutex is invisible to ThreadSanitizer: Tests/Sanitizers/tsan.supp).
private final class Waiter: Sendable {
  /// The waiting thread, 0 until it has started.
  let thread = Atomic<UInt>(0)
  /// Its kernel thread id (which names its `/proc/self/task/TID/syscall`), 0 until it has
  /// started, -1 when `/proc/thread-self` does not say.
  let tid = Atomic<Int32>(0)
  /// What `ChildPeakRSS.wait` returned as the status, `Int64.min` until it has returned.
  let status = Atomic<Int64>(.min)

  var returned: Int32? {
    let s = status.load(ordering: .acquiring)
    return s == .min ? nil : Int32(s)
  }
}

/// `ChildPeakRSS` (Sources/ProcessStats), what the bench reads a child's peak memory with.
@Suite("ChildPeakRSS")
struct ChildPeakRSSTests {
  /// wait4's system call number, which `/proc/…/syscall` shows first while a thread is
  /// blocked in it (Linux's unistd tables).
  #if arch(x86_64)
    static let wait4Call = 61
  #elseif arch(arm64)
    static let wait4Call = 260
  #endif

  /// The system call the thread whose `syscall` file this is blocks in; nil while it runs.
  static func blockedCall(_ file: String) -> Int? {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
    return text.split(separator: " ").first.flatMap { Int($0) }
  }

  /// Waits, reading every millisecond, until `condition` holds; false at the deadline.
  static func poll(_ condition: () -> Bool) -> Bool {
    let deadline = Date() + LiveProcess.patience * LiveProcess.timeScale
    while !condition() {
      if Date() > deadline { return false }
      usleep(1000)
    }
    return true
  }

  @Test("a signal handled during the wait (no SA_RESTART) does not end it: the exit comes back")
  func waitOutlastsAHandledSignal() throws {
    // SIGUSR2 with a handler that only counts, installed without SA_RESTART: a wait4 it
    // interrupts fails with EINTR instead of being restarted by the kernel.
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in interruptions.add(1, ordering: .relaxed) }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    let installed = sigaction(SIGUSR2, &action, &previous)
    #expect(installed == 0)
    defer { sigaction(SIGUSR2, &previous, nil) }
    let before = interruptions.load(ordering: .relaxed)

    // The child, cat, waits for input on a pipe that nothing writes to, until the test kills
    // it (SIGKILL: it inherits this thread's mask, which may block the other signals).
    var fds: [Int32] = [0, 0]
    let piped = pipe(&fds)
    #expect(piped == 0)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/cat"), nil]
    defer { argv.forEach { free($0) } }
    let environment: [UnsafeMutablePointer<CChar>?] = [nil]
    var spawned: pid_t = 0
    let started = posix_spawn(&spawned, "/bin/cat", &actions, nil, argv, environment)
    try #require(started == 0)
    let pid = spawned
    close(fds[0])
    defer { close(fds[1]) }

    // The wait runs on a thread of its own, SIGUSR2 unblocked there (the test runner's
    // threads block most signals, and a new thread inherits that mask).
    let waiter = Waiter()
    let thread = Thread {
      var usr2 = sigset_t()
      sigemptyset(&usr2)
      sigaddset(&usr2, SIGUSR2)
      pthread_sigmask(SIG_UNBLOCK, &usr2, nil)
      // `/proc/thread-self` links to `PID/task/TID`.
      let task = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
      waiter.thread.store(pthread_self(), ordering: .releasing)
      let tid = task?.split(separator: "/").last.flatMap { Int32($0) }
      waiter.tid.store(tid ?? -1, ordering: .releasing)
      let status = ChildPeakRSS(attachingTo: pid).wait().status
      waiter.status.store(Int64(status), ordering: .releasing)
    }
    thread.start()

    // Signal the thread once it is blocked in wait4, and wait until its handler has run.
    #expect(Self.poll { waiter.tid.load(ordering: .acquiring) != 0 })
    let tid = waiter.tid.load(ordering: .acquiring)
    try #require(tid > 0, "no /proc/thread-self")
    let syscallFile = "/proc/self/task/\(tid)/syscall"
    #expect(Self.poll { Self.blockedCall(syscallFile) == Self.wait4Call })
    let target = waiter.thread.load(ordering: .acquiring)
    #expect(pthread_kill(target, SIGUSR2) == 0)
    #expect(Self.poll { interruptions.load(ordering: .relaxed) > before })
    // The wait goes on: the thread blocks in wait4 again (the child still runs). Without the
    // retry, wait() has returned -1 instead.
    #expect(
      Self.poll { waiter.returned != nil || Self.blockedCall(syscallFile) == Self.wait4Call })
    #expect(waiter.returned == nil)

    // Killing cat ends the wait with the status of a child killed by SIGKILL (WIFSIGNALED:
    // the low seven bits are the signal's number).
    kill(pid, SIGKILL)
    #expect(Self.poll { waiter.returned != nil })
    let status = try #require(waiter.returned)
    if status == -1 {
      var reaped: Int32 = 0
      waitpid(pid, &reaped, 0)
    }
    #expect(status & 0x7f == SIGKILL, "wait status \(status)")
  }
}
