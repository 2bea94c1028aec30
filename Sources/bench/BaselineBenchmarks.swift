import Foundation

/// With `BENCH_BASELINE` naming a folder that holds another build's `preview` (a release
/// build of the previous commit, say): the rows this build must not lose on, measured on
/// both builds side by side, interleaved run by run, each with the ratio of this build's
/// median to the baseline's. On a shared machine the load then weighs on both alike, and
/// the ratio says what the wall-clock numbers cannot.
struct BaselineBenchmarks {
  let preview: String
  /// The baseline's `preview`. The window rows open on WindowBenchmark's Xvfb, whose
  /// display is the same for every instance.
  let baseline: String

  /// Runs `measure` `runs` times for each build, alternating which goes first.
  func interleaved(runs: Int, _ measure: (String) -> Double?) -> (mine: Sample, base: Sample) {
    var mine: [Double] = []
    var base: [Double] = []
    for run in 0..<runs {
      let order = run % 2 == 0 ? [preview, baseline] : [baseline, preview]
      for exe in order {
        guard let v = measure(exe) else { continue }
        if exe == preview { mine.append(v) } else { base.append(v) }
      }
    }
    return (Sample(values: mine), Sample(values: base))
  }

  /// "this build; the baseline; ratio" rows for one measurement.
  func rows(_ name: String, _ pair: (mine: Sample, base: Sample), digits: Int) -> [Row] {
    guard !pair.mine.values.isEmpty, !pair.base.values.isEmpty else {
      return [Row(name: "\(name), side by side", value: "failed", target: "", met: nil)]
    }
    return [
      Row(
        name: "\(name): this build vs the baseline (`BENCH_BASELINE`)",
        value: "\(pair.mine.text(digits)) vs \(pair.base.text(digits))", target: "", met: nil),
      Row(
        name: "  this build ÷ the baseline, median",
        value: fmt(pair.mine.median / pair.base.median),
        target: "≤ 1.05 (no slower, within noise)", met: pair.mine.median <= pair.base.median * 1.05
      ),
    ]
  }

  func rows(windowSeconds: Double) -> [Row] {
    var out: [Row] = []
    let png = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-baseline-\(getpid()).png").path
    defer { unlink(png) }
    log("baseline: headless start-up, side by side")
    out += rows(
      "start-up to first frame written, headless (ms)",
      interleaved(runs: 11) { exe in
        let r = ProcessBenchmarks(preview: exe).spawn(["--headless", "--screenshot", png])
        return r.status == 0 ? r.seconds * 1000 : nil
      }, digits: 1)
    log("baseline: frames, side by side")
    out += rows(
      "frame 1280x800, animating, software renderer: CPU ms median",
      interleaved(runs: 3) { exe in
        let p = ProcessBenchmarks(preview: exe)
        let r = p.json(p.spawn(["--benchmark", "frames", "--size", "1280x800"]).output)
        return r["cpuMillisecondsMedian"] as? Double
      }, digits: 2)
    // 21 pairs: single window start-ups under Xvfb range over 2-3x on a shared machine, and
    // the ratio of 9-pair medians moved by 13 % between runs (PERFORMANCE.md, round eleven).
    log("baseline: window start-up, side by side")
    out += rows(
      "window start-up to first frame, `ready` startup (ms)",
      interleaved(runs: 21) { exe in
        WindowBenchmark(preview: exe).startups(runs: 1).first.map { $0.traced * 1000 }
      }, digits: 0)
    log("baseline: window autoplay, side by side")
    out += rows(
      "window autoplay \(Int(windowSeconds)) s: CPU seconds",
      interleaved(runs: 2) { exe in
        WindowBenchmark(preview: exe).run(autoplay: true, seconds: windowSeconds)?.cpuSeconds
      }, digits: 3)
    return out
  }
}
