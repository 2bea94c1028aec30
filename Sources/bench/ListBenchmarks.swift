import Engine
import Fixtures
import Foundation
import ProcessStats

/// A `List(0..<100_000)`: what opening it costs, and a frame while it scrolls.
@MainActor
enum ListBenchmarks {
  static func rows() -> [Row] {
    let open = opening()
    let frames = scrolling(wheel: false)
    let steady = scrolling(wheel: true)
    return [
      Row(
        name: "List of 100 000 rows: build, layout, first display list (CPU s)",
        value: open.text(3), target: "≤ 0.1", met: open.median <= 0.1),
      Row(
        name: "List of 100 000 rows scrolling to its end: a frame, p95 (ms)",
        value: fmt(frames.percentile(0.95) * 1000, 2), target: "≤ 16.7",
        met: frames.percentile(0.95) <= 1 / 60),
      Row(
        name: "List of 100 000 rows, a wheel click every frame: a frame, p95 (ms)",
        value: fmt(steady.percentile(0.95) * 1000, 2), target: "≤ 16.7",
        met: steady.percentile(0.95) <= 1 / 60),
    ]
  }

  private static func list() -> some View {
    List(0..<100_000) { i in
      Text("Row \(i)")
      Spacer()
      Text("\(i * i)")
    }
  }

  /// CPU seconds of this thread to build the list, lay it out and draw its first frame.
  static func opening(repeats: Int = 5) -> Sample {
    var sink = 0
    var values: [Double] = []
    for _ in 0..<repeats {
      let start = threadCPUSeconds()
      let host = ViewHost(
        root: list(), size: CGSize(width: 390, height: 844), text: FixedTextMetrics())
      host.update(now: 0)
      sink &+= host.displayList().commands.count
      values.append(threadCPUSeconds() - start)
    }
    if sink == -1 { print("") }
    return Sample(values: values)
  }

  /// Seconds per 60 Hz frame (update and display list) while End scrolls the list from
  /// its top to its end, building the rows it passes (every frame a new screenful), or
  /// with `wheel` while a wheel turns one click a frame.
  static func scrolling(wheel: Bool) -> Sample {
    let host = ViewHost(
      root: list(), size: CGSize(width: 390, height: 844), text: FixedTextMetrics())
    host.update(now: 0)
    _ = host.displayList()
    if !wheel { host.key(ScrollPhysics.Key.last, at: 0) }
    var values: [Double] = []
    var sink = 0
    for frame in 1...180 {
      let start = threadCPUSeconds()
      if wheel { host.wheel(dx: 0, dy: -1, shift: false, at: Double(frame) / 60) }
      host.update(now: Double(frame) / 60)
      sink &+= host.displayList().commands.count
      values.append(threadCPUSeconds() - start)
    }
    if sink == -1 { print("") }
    let offset = host.dump().all.first { $0.type == "ScrollView" }?.contentOffset?[1] ?? 0
    log("lists: scrolled \(Int(offset)) pt in 180 frames")
    return Sample(values: values)
  }
}
