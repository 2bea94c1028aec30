import CSDL2
import Engine
import Foundation
import ProcessStats

/// In-process measurements of the real rendering path, for `make bench`.
///
/// `preview --benchmark frames|resize` renders with the software renderer into an off-screen
/// surface (the same `Renderer` the window uses) and prints one JSON object on stdout. The
/// `bench` executable runs it and tabulates the numbers; nothing here passes or fails.
@MainActor
package enum Benchmark {
  /// What `--benchmark` measures: `frames(host:pages:renderer:)` or
  /// `resizeStorm(host:renderer:)`.
  package typealias Kind = BenchmarkKind

  struct FrameReport: Encodable {
    var frames: Int
    var cpuMillisecondsMedian: Double
    var cpuMillisecondsP99: Double
    var rasterisationsPerFrame: Double
    var textureCreationsPerFrame: Double
  }

  struct ResizeReport: Encodable {
    var resizes: Int
    var millisecondsPerResizeMedian: Double
    var millisecondsPerResizeP99: Double
    var rssBeforeKB: Int
    var rssAfterKB: Int
  }

  /// Runs `kind` on `host`, whose carousel has `pages` pages.
  package static func run(_ kind: Kind, host: any InputHost, pages: Int, fonts: FontLibrary)
    throws(SDLError) -> String
  {
    // Large enough for every size the resize storm visits.
    let target = try OffscreenTarget(width: 2048, height: 2048, fonts: fonts)
    let renderer = target.renderer
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    switch kind {
    case .resize:
      let report = resizeStorm(host: host, renderer: renderer)
      return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)
    case .frames:
      let report = frames(host: host, pages: pages, renderer: renderer)
      return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)
    case .shadow:
      let report = try shadowedCard(fonts: fonts)
      return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)
    }
  }

  /// The carousel animating continuously (a key press each second) at 60 Hz; the first
  /// full cycle through the pages warms the caches and is not measured.
  static func frames(host: any InputHost, pages: Int, renderer: Renderer) -> FrameReport {
    var t = 0.0
    func frame() {
      t += 1 / 60
      if Int((t * 60).rounded()) % 60 == 0 { host.handle(.command(.next), at: t) }
      host.update(now: t)
      _ = host.drainEvents()  // no trace here
      renderer.draw(host.displayList(frameTime: nil))
      SDL_RenderPresent(renderer.sdl)
    }
    for _ in 0..<(60 * (pages + 1)) { frame() }
    let rasterStart = renderer.glyphs.rasterisations
    let texturesStart = renderer.textureCreations
    var times: [Double] = []
    let count = 600
    for _ in 0..<count {
      let start = threadCPUSeconds()
      frame()
      times.append((threadCPUSeconds() - start) * 1000)
    }
    return FrameReport(
      frames: count, cpuMillisecondsMedian: percentile(times, 0.5),
      cpuMillisecondsP99: percentile(times, 0.99),
      rasterisationsPerFrame: Double(renderer.glyphs.rasterisations - rasterStart) / Double(count),
      textureCreationsPerFrame: Double(renderer.textureCreations - texturesStart) / Double(count))
  }

  /// 2 000 window size changes, each followed by relayout and a frame.
  static func resizeStorm(host: any InputHost, renderer: Renderer) -> ResizeReport {
    var t = 0.0
    func step(_ i: Int) {
      t += 1 / 60
      let width = 600 + (i * 37) % 800
      let height = 600 + (i * 13) % 200
      host.handle(.resize(CGSize(width: width, height: height)), at: t)
      host.update(now: t)
      _ = host.drainEvents()  // no trace here
      renderer.draw(host.displayList(frameTime: nil))
      SDL_RenderPresent(renderer.sdl)
    }
    for i in 0..<200 { step(i) }
    let before = ResidentMemory.read().currentKB
    var times: [Double] = []
    for i in 0..<2000 {
      let start = monotonicSeconds()
      step(i)
      times.append((monotonicSeconds() - start) * 1000)
    }
    return ResizeReport(
      resizes: times.count, millisecondsPerResizeMedian: percentile(times, 0.5),
      millisecondsPerResizeP99: percentile(times, 0.99), rssBeforeKB: before,
      rssAfterKB: ResidentMemory.read().currentKB)
  }
}
