/// What `--benchmark` measures (the scene app's `Benchmark` runs it).
package enum BenchmarkKind: String, CaseIterable, Sendable {
  /// The carousel animating at 60 Hz, frame by frame.
  case frames
  /// A storm of window resizes.
  case resize
  /// A card sliding across the window, plain and shadowed (Benchmark+Shadow.swift).
  case shadow
}
