import Foundation
import ProcessStats

/// `preview --file` on a package of its own (Tests/PreviewPackage's manifest, app and
/// libraries, plus a generated 200-line view file with a `#Preview`), in the window under
/// Xvfb: the cold first preview (the package's build folder removed: OverlapCarousel and
/// the module built from nothing), a warm start, and the time from saving a one-line change
/// to the new window's first frame (its `ready`).
struct PreviewBenchmark {
  let preview: String
  let display: String
  let folder = packageRoot.appendingPathComponent(".build/preview-bench")

  struct Result {
    var cold: Double?
    var warm: Double?
    var edits: [Double]
  }

  var file: URL { folder.appendingPathComponent("Sources/Fixture/LongView.swift") }

  /// A view file of exactly 200 lines; `version` is in its first text.
  static func longView(version: Int) -> String {
    var lines = ["import Engine", "", "struct LongView: View {", "  var body: some View {"]
    lines += ["    VStack(alignment: .leading) {"] + (0..<12).map { "      section\($0)" }
    lines += ["    }", "  }", ""]
    for s in 0..<12 {
      lines.append("  var section\(s): some View {")
      lines.append("    HStack(spacing: 4) {")
      for t in 0..<9 {
        let text = s == 0 && t == 0 ? "edit \(version)" : "\(s).\(t)"
        lines.append("      Text(\"\(text)\").font(.system(size: 11))")
      }
      lines += ["    }", "  }", ""]
    }
    lines += ["}", "", "#Preview(\"Long\") {", "  LongView()", "}"]
    while lines.count < 200 { lines.insert("// filler", at: lines.count - 5) }
    return lines.joined(separator: "\n") + "\n"
  }

  func prepare() -> Bool {
    let files = FileManager.default
    let source = packageRoot.appendingPathComponent("Tests/PreviewPackage")
    try? files.removeItem(at: folder)
    do {
      try files.createDirectory(
        at: folder.appendingPathComponent("Sources/Fixture"), withIntermediateDirectories: true)
      try files.copyItem(
        at: source.appendingPathComponent("Package.swift"),
        to: folder.appendingPathComponent("Package.swift"))
      for name in ["FixtureApp.swift", "CardView.swift"] {
        try files.copyItem(
          at: source.appendingPathComponent("Sources/Fixture/\(name)"),
          to: folder.appendingPathComponent("Sources/Fixture/\(name)"))
      }
      // The manifest's other targets (Fixture depends on FixtureKit).
      for target in ["FixtureKit", "Orphan"] {
        try files.copyItem(
          at: source.appendingPathComponent("Sources/\(target)"),
          to: folder.appendingPathComponent("Sources/\(target)"))
      }
      try Data(Self.longView(version: 0).utf8).write(to: file)
      return true
    } catch {
      return false
    }
  }

  func run(edits: Int) -> Result? {
    guard prepare() else { return nil }
    var result = Result(edits: [])
    result.cold = firstPreview()
    result.warm = firstPreview()
    let trace = folder.appendingPathComponent("window.trace")
    _ = FileManager.default.createFile(atPath: trace.path, contents: nil)
    guard let handle = try? FileHandle(forWritingTo: trace) else { return result }
    defer { try? handle.close() }
    guard let p = start(output: handle) else { return result }
    defer {
      p.terminate()
      p.waitUntilExit()
    }
    func readies() -> Int {
      ((try? String(contentsOf: trace, encoding: .utf8)) ?? "").components(
        separatedBy: "\"event\":\"ready\""
      ).count - 1
    }
    guard waitUntil(deadline: monotonic() + 300, { readies() >= 1 }) else { return result }
    for i in 1...edits {
      let saved = monotonic()
      try? Data(Self.longView(version: i).utf8).write(to: file, options: .atomic)
      guard waitUntil(deadline: saved + 300, { readies() >= i + 1 }) else { break }
      result.edits.append(monotonic() - saved)
    }
    return result
  }

  /// The time `swift build --product Fixture` takes after each of `edits` one-line saves,
  /// without a window: what the compiler and linker take of a save's time.
  func buildTimes(edits: Int) -> [Double] {
    var times: [Double] = []
    for i in 1...edits {
      try? Data(Self.longView(version: 100 + i).utf8).write(to: file, options: .atomic)
      let p = Process()
      p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      p.arguments = ["swift", "build", "--product", "Fixture"]
      p.environment = environment()
      p.currentDirectoryURL = folder
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      let start = monotonic()
      guard (try? p.run()) != nil else { break }
      p.waitUntilExit()
      guard p.terminationStatus == 0 else { break }
      times.append(monotonic() - start)
    }
    return times
  }

  /// Spawn to the first window's `ready`, in seconds.
  func firstPreview() -> Double? {
    let start = monotonic()
    guard let p = traced() else { return nil }
    defer {
      p.process.terminate()
      p.process.waitUntilExit()
    }
    return waitUntil(deadline: start + 1200, { p.ready() }) ? monotonic() - start : nil
  }

  func environment() -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = display
    env["OVERLAPCAROUSEL_PATH"] = packageRoot.path
    return env
  }

  func start(output: FileHandle) -> Process? {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: preview)
    p.arguments = ["--file", file.path, "--trace", "--size", "900x720"]
    p.environment = environment()
    p.currentDirectoryURL = folder
    p.standardOutput = output
    p.standardError = FileHandle.nullDevice
    return (try? p.run()) != nil ? p : nil
  }

  /// A run whose trace goes to a file of its own.
  struct Traced {
    let process: Process
    let trace: URL
    func ready() -> Bool {
      ((try? String(contentsOf: trace, encoding: .utf8)) ?? "").contains("\"event\":\"ready\"")
    }
  }

  func traced() -> Traced? {
    let trace = folder.appendingPathComponent("first-\(UInt64(monotonic() * 1e6)).trace")
    _ = FileManager.default.createFile(atPath: trace.path, contents: nil)
    guard let handle = try? FileHandle(forWritingTo: trace), let p = start(output: handle) else {
      return nil
    }
    return Traced(process: p, trace: trace)
  }

  /// Polls `condition` every millisecond until it holds or the deadline passes.
  func waitUntil(deadline: Double, _ condition: () -> Bool) -> Bool {
    while !condition() {
      if monotonic() > deadline { return false }
      usleep(1000)
    }
    return true
  }
}
