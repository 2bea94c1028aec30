import Engine
import Foundation

/// Stacks nested `depth` deep: `AnyView(VStack { … })` alternating with `AnyView(HStack { … })`
/// around a `Text`. Measures building the graph and its first layout pass.
@MainActor
enum NestingBenchmarks {
  static func nested(depth: Int) -> AnyView {
    var view = AnyView(Text("leaf"))
    for level in 0..<depth {
      let inner = view
      view = level % 2 == 0 ? AnyView(VStack { inner }) : AnyView(HStack { inner })
    }
    return view
  }

  /// Milliseconds of CPU time to build the graph of `depth` nested stacks and lay it out once. The
  /// graph builds views nested deeper than `ViewGraph.maximumDepth` nodes (two a level
  /// here) as `EmptyView`, so at 1 000 levels only the first 200 or so are laid out.
  static func buildAndLayout(depth: Int, repeats: Int = 5) -> Sample {
    var sink = 0
    let sample = measureCPU(repeats: repeats) {
      let graph = ViewGraph(
        root: nested(depth: depth), size: CGSize(width: 800, height: 600),
        text: FixedTextMetrics())
      graph.layoutIfNeeded()
      sink &+= graph.layoutPasses
    }
    if sink == -1 { print("") }
    return Sample(values: sample.values.map { $0 * 1e3 })
  }

  /// Rows at several depths, and the ratio that shows whether time is linear in depth.
  static func rows() -> [Row] {
    var out: [Row] = []
    var ms: [Int: Double] = [:]
    // BENCH_NEST_DEPTHS=1000 (a comma-separated list) measures only those depths, for
    // instruction counts of one depth under `perf stat` or callgrind.
    let depths =
      ProcessInfo.processInfo.environment["BENCH_NEST_DEPTHS"]?.split(separator: ",")
      .compactMap { Int($0) } ?? [50, 100, 200, 1_000]
    for depth in depths {
      let s = buildAndLayout(depth: depth)
      ms[depth] = s.median
      out.append(
        Row(
          name: "nested stacks, \(depth) levels: build and first layout (CPU ms)", value: s.text(2),
          target: depth == 1_000 ? "≤ 50" : "", met: depth == 1_000 ? s.median <= 50 : nil))
    }
    if let a = ms[100], let b = ms[200] {
      out.append(
        Row(
          name: "nested stacks time ratio, 200 vs 100 levels", value: fmt(b / a),
          target: "≈ 2 (linear)", met: b / a < 2.6))
    }
    return out
  }
}
