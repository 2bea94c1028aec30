import CSDL2
import Engine
import Foundation
import ProcessStats

extension Benchmark {
  struct ShadowReport: Encodable {
    var frames: Int
    var plainMillisecondsMedian: Double
    var shadowedMillisecondsMedian: Double
    /// Shadowed over plain, medians.
    var ratio: Double
    var textureCreationsPerFrame: Double
  }

  /// A 300×200 card with a title sliding across a 1280×800 window at 60 Hz, drawn plain and
  /// with `.shadow(radius: 12, y: 6)`: the renderer's CPU time per frame for each (the
  /// shadow's group is drawn from its cache while the card only moves). The card's
  /// drawing is made by Engine once and moved each frame, so only the renderer is timed.
  static func shadowedCard(fonts: FontLibrary) throws(SDLError) -> ShadowReport {
    let size = CGSize(width: 1280, height: 800)
    func list(shadowed: Bool) -> DisplayList {
      let card = RoundedRectangle(cornerRadius: 20).fill(Color.blue)
        .overlay { Text("Shadowed card").foregroundStyle(.white) }
        .frame(width: 300, height: 200)
      let view = Group {
        if shadowed { card.shadow(radius: 12, y: 6) } else { card }
      }
      return ViewGraph(root: view, size: size, text: fonts).displayList(background: .white)
    }
    func run(_ base: DisplayList) throws(SDLError) -> (median: Double, textures: Int) {
      let target = try OffscreenTarget(width: 1280, height: 800, fonts: fonts)
      let renderer = target.renderer
      var times: [Double] = []
      var textures = 0
      for frame in 0..<660 {
        // Back and forth across 400 points every 4 s, fractional positions included.
        let dx = 400 * sin(Double(frame) / 60 * .pi / 2)
        var moved = base
        // The background and the window clip stay; everything inside moves.
        for i in 2..<(moved.commands.count - 1) {
          moved.commands[i] = moved.commands[i].offsetBy(dx: CGFloat(dx), dy: 0)
        }
        let before = renderer.textureCreations
        let start = threadCPUSeconds()
        renderer.draw(moved)
        SDL_RenderPresent(renderer.sdl)
        // The first 60 frames warm the caches.
        if frame >= 60 {
          times.append((threadCPUSeconds() - start) * 1000)
          textures += renderer.textureCreations - before
        }
      }
      return (percentile(times, 0.5), textures)
    }
    let plain = try run(list(shadowed: false))
    let shadowed = try run(list(shadowed: true))
    return ShadowReport(
      frames: 600, plainMillisecondsMedian: plain.median,
      shadowedMillisecondsMedian: shadowed.median, ratio: shadowed.median / plain.median,
      textureCreationsPerFrame: Double(shadowed.textures) / 600)
  }
}
