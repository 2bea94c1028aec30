import Foundation
import ProcessStats

/// A median with its spread over repeated runs.
struct Sample {
  var values: [Double]

  var median: Double { percentile(0.5) }
  var min: Double { values.min() ?? 0 }
  var max: Double { values.max() ?? 0 }

  func percentile(_ p: Double) -> Double { ProcessStats.percentile(values, p) }

  /// "median (min–max)" with `digits` decimals.
  func text(_ digits: Int = 2) -> String {
    "\(fmt(median, digits)) (\(fmt(min, digits))–\(fmt(max, digits)))"
  }
}

func fmt(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

func monotonic() -> Double { monotonicSeconds() }

/// Runs `body` `repeats` times and returns seconds per run, read from `clock` (wall time
/// unless told otherwise).
func measure(repeats: Int, clock: () -> Double = monotonic, _ body: () -> Void) -> Sample {
  var out: [Double] = []
  for _ in 0..<repeats {
    let start = clock()
    body()
    out.append(clock() - start)
  }
  return Sample(values: out)
}

/// `measure` in this thread's CPU seconds: on a shared machine, wall time measures the
/// other processes as much as `body`.
func measureCPU(repeats: Int, _ body: () -> Void) -> Sample {
  measure(repeats: repeats, clock: threadCPUSeconds, body)
}

/// One table row: what, the number, the target, and whether it is met.
struct Row {
  var name: String
  var value: String
  var target: String
  var met: Bool?
}
