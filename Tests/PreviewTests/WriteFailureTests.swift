import Foundation
import Testing

/// Every write is checked: a full or closed stdout or stderr, a file that cannot
/// be written, a signal in the middle of a write. The run ends with the contract's exit code
/// and one line naming the real cause, and no file is damaged or left half-written.
@Suite("checked writes: the real cause, the contract's exit code, nothing damaged")
struct WriteFailureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var redirection: String
    var arguments: [String]
    var status: Int32
    /// What stderr's one line says; nil when stderr is the stream that fails.
    var message: String?
    var testDescription: String { label }
  }

  static let streamCases: [Case] = [
    Case(
      label: "--trace onto a full device", redirection: ">/dev/full",
      arguments: ["--headless", "--trace", "--time", "1"], status: 1,
      message: "cannot write the trace to stdout: No space left on device"),
    Case(
      label: "--trace with stdout closed", redirection: ">&-",
      arguments: ["--headless", "--trace", "--time", "1"], status: 1,
      message: "cannot write the trace to stdout: Bad file descriptor"),
    Case(
      label: "--dump-layout onto a full device", redirection: ">/dev/full",
      arguments: ["--dump-layout"], status: 1,
      message: "cannot write the layout to stdout: No space left on device"),
    Case(
      label: "--dump-layout with stdout closed", redirection: ">&-",
      arguments: ["--dump-layout"], status: 1,
      message: "cannot write the layout to stdout: Bad file descriptor"),
    Case(
      label: "--help onto a full device", redirection: ">/dev/full", arguments: ["--help"],
      status: 1, message: "No space left on device"),
    Case(
      label: "--print-scene with stdout closed", redirection: ">&-",
      arguments: ["--print-scene"], status: 1, message: "Bad file descriptor"),
    Case(
      label: "a usage error with stderr full", redirection: "2>/dev/full",
      arguments: ["--bogus"], status: 2),
    Case(
      label: "a usage error with stderr closed", redirection: "2>&-", arguments: ["--bogus"],
      status: 2),
    Case(
      label: "a bad scene with stderr closed", redirection: "2>&-",
      arguments: ["--headless", "--scene", "/nonexistent/scene.json"], status: 3),
    Case(
      label: "a trace into a broken pipe", redirection: "| true",
      arguments: ["--headless", "--trace", "--time", "5"], status: 0),
  ]

  @Test("stdout and stderr failures", arguments: streamCases)
  func streams(_ c: Case) throws {
    if c.redirection.hasPrefix("|") {
      // The shell reports the last command's status; preview's own is checked through
      // `set -o pipefail`-free means: it must not be killed by SIGPIPE or trap.
      let result = try PreviewProcess.runProgram(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "\"$0\" \"$@\" | true; exit 0", try PreviewProcess.executable.path]
          + c.arguments)
      #expect(result.status == 0)
      #expect(!result.stderr.contains("Fatal"), "\(result.stderr)")
      return
    }
    let result = try PreviewProcess.runRedirected(c.redirection, c.arguments)
    #expect(result.status == c.status, "\(c.label): \(result.status), \(result.stderr)")
    if let message = c.message {
      let lines = result.stderrLines
      #expect(
        lines.count == 1 && lines[0].hasPrefix("preview: ") && lines[0].contains(message),
        "\(c.label): \(result.stderr)")
    }
  }

  @Test func screenshotOntoAFolderSaysItIsAFolder() throws {
    let folder = try TemporaryFolder()
    let target = folder.path("shot.png")
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    let result = try PreviewProcess.run(["--headless", "--screenshot", target])
    #expect(result.status == 1)
    #expect(result.stderrLines == ["preview: cannot write \(target): Is a directory"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["shot.png"])
  }

  @Test func screenshotOntoAPipeIsRefusedUntouched() throws {
    let folder = try TemporaryFolder()
    let target = folder.path("shot.png")
    try #require(mkfifo(target, 0o644) == 0)
    let result = try PreviewProcess.run(["--headless", "--screenshot", target])
    #expect(result.status == 1)
    #expect(result.stderrLines == ["preview: cannot write \(target): not a regular file"])
    var info = stat()
    #expect(lstat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  /// `ulimit -f` makes the write fail part-way (EFBIG), as a full disk would (ENOSPC).
  @Test(.enabled(if: !Sanitizer.isActive, "the sanitizers crash under ulimit -f"))
  func aWriteThatFailsPartWayKeepsTheOldFileWhole() throws {
    let folder = try TemporaryFolder()
    let target = folder.path("shot.png")
    let good = Data("the good file that was here".utf8)
    try good.write(to: URL(fileURLWithPath: target))
    let result = try PreviewProcess.runProgram(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "ulimit -f 8; exec \"$0\" \"$@\"", try PreviewProcess.executable.path,
        "--headless", "--screenshot", target,
      ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderrLines == ["preview: cannot write \(target): File too large"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == good)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["shot.png"])
  }

  @Test(.enabled(if: Unprivileged.isAvailable, "root without setpriv"))
  func screenshotIntoAReadOnlyFolderIsPermissionDenied() throws {
    let folder = try TemporaryFolder()
    let locked = folder.path("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    Unprivileged.lock(locked)
    defer { Unprivileged.unlock(locked) }
    let target = locked + "/shot.png"
    let result = try PreviewProcess.runUnprivileged(["--headless", "--screenshot", target])
    #expect(result.status == 1)
    #expect(result.stderrLines == ["preview: cannot write \(target): Permission denied"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked) == [])
  }

  @Test func aSuccessfulScreenshotReplacesTheFileAndKeepsItsMode() throws {
    let folder = try TemporaryFolder()
    let target = folder.path("shot.png")
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    chmod(target, 0o600)
    let result = try PreviewProcess.run(["--headless", "--screenshot", target])
    #expect(result.status == 0, "\(result.stderr)")
    let png = try Data(contentsOf: URL(fileURLWithPath: target))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    var info = stat()
    #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["shot.png"])
  }

  /// Moments of a headless screenshot's run, each an event of the run itself (none a delay,
  /// which a busy machine stretches or a fast one skips).
  enum Moment: CustomStringConvertible {
    /// As soon as the program takes the signal (its main thread blocks it, from the first
    /// line of `main`).
    case taking
    /// Once the program has spent this many seconds of CPU time: rendering or encoding.
    case worked(Double)
    /// When its temporary file appears: writing.
    case writing

    var description: String {
      switch self {
      case .taking: "when the signal is taken"
      case .worked(let s): "after \(s) s of CPU"
      case .writing: "when the temporary file is created"
      }
    }
  }

  /// A large screenshot takes a few seconds to render and encode; signals sent at several
  /// moments (starting, rendering, encoding, writing) never leave the temporary file behind,
  /// and never a crash report; any other outcome passes (the run may even finish before the
  /// signal). (Sent after a fixed 0.05 s, a busy machine had not reached `main`, and the Swift
  /// runtime's SIGQUIT handler printed a crash report.)
  @Test(arguments: [SIGTERM, SIGINT, SIGQUIT])
  func aSignalDuringAHeadlessScreenshotLeavesNoTemporaryFile(_ signal: Int32) throws {
    let folder = try TemporaryFolder()
    let target = folder.path("shot.png")
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = nil
    let moments: [Moment] = [.taking, .worked(0.2), .worked(0.6), .worked(1.2), .writing]
    for moment in moments {
      let creations = try FolderCreations(folder.url.path)
      let preview = try LiveProcess(
        try PreviewProcess.executable,
        ["--headless", "--size", "6000x6000", "--screenshot", target], environment: environment)
      try preview.waitUntilTaking(signal)
      var running = true
      switch moment {
      case .taking: break
      case .worked(let seconds): running = try preview.waitUntilWorked(seconds)
      case .writing:
        let created = try creations.next(gone: { preview.exitStatus != nil }) {
          $0.hasSuffix(".tmp")
        }
        running = created != nil
      }
      // Once the child has exited its pid may be reaped and reused: no signal then.
      if running && preview.exitStatus == nil { kill(preview.pid, signal) }
      let status = preview.waitForExit()
      #expect(status != nil)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      #expect(names.allSatisfy { !$0.hasSuffix(".tmp") }, "\(moment): \(names)")
      #expect(
        !preview.stderr.contains("Crash") && !preview.stderr.contains("Thread 0"),
        "signal \(signal) \(moment): \(preview.stderr)")
      if names.contains("shot.png") {
        let png = try Data(contentsOf: URL(fileURLWithPath: target))
        #expect(png.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
        try FileManager.default.removeItem(atPath: target)
      }
    }
  }
}
