import CSDL2
import Foundation

/// An RGBA surface with SDL's software renderer drawing into it: the headless screenshot
/// and the in-process benchmarks render here, with the same `Renderer` as the window.
@MainActor
final class OffscreenTarget {
  let surface: UnsafeMutablePointer<SDL_Surface>
  let renderer: Renderer

  init(width: Int32, height: Int32, fonts: FontLibrary) throws(SDLError) {
    guard let s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, csdl_pixelformat_rgba32())
    else { throw SDLError("SDL_CreateRGBSurfaceWithFormat(\(width)x\(height))") }
    guard let sdl = SDL_CreateSoftwareRenderer(s) else {
      let e = SDLError("SDL_CreateSoftwareRenderer")
      SDL_FreeSurface(s)
      throw e
    }
    surface = s
    renderer = Renderer(sdl: sdl, fonts: fonts)
  }

  isolated deinit {
    renderer.destroy()
    SDL_FreeSurface(surface)
  }
}
