import Engine
import Fixtures
import Foundation

/// The view layer's cost: the seeds' carousel written as SwiftUI code, stepped at 60 Hz.
@MainActor
enum ViewBenchmarks {
  struct Result {
    /// Microseconds per animating frame (update, layout, display list).
    var frame: Sample
    /// Body evaluations and layout passes per animating frame.
    var bodiesPerFrame: Double
    var layoutsPerFrame: Double
    /// Scroll re-placements (no measuring) per animating frame.
    var placementsPerFrame: Double
    /// The same on frames where nothing moved (should be 0).
    var stillBodies: Int
    var stillLayouts: Int
  }

  /// 30 simulated seconds of the auto-advancing seed (an advance every 3 s), or of the
  /// paging seed with a scroll-position write every 3 s.
  static func seedCarousel(pages: Int, lazy: Bool, timer: Bool) -> Result {
    var values: [Double] = []
    var bodies = 0
    var layouts = 0
    var placements = 0
    var animatingFrames = 0
    var stillBodies = 0
    var stillLayouts = 0
    for _ in 0..<5 {
      let probe = PositionProbe()
      let view = SeedCarousel(
        pages: pages, lazy: lazy, timerMode: timer ? .default : nil, probe: probe)
      let host = ViewHost(
        root: view, size: CGSize(width: 1280, height: 800), text: FixedTextMetrics())
      let graph = host.graph
      host.update(now: 0)
      _ = host.displayList()
      var busy = 0.0
      var frames = 0
      for f in 1...(30 * 60) {
        let t = Double(f) / 60
        if !timer && f % 180 == 0 {
          withAnimation {
            probe.position?.wrappedValue = ((probe.position?.wrappedValue ?? 0) + 1) % pages
          }
        }
        let b0 = graph.bodyEvaluations
        let l0 = graph.layoutPasses
        let p0 = graph.scrollPlacements
        let start = monotonic()
        let wasAnimating = host.isAnimating
        host.update(now: t)
        let list = host.displayList()
        let elapsed = monotonic() - start
        _ = host.drainEvents()
        if wasAnimating || host.isAnimating {
          busy += elapsed
          frames += 1
          bodies += graph.bodyEvaluations - b0
          layouts += graph.layoutPasses - l0
          placements += graph.scrollPlacements - p0
        } else if f % 180 != 0 {
          stillBodies += graph.bodyEvaluations - b0
          stillLayouts += graph.layoutPasses - l0 + graph.scrollPlacements - p0
        }
        if list.commands.isEmpty { print("") }
      }
      values.append(busy / Double(max(frames, 1)) * 1e6)
      animatingFrames += frames
    }
    let n = Double(max(animatingFrames, 1))
    return Result(
      frame: Sample(values: values), bodiesPerFrame: Double(bodies) / n,
      layoutsPerFrame: Double(layouts) / n, placementsPerFrame: Double(placements) / n,
      stillBodies: stillBodies, stillLayouts: stillLayouts)
  }
}
