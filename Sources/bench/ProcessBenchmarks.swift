import Foundation
import ProcessStats

/// Benchmarks that run the real `preview` binary: frames through the real renderer,
/// start-up, resize storm, and the real window under Xvfb, idle and with autoplay.
struct ProcessBenchmarks {
  let preview: String

  struct Spawned {
    var seconds: Double
    /// User plus system CPU time (`wait4`): what the run cost whatever else the machine ran.
    var cpuSeconds: Double = 0
    /// The child's own peak resident set in kB (`ChildPeakRSS`), nil when unknown.
    var peakRSSKB: Int?
    var status: Int32
    var output: String

    /// The peak resident set in MB; NaN when unknown, so that no row counts it as met.
    var peakRSSMB: Double { peakRSSKB.map { Double($0) / 1024 } ?? .nan }
  }

  /// Runs preview to completion; returns wall time, CPU time (wait4), its peak RSS and stdout.
  func spawn(_ args: [String], environment: [String: String]? = nil) -> Spawned {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-\(getpid())-\(UInt64(monotonic() * 1e9)).out").path
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      unlink(out)
    }
    let argv = ([preview] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let env =
      (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0)=\($1)") }
      + [nil]
    defer { env.forEach { free($0) } }
    var pid: pid_t = 0
    let start = monotonic()
    guard posix_spawn(&pid, preview, &actions, nil, argv, env) == 0 else {
      return Spawned(seconds: 0, peakRSSKB: nil, status: -1, output: "")
    }
    let (status, usage, peakKB) = ChildPeakRSS(attachingTo: pid).wait()
    let seconds = monotonic() - start
    let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    let user: Double = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system: Double = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    let cpu = user + system
    return Spawned(
      seconds: seconds, cpuSeconds: cpu, peakRSSKB: peakKB, status: status, output: text)
  }

  func json(_ text: String) -> [String: Any] {
    let line = text.split(separator: "\n").last.map(String.init) ?? ""
    return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
  }

  /// `preview --benchmark frames` three times: CPU ms per frame, median and p99.
  func frames() -> (median: Sample, p99: Sample, raster: Double, textures: Double) {
    var med: [Double] = []
    var p99: [Double] = []
    var raster = 0.0
    var textures = 0.0
    for _ in 0..<3 {
      let r = json(spawn(["--benchmark", "frames", "--size", "1280x800"]).output)
      med.append(r["cpuMillisecondsMedian"] as? Double ?? .nan)
      p99.append(r["cpuMillisecondsP99"] as? Double ?? .nan)
      raster = max(raster, r["rasterisationsPerFrame"] as? Double ?? .nan)
      textures = max(textures, r["textureCreationsPerFrame"] as? Double ?? .nan)
    }
    return (Sample(values: med), Sample(values: p99), raster, textures)
  }

  /// Process start to first frame written, headless, and the run's peak RSS.
  func startup() -> (seconds: Sample, rssMB: Sample) {
    let png = FileManager.default.temporaryDirectory.appendingPathComponent("bench-start.png").path
    var times: [Double] = []
    var rss: [Double] = []
    for _ in 0..<11 {
      let r = spawn(["--headless", "--screenshot", png])
      times.append(r.seconds * 1000)
      rss.append(r.peakRSSMB)
    }
    unlink(png)
    return (Sample(values: times), Sample(values: rss))
  }

  func resizeStorm() -> [String: Any] {
    json(spawn(["--benchmark", "resize"]).output)
  }
}
