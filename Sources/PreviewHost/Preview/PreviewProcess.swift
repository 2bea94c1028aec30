import Foundation

/// Child processes of `preview --file`: `swift` commands, and the module's executable
/// showing the previews.
enum PreviewProcess {
  /// What the runner writes on stderr before drawing each preview (then its name), so a
  /// preview whose body stops the process is named.
  static let startMarker = "\u{1}preview-start "

  struct Result {
    var status: Int32
    var crashed: Bool
    var output: Data
    var errorText: String
  }

  /// Runs `tool` (found on PATH) with `arguments` in `folder`; stdout and stderr captured.
  /// `started` is given the child once it runs (to interrupt it from another thread).
  static func capture(
    _ tool: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:],
    executable: URL? = nil, echo: Bool = false, started: (Process) -> Void = { _ in }
  ) -> Result {
    let p = Process()
    if let executable {
      p.executableURL = executable
      p.arguments = arguments
    } else {
      p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      p.arguments = [tool] + arguments
    }
    p.currentDirectoryURL = folder
    p.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let out = Pipe()
    // stderr goes to a temporary file, read once the child ends, so neither stream can
    // fill and block the child while the other is read.
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-\(getpid())-\(UUID().uuidString).err")
    guard FileManager.default.createFile(atPath: errorURL.path, contents: nil),
      let errorFile = try? FileHandle(forWritingTo: errorURL)
    else {
      return Result(
        status: 127, crashed: false, output: Data(), errorText: "cannot create \(errorURL.path)")
    }
    defer {
      try? errorFile.close()
      try? FileManager.default.removeItem(at: errorURL)
    }
    p.standardOutput = out
    p.standardError = errorFile
    p.standardInput = FileHandle.nullDevice
    do {
      try p.run()
    } catch {
      return Result(status: 127, crashed: false, output: Data(), errorText: "\(error)")
    }
    started(p)
    var output = Data()
    while true {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      if echo { FileHandle.standardError.write(chunk) }
      output.append(chunk)
    }
    p.waitUntilExit()
    let errorText = String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self)
    return Result(
      status: p.terminationStatus, crashed: p.terminationReason == .uncaughtSignal,
      output: output, errorText: errorText)
  }
}
