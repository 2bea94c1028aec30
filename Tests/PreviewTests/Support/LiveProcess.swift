import Foundation
import Synchronization

/// A running child whose stdout is collected as it arrives, so a test can wait for a line
/// with a deadline instead of sleeping. Killed (SIGTERM to its own pid) when released.
final class LiveProcess {
  /// What the pipe readers and the termination handler share with the waiting test.
  private final class Output: Sendable {
    struct State {
      var stdout = Data()
      var stderr = Data()
      var status: Int32?
      /// Both pipes reached end of file: everything the child wrote has been read.
      var stdoutClosed = false
      var stderrClosed = false
    }
    let state = Mutex(State())
    /// Signalled on every chunk and on exit; the waiter re-checks and waits again.
    let changed = DispatchSemaphore(value: 0)
  }

  /// How much longer waits may take: several times under the sanitizers (`make sanitize`
  /// sets ASAN_OPTIONS or TSAN_OPTIONS), where the first frame through Mesa's software
  /// OpenGL took over 20 s. Deadlines, not sleeps: a wait that is satisfied returns at once.
  static let timeScale: Double = Sanitizer.isActive ? 6 : 1

  /// The default deadline of every wait, in seconds before `timeScale`: minutes, because a
  /// machine busy with other builds once took more than 20 s to show the first frame of a
  /// 100 000-tile row. A wait that is satisfied returns at once; only a hang waits this long.
  static let patience: Double = 180

  /// How many deadlines in a row a wait grants a child that keeps working: each time one
  /// passes with the child's CPU time grown since the last, the wait goes on. A hang (no
  /// CPU time, or blocked) still fails at the first deadline; a child that is only slow
  /// because both cores are busy with other builds (a debug 100 000-tile row once took
  /// more than 180 s to its first frame) is given up to this many.
  static let busyDeadlines = 5

  struct WaitFailure: Error, CustomStringConvertible {
    var description: String
  }

  let command: String
  private let process = Process()
  private let output = Output()

  var pid: Int32 { process.processIdentifier }

