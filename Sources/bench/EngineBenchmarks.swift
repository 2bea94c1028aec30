import Engine
import Foundation
import SceneApp

enum EngineBenchmarks {
  /// Lays out an overlapping row of `n` fixed-size tiles through the view graph (each
  /// pass measures and places every tile node again); returns ns per tile per pass.
  @MainActor
  static func layout(tiles n: Int) -> Sample {
    let row = OverlappingHStack(alignment: .trailing) {
      ForEach(0..<n, id: \.self) { _ in Color.clear.frame(width: 125, height: 117) }
    }
    .frame(width: 868, height: 117)
    let graph = ViewGraph(
      root: row, size: CGSize(width: 900, height: 200), text: FixedTextMetrics())
    graph.layoutIfNeeded()
    let passes = max(1, 200_000 / n)
    var sink = 0
    let sample = measure(repeats: 15) {
      for p in 0..<passes {
        // A new window height: the row is laid out again where it was.
        graph.size = CGSize(width: 900, height: 200 + CGFloat(p % 2))
        graph.layoutIfNeeded()
        sink &+= graph.layoutPasses
      }
    }
    if sink == -1 { print("") }
    return Sample(values: sample.values.map { $0 / Double(passes * n) * 1e9 })
  }

  /// Per-frame cost of the scene while its carousel animates, in µs: the host's update
  /// (scroll physics, placing the moved pages) and the frame's display list, as the window
  /// asks for them.
  @MainActor
  static func carouselFrame(pages: Int) -> Sample {
    var scene = SceneDocument.default
    scene.carousel.pages = PageStyle.hued(count: pages)
    // Glyphs the emoji font's size: the benchmarks measure layout, not a font engine.
    let metrics = FixedTextMetrics(emojiWidth: 1.25, lineHeight: 1.17)
    let host = StageHost(
      scene: scene, size: CGSize(width: 1280, height: 800), text: metrics, autoplay: false)
    let frames = 600
    var sink = 0
    var t = 0.0
    let sample = measure(repeats: 11) {
      for f in 0..<frames {
        t += 1 / 60
        // A page a second, forth and back, so that every frame animates.
        if f % 60 == 0 { host.handle(.command(f / 60 % 2 == 0 ? .next : .previous), at: t) }
        host.update(now: t)
        _ = host.drainEvents()
        sink &+= host.displayList(frameTime: nil).commands.count
      }
    }
    if sink == -1 { print("") }
    return Sample(values: sample.values.map { $0 / Double(frames) * 1e6 })
  }
}
