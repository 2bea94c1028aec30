import Foundation

/// A median with its spread over repeated runs.
struct Sample {
  var values: [Double]

  var median: Double { percentile(0.5) }
  var min: Double { values.min() ?? 0 }
  var max: Double { values.max() ?? 0 }

  func percentile(_ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let s = values.sorted()
    return s[Swift.min(Int((Double(s.count - 1) * p).rounded()), s.count - 1)]
  }

  /// "median (min–max)" with `digits` decimals.
  func text(_ digits: Int = 2) -> String {
    "\(fmt(median, digits)) (\(fmt(min, digits))–\(fmt(max, digits)))"
  }
}

func fmt(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

func monotonic() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs `body` `repeats` times and returns seconds per run.
func measure(repeats: Int, _ body: () -> Void) -> Sample {
  var out: [Double] = []
  for _ in 0..<repeats {
    let start = monotonic()
    body()
    out.append(monotonic() - start)
  }
  return Sample(values: out)
}

/// One table row: what, the number, the target, and whether it is met.
struct Row {
  var name: String
  var value: String
  var target: String
  var met: Bool?
}
