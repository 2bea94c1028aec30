import Foundation
import Synchronization

/// One run of the module's executable showing the preview window, as `PreviewSession`
/// sees it: its stdin takes banners; its stdout is read on a thread, which passes trace
/// lines on and keeps what the window said (open, which preview is shown).
final class PreviewChild: Sendable {
  struct Status: Sendable {
    var ready = false
    var selected: Int
  }

  let process: Process
  private let input: FileHandle
  let status: Mutex<Status>

  init(executable: URL, folder: URL, request: PreviewRequest) throws {
    process = Process()
    process.executableURL = executable
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(
      PreviewCommand.environment(request)
    ) { _, new in new }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    input = stdin.fileHandleForWriting
    status = Mutex(Status(selected: request.selected))
    try process.run()
    let reader = stdout.fileHandleForReading
    let thread = Thread { [self] in
      var pending = Data()
      while true {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: 0x0A) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          take(line)
        }
      }
    }
    thread.name = "preview-child"
    thread.start()
  }

  private func take(_ line: String) {
    if line == PreviewControl.ready {
      status.withLock { $0.ready = true }
    } else if line.hasPrefix(PreviewControl.selected) {
      if let i = Int(line.dropFirst(PreviewControl.selected.count)) {
        status.withLock { $0.selected = i }
      }
    } else {
      try? StandardStreams.printLine(line, what: "the trace")
    }
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
