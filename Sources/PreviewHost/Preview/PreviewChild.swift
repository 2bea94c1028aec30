import Foundation
import Synchronization

/// One run of the module's executable showing the preview window, as `PreviewSession`
/// sees it: its stdin takes banners; its stdout is read on a thread, which passes trace
/// lines on and keeps what the window said (open, which preview is shown).
final class PreviewChild: Sendable {
  struct Status: Sendable {
    var ready = false
    var selected: Int
    /// Where the window is and its size, in points, as it last said (nil until it moves
    /// or is resized).
    var frame: CGRect?
    /// The runtime's message when a preview's body stopped the process.
    var fatal: String?
  }

  let process: Process
  private let input: FileHandle
  let status: Mutex<Status>
  /// Signalled once the window's stdout has been read to its end and every line passed on.
  private let outputEnded = DispatchSemaphore(value: 0)
  /// What `whenClosed` asked to run if the window exits by itself meanwhile.
  private let closeAction = Mutex<(@Sendable () -> Void)?>(nil)

  init(executable: URL, folder: URL, request: PreviewRequest) throws {
    process = Process()
    process.executableURL = executable
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(
      PreviewCommand.environment(request)
    ) { _, new in new }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    input = stdin.fileHandleForWriting
    status = Mutex(Status(selected: request.selected))
    process.terminationHandler = { [weak self] ended in
      guard ended.terminationReason == .exit, let self else { return }
      self.closeAction.withLock { $0 }?()
    }
    try process.run()
    Self.readLines(
      stdout.fileHandleForReading, name: "preview-child-out", ended: outputEnded
    ) { [self] in take($0) }
    Self.readLines(stderr.fileHandleForReading, name: "preview-child-err") { [self] line in
      // After the runtime's message come only the stack's addresses: left out.
      let quiet = status.withLock { $0.fatal != nil }
      if line.contains("Fatal error") { status.withLock { $0.fatal = $0.fatal ?? line } }
      if !quiet { StandardStreams.error(line) }
    }
  }

  /// Reads `handle` to its end on a thread of its own, line by line; signals `ended` after
  /// the last.
  private static func readLines(
    _ handle: FileHandle, name: String, ended: DispatchSemaphore? = nil,
    _ take: @escaping @Sendable (String) -> Void
  ) {
    let thread = Thread {
      defer { ended?.signal() }
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: 0x0A) {
          take(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
          pending.removeSubrange(pending.startIndex...newline)
        }
      }
    }
    thread.name = name
    thread.start()
  }

  private func take(_ line: String) {
    if line == PreviewControl.ready {
      status.withLock { $0.ready = true }
    } else if line.hasPrefix(PreviewControl.frame) {
      let numbers = line.dropFirst(PreviewControl.frame.count).split(separator: " ").compactMap {
        Int($0)
      }
      if numbers.count == 4 {
        status.withLock {
          $0.frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
      }
    } else if line.hasPrefix(PreviewControl.selected) {
      if let i = Int(line.dropFirst(PreviewControl.selected.count)) {
        status.withLock { $0.selected = i }
      }
    } else {
      try? StandardStreams.printLine(line, what: "the trace")
    }
  }

  /// Waits until the window's last trace line (its `exit`) has been passed on: the window
  /// has exited, and `preview` must not end before the line is out.
  func waitForOutput() {
    outputEnded.wait()
    outputEnded.signal()
  }

  /// The window's exit status once it has exited by itself (closed, quit, a signal it took
  /// to end), after its last trace line is out; nil while it runs or if a signal stopped it.
  func closed() -> Int32? {
    guard !process.isRunning, process.terminationReason == .exit else { return nil }
    waitForOutput()
    return process.terminationStatus
  }

  /// Runs `body`; if the window exits by itself (closed, quit) before `body` returns,
  /// `action` runs too, at once: on the thread that sees the window end, or on this one
  /// before `body` if the window had already ended.
  func whenClosed<T>(_ action: @escaping @Sendable () -> Void, during body: () -> T) -> T {
    closeAction.withLock { $0 = action }
    defer { closeAction.withLock { $0 = nil } }
    if !process.isRunning, process.terminationReason == .exit { action() }
    return body()
  }

  /// Shows the build's progress over the preview.
  func building(_ text: String) {
    send(PreviewControl.building + PreviewControl.escape(text))
  }

  /// Shows a compile error over the preview.
  func error(_ text: String) {
    send(PreviewControl.error + PreviewControl.escape(text))
  }

  private func send(_ line: String) {
    try? input.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Closes the window (the next build's window has taken its place).
  func stop() {
    try? input.close()
    process.terminate()
    process.waitUntilExit()
  }
}
