import CSDL2
import Foundation

/// An RGBA surface with SDL's software renderer drawing into it: the headless screenshot
/// and the in-process benchmarks render here, with the same `Renderer` as the window.
/// Everything is released with it, in SDL's order (see `SDLRenderer`).
@MainActor
final class OffscreenTarget {
  private let pixels: SDLSurface
  let renderer: Renderer

  init(width: Int32, height: Int32, fonts: FontLibrary) throws(SDLError) {
    pixels = try SDLSurface(width: width, height: height)
    renderer = Renderer(try SDLRenderer(surface: pixels), fonts: fonts)
  }

  /// The pixels drawn so far (valid while the target lives).
  var surface: UnsafeMutablePointer<SDL_Surface> { pixels.pointer }
}
