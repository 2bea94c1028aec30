import Foundation

/// Seconds on the monotonic clock (for durations; never goes back).
public func monotonicSeconds() -> Double {
  seconds(CLOCK_MONOTONIC)
}

/// CPU seconds the calling thread has used.
public func threadCPUSeconds() -> Double {
  seconds(CLOCK_THREAD_CPUTIME_ID)
}

private func seconds(_ clock: clockid_t) -> Double {
  var ts = timespec()
  clock_gettime(clock, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The value at fraction `p` (0...1) of `values` sorted, nearest rank; 0 for no values.
public func percentile(_ values: [Double], _ p: Double) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let rank = Int((Double(sorted.count - 1) * min(max(p, 0), 1)).rounded())
  return sorted[rank]
}
