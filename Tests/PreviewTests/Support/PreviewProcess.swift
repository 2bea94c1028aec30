import Foundation
import Testing

/// What one finished run of a program left behind.
struct ProcessResult: Sendable {
  var status: Int32
  var stdout: Data
  var stderr: String

  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

  /// Non-empty stderr lines.
  var stderrLines: [String] {
    stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// Stdout parsed as `--trace` lines; a line that is not a trace record is an error.
  func trace() throws -> [TraceEvent] {
    try TraceEvent.parse(lines: stdoutText)
  }
}

struct ProcessTimeout: Error, CustomStringConvertible {
  var command: String
  var seconds: Double
  var description: String { "\(command) did not exit within \(seconds) s (killed)" }
}

/// Runs programs to completion, and `preview` in particular.
enum PreviewProcess {
  /// The `preview` built beside this test bundle.
  static var executable: URL {
    get throws { try PreviewBinary.locate() }
  }

  /// Runs `preview` with `arguments` and waits for it to exit.
  ///
  /// - Parameters:
  ///   - environment: The child's whole environment; nil inherits this process's.
  ///   - timeout: Seconds before the child is killed and `ProcessTimeout` thrown. A deadline,
  ///     not a sleep: a run that exits sooner returns at once.
  static func run(
    _ arguments: [String], environment: [String: String]? = nil,
    timeout: Double = LiveProcess.patience * LiveProcess.timeScale
  ) throws -> ProcessResult {
    try runProgram(try executable, arguments, environment: environment, timeout: timeout)
  }

  /// Runs any program to completion, capturing stdout and stderr through temporary files
  /// (a pipe the child fills while nobody reads would block it).
  static func runProgram(
    _ program: URL, _ arguments: [String], environment: [String: String]? = nil,
    timeout: Double = LiveProcess.patience * LiveProcess.timeScale
  ) throws -> ProcessResult {
    let folder = try TemporaryFolder()
    let out = folder.url.appendingPathComponent("stdout")
    let err = folder.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let outHandle = try FileHandle(forWritingTo: out)
    let errHandle = try FileHandle(forWritingTo: err)
    defer {
      try? outHandle.close()
      try? errHandle.close()
    }
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = outHandle
    process.standardError = errHandle
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try SignalMask.unblocked { try process.run() }
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      if exited.wait(timeout: .now() + 10) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      let command = ([program.lastPathComponent] + arguments).joined(separator: " ")
      throw ProcessTimeout(command: command, seconds: timeout)
    }
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus,
      stdout: (try? Data(contentsOf: out)) ?? Data(),
      stderr: String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self))
  }

  /// Runs `preview --dump-layout` with `arguments` (and `script` lines in a temporary file)
  /// and decodes the document.
  static func dump(_ arguments: [String], script: [String] = []) throws -> LayoutDocument {
    let folder = try TemporaryFolder()
    var args = ["--dump-layout"] + arguments
    if !script.isEmpty {
      args += ["--script", try folder.write("script.jsonl", script.joined(separator: "\n"))]
    }
    let result = try run(args)
    guard result.status == 0 else { throw PreviewFailure(arguments: args, result: result) }
    return try JSONDecoder().decode(LayoutDocument.self, from: result.stdout)
  }

  /// Runs `preview --headless --trace` with `script` lines in a temporary file.
  static func trace(
    _ arguments: [String], script: [String] = [], program: String = "preview"
  ) throws -> [TraceEvent] {
    let folder = try TemporaryFolder()
    var args = ["--headless", "--trace"] + arguments
    if !script.isEmpty {
      args += ["--script", try folder.write("script.jsonl", script.joined(separator: "\n"))]
    }
    let result = try runProgram(try PreviewBinary.locate(program), args)
    guard result.status == 0 else { throw PreviewFailure(arguments: args, result: result) }
    return try result.trace()
  }
}

/// `preview` exited with an unexpected status.
struct PreviewFailure: Error, CustomStringConvertible {
  var arguments: [String]
  var result: ProcessResult
  var description: String {
    "preview \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)"
  }
}

/// A fresh folder under the system's temporary directory, removed when released.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("PreviewTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` to `name` in the folder and returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
