import Engine
import Foundation
import ProcessStats

/// The rows at scale: the first frame of a row of 100 000 tiles and 700 000 script keys at
/// one instant, through the real `preview`; and an eager `VStack` of 100 000 `Text`s in
/// process.
///
/// With `BENCH_BASELINE` naming a folder that holds another build's `preview` (say the
/// previous commit's release build), the process rows run on both, interleaved run by run,
/// and print the ratio of this build's median CPU time to that one's: measured side by
/// side, the load of a shared machine weighs on both alike.
struct ScaleBenchmarks {
  let preview: String
  let baseline: String?

  /// CPU seconds (user + system) per run and the runs' peak RSS, for this build and the
  /// baseline's.
  struct Pair {
    var cpu: [Double] = []
    var baseCPU: [Double] = []
    var rssMB: [Double] = []
    var baseRSSMB: [Double] = []
  }

  /// Runs `args` on both builds `runs` times, alternating which goes first.
  func pair(_ args: [String], runs: Int) -> Pair {
    var out = Pair()
    let mine = ProcessBenchmarks(preview: preview)
    let theirs = baseline.map { ProcessBenchmarks(preview: $0) }
    for run in 0..<runs {
      func measureMine() {
        let r = mine.spawn(args)
        if r.status == 0 {
          out.cpu.append(r.cpuSeconds)
          out.rssMB.append(r.peakRSSMB)
        } else {
          log("\(args.joined(separator: " ")): exit status \(r.status)")
        }
      }
      func measureTheirs() {
        guard let theirs else { return }
        let r = theirs.spawn(args)
        if r.status == 0 {
          out.baseCPU.append(r.cpuSeconds)
          out.baseRSSMB.append(r.peakRSSMB)
        }
      }
      if run % 2 == 0 {
        measureMine()
        measureTheirs()
      } else {
        measureTheirs()
        measureMine()
      }
    }
    return out
  }

  func rows() -> [Row] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-scale-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("tiles.json").path
    let items = Array(repeating: "\"⚽️\"", count: 100_000).joined(separator: ",")
    let tiles = #"{"rows": [{"minimumSliver": 0, "items": ["# + items + "]}]}"
    try? tiles.write(toFile: scene, atomically: true, encoding: .utf8)
    // 700 000 keys at t = 0, alternating right and left, in a 14 MB file (under the 16 MB
    // a script may have).
    let script = folder.appendingPathComponent("keys.jsonl").path
    var lines = ""
    lines.reserveCapacity(700_000 * 22)
    for i in 0..<700_000 {
      lines += i % 2 == 0 ? #"{"t":0,"key":"right"}"# + "\n" : #"{"t":0,"key":"left"}"# + "\n"
    }
    try? lines.write(toFile: script, atomically: true, encoding: .utf8)
    let png = folder.appendingPathComponent("shot.png").path
    var out: [Row] = []
    out += describe(
      "first frame of a row of 100 000 tiles, headless (`--scene`, CPU s)",
      pair(["--scene", scene, "--headless", "--screenshot", png], runs: 5), target: 0.3)
    out += describe(
      "700 000 script keys at one instant, headless (`--script`, CPU s)",
      pair(["--script", script, "--headless", "--screenshot", png], runs: 3), target: 3)
    return out
  }

  /// A row for this build's CPU time and peak RSS, and with a baseline, its numbers and the
  /// ratio of the medians.
  func describe(_ name: String, _ p: Pair, target: Double) -> [Row] {
    let cpu = Sample(values: p.cpu)
    var out = [
      Row(
        name: name, value: p.cpu.isEmpty ? "failed" : cpu.text(3), target: "≤ \(fmt(target, 1))",
        met: p.cpu.isEmpty ? nil : cpu.median <= target),
      Row(
        name: "  peak RSS (MB)", value: Sample(values: p.rssMB).text(1), target: "", met: nil),
    ]
    if !p.baseCPU.isEmpty {
      let base = Sample(values: p.baseCPU)
      out.append(
        Row(
          name: "  the baseline build (`BENCH_BASELINE`): CPU s; peak RSS MB",
          value: "\(base.text(3)); \(Sample(values: p.baseRSSMB).text(1))", target: "", met: nil))
      out.append(
        Row(
          name: "  this build ÷ the baseline, median CPU", value: fmt(cpu.median / base.median),
          target: "", met: nil))
    }
    return out
  }

  /// An eager `VStack` of `count` `Text`s (fixed text metrics: the view layer, not a font
  /// engine): CPU seconds of this thread to build, lay out and make the first frame's
  /// display list (wall time on a shared machine measures the other builds).
  @MainActor
  static func eagerStack(count: Int, repeats: Int = 5) -> Sample {
    var sink = 0
    var values: [Double] = []
    for _ in 0..<repeats {
      let start = threadCPUSeconds()
      let host = ViewHost(
        root: VStack { ForEach(0..<count, id: \.self) { Text("Item \($0)") } },
        size: CGSize(width: 800, height: 600), text: FixedTextMetrics())
      host.update(now: 0)
      sink &+= host.displayList().commands.count
      values.append(threadCPUSeconds() - start)
    }
    if sink == -1 { print("") }
    return Sample(values: values)
  }
}
