import Foundation
import ProcessStats

/// The real window under Xvfb (1280x800 screen, 900x720 window, SDL's default renderer):
/// frames, CPU and wake-ups over a fixed span after start-up.
struct WindowBenchmark {
  let preview: String
  let display = ":\(70 + getpid() % 20)"

  struct Result {
    var frames: Int
    var cpuSeconds: Double
    var wakeupsPerSecond: Double
    var advances: Int
    /// Peak resident set (VmHWM) just before the window is closed.
    var peakRSSMB: Double
    /// SDL's renderer, from the `ready` event.
    var renderer: String
  }

  /// Start-up of one window run.
  struct Startup {
    /// From the `ready` event: process start to the first frame presented (10 ms ticks).
    var traced: Double
    /// From spawning the process until its `ready` line is seen.
    var observed: Double
  }

  /// Starts Xvfb; returns its process, or nil when Xvfb is missing.
  func startServer() -> Process? {
    let xvfb = Process()
    xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    xvfb.arguments = [display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
    xvfb.standardError = FileHandle.nullDevice
    guard (try? xvfb.run()) != nil else { return nil }
    let socket = "/tmp/.X11-unix/X\(display.dropFirst())"
    let deadline = monotonic() + 10
    while !FileManager.default.fileExists(atPath: socket) && monotonic() < deadline {
      usleep(20_000)
    }
    return xvfb
  }

  /// Sum over the process's threads of (CPU ns, context switches).
  func counters(_ pid: Int32) -> (cpu: Double, switches: Int) {
    var cpu = 0.0
    var switches = 0
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    for t in tasks {
      if let s = try? String(contentsOfFile: "/proc/\(pid)/task/\(t)/schedstat", encoding: .utf8),
        let ns = Double(s.split(separator: " ").first ?? "")
      {
        cpu += ns / 1e9
      }
      if let st = try? String(contentsOfFile: "/proc/\(pid)/task/\(t)/status", encoding: .utf8) {
        for line in st.split(separator: "\n") where line.contains("ctxt_switches") {
          switches +=
            Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        }
      }
    }
    return (cpu, switches)
  }

  /// The process's peak resident set in MB (VmHWM), 0 when unknown.
  func peakRSS(_ pid: Int32) -> Double {
    Double(ResidentMemory.read(process: pid).peakKB) / 1024
  }

  /// The `ready` event's fields in `trace`, if it has one.
  func readyEvent(_ trace: String) -> [String: Any]? {
    for line in trace.split(separator: "\n") where line.contains("\"event\":\"ready\"") {
      return try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }
    return nil
  }

  /// Opens the window `runs` times and closes it once it is ready.
  func startups(runs: Int) -> [Startup] {
    var out: [Startup] = []
    for i in 0..<runs {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("bench-window-start-\(i).trace")
      _ = FileManager.default.createFile(atPath: path.path, contents: nil)
      guard let handle = try? FileHandle(forWritingTo: path) else { continue }
      let p = Process()
      p.executableURL = URL(fileURLWithPath: preview)
      p.arguments = ["--trace", "--no-autoplay", "--size", "900x720"]
      var env = ProcessInfo.processInfo.environment
      env["DISPLAY"] = display
      p.environment = env
      p.standardOutput = handle
      let start = monotonic()
      guard (try? p.run()) != nil else { continue }
      var ready: [String: Any]?
      while ready == nil && monotonic() < start + 20 {
        usleep(1000)
        ready = readyEvent((try? String(contentsOf: path, encoding: .utf8)) ?? "")
      }
      let observed = monotonic() - start
      p.terminate()
      p.waitUntilExit()
      try? handle.close()
      unlink(path.path)
      if let traced = ready?["startup"] as? Double {
        out.append(Startup(traced: traced, observed: observed))
      }
    }
    return out
  }

  /// Runs the window for `seconds` after it is ready.
  func run(autoplay: Bool, seconds: Double) -> Result? {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("bench-window.trace")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    guard let handle = try? FileHandle(forWritingTo: out) else { return nil }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: preview)
    p.arguments = ["--trace", "--size", "900x720"] + (autoplay ? [] : ["--no-autoplay"])
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = display
    p.environment = env
    p.standardOutput = handle
    guard (try? p.run()) != nil else { return nil }
    let deadline = monotonic() + 20
    func trace() -> String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
    while !trace().contains("\"ready\"") && monotonic() < deadline { usleep(10_000) }
    let before = counters(p.processIdentifier)
    let start = monotonic()
    while monotonic() < start + seconds { usleep(100_000) }
    let after = counters(p.processIdentifier)
    let rss = peakRSS(p.processIdentifier)
    p.terminate()  // SIGTERM: SDL turns it into a quit event, so preview exits cleanly.
    p.waitUntilExit()
    try? handle.close()
    let lines = trace().split(separator: "\n")
    var frames = 0
    var advances = 0
    for line in lines {
      if line.contains("\"event\":\"exit\""),
        let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      {
        frames = obj["frames"] as? Int ?? 0
      }
      if line.contains("\"event\":\"advance\"") { advances += 1 }
    }
    // The first frame (before `ready`) belongs to start-up, not to the measured span.
    return Result(
      frames: max(frames - 1, 0), cpuSeconds: after.cpu - before.cpu,
      wakeupsPerSecond: Double(after.switches - before.switches) / seconds, advances: advances,
      peakRSSMB: rss, renderer: readyEvent(trace())?["renderer"] as? String ?? "?")
  }
}