  init(
    _ program: URL, _ arguments: [String], environment: [String: String],
    currentDirectory: URL? = nil
  ) throws {
    command = ([program.lastPathComponent] + arguments).joined(separator: " ")
    process.executableURL = program
    process.arguments = arguments
    process.environment = environment
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    process.standardInput = FileHandle.nullDevice
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let output = self.output
    out.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty { handle.readabilityHandler = nil }
      output.state.withLock {
        $0.stdout.append(data)
        if data.isEmpty { $0.stdoutClosed = true }
      }
      output.changed.signal()
    }
    err.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty { handle.readabilityHandler = nil }
      output.state.withLock {
        $0.stderr.append(data)
        if data.isEmpty { $0.stderrClosed = true }
      }
      output.changed.signal()
    }
    process.terminationHandler = { process in
      let status = process.terminationStatus
      output.state.withLock { $0.status = status }
      output.changed.signal()
    }
    try SignalMask.unblocked { try process.run() }
  }

  deinit { stop() }

  /// Complete stdout lines so far.
  var lines: [String] {
    let data = output.state.withLock { $0.stdout }
    let text = String(decoding: data, as: UTF8.self)
    guard let end = text.lastIndex(of: "\n") else { return [] }
    return text[..<end].split(separator: "\n").map(String.init)
  }

  var stderr: String { String(decoding: output.state.withLock { $0.stderr }, as: UTF8.self) }

  var exitStatus: Int32? { output.state.withLock { $0.status } }

  /// Waits until `condition` holds for the stdout lines so far, at most `timeout` seconds.
  ///
  /// - Returns: The lines at that moment.
  @discardableResult
  func wait(
    for what: String, timeout: Double = patience, until condition: ([String]) throws -> Bool
  ) throws -> [String] {
    let span = timeout * Self.timeScale
    var deadline = DispatchTime.now() + span
    var deadlines = 1
    var ticks = cpuTicks
    while true {
      let exited = exitStatus != nil
      let now = lines
      if try condition(now) { return now }
      if exited {
        throw WaitFailure(
          description: "\(command) exited (\(exitStatus ?? -1)) before \(what); stdout:\n"
            + now.joined(separator: "\n") + "\nstderr: \(stderr)")
      }
      if output.changed.wait(timeout: deadline) == .timedOut {
        if try condition(lines) { return lines }
        let worked = cpuTicks
        if let worked, let before = ticks, worked > before, deadlines < Self.busyDeadlines {
          // Still working: the machine is busy, not the child stuck.
          ticks = worked
          deadlines += 1
          deadline = DispatchTime.now() + span
          continue
        }
        throw WaitFailure(
          description: "no \(what) within \(deadlines) × \(span) s from \(command); stdout:\n"
            + lines.joined(separator: "\n") + "\nstderr: \(stderr)")
      }
    }
  }

  /// The child's CPU time so far, in clock ticks (`/proc/PID/stat` utime plus stime); nil
  /// once it is gone.
  var cpuTicks: Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's closing parenthesis: the state (field 3), …, utime (14), stime (15).
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
      return nil
    }
    return user + system
  }

  /// Waits for the child to exit, at most `timeout` seconds; nil if it is still running.
  ///
  /// The exit status can arrive before the last of the output (the termination handler and
  /// the pipe readers run on different threads), so it also waits for both pipes to close.
  func waitForExit(timeout: Double = patience) -> Int32? {
    let deadline = DispatchTime.now() + timeout * Self.timeScale
    func finished() -> Bool {
      output.state.withLock { $0.status != nil && $0.stdoutClosed && $0.stderrClosed }
    }
    while !finished() {
      if output.changed.wait(timeout: deadline) == .timedOut { break }
    }
    return exitStatus
  }

  /// Waits until the child's main thread blocks `signal` (its `/proc` status `SigBlk`):
  /// `preview` blocks SIGINT, SIGTERM and SIGQUIT in the first line of `main` and takes them
  /// with `sigwait` on a thread of its own, so from then on a signal stays pending until
  /// that thread takes it (no handler is installed for them, so `SigCgt` never shows one).
  /// Before that (while the dynamic loader runs) the signal's default action or the Swift
  /// runtime's crash handler (SIGQUIT) would take it.
  func waitUntilTaking(_ signal: Int32) throws {
    let bit = UInt64(1) << UInt64(signal - 1)
    try waitUntil("\(command) blocks signal \(signal)") {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
      else { return false }
      return status.split(separator: "\n").contains { line in
        guard line.hasPrefix("SigBlk:"), let field = line.split(separator: "\t").last,
          let mask = UInt64(field, radix: 16)
        else { return false }
        return mask & bit != 0
      }
    }
  }

  /// Waits until the child has spent `seconds` of CPU time (`cpuTicks`): a moment of its own
  /// run, however busy the machine. False if it exited first.
  func waitUntilWorked(_ seconds: Double) throws -> Bool {
    let ticks = Int((seconds * Double(sysconf(Int32(_SC_CLK_TCK)))).rounded(.up))
    var exited = false
    try waitUntil("\(command) works \(seconds) s of CPU") {
      if let worked = cpuTicks, worked >= ticks { return true }
      exited = exitStatus != nil
      return exited
    }
    return !exited
  }

  /// Waits for a condition of the child that nothing notifies (its `/proc` files): it is read
  /// again every millisecond, and at once when the child writes or exits. Throws at the
  /// deadline (`patience`, scaled), or if the child exits with the condition still false.
  func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
    let deadline = DispatchTime.now() + Self.patience * Self.timeScale
    while try !condition() {
      if exitStatus != nil {
        throw WaitFailure(description: "\(command) exited before: \(what)")
      }
      if output.changed.wait(timeout: .now() + 0.001) == .timedOut, .now() > deadline {
        throw WaitFailure(description: "not within the deadline: \(what)")
      }
    }
  }

  /// Ends the child if it still runs and reaps it: SIGTERM to this child's pid, then SIGKILL
  /// if it has not exited within `grace` seconds.
  func stop(grace: Double = 10) {
    guard process.isRunning else { return }
    process.terminate()
    if waitForExit(timeout: grace) == nil { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
