import CSDL2

/// An owned `SDL_Texture`, destroyed with its owner and always before its renderer, which
/// it holds (see `SDLRenderer`).
@MainActor
final class SDLTexture {
  let pointer: OpaquePointer
  let width: Int32
  let height: Int32
  private let renderer: SDLRenderer

  /// Uploads `surface` (not consumed) as a blended texture of `renderer`.
  init(
    renderer: SDLRenderer, surface: UnsafeMutablePointer<SDL_Surface>, linear: Bool
  ) throws(SDLError) {
    guard let t = SDL_CreateTextureFromSurface(renderer.pointer, surface) else {
      throw SDLError("SDL_CreateTextureFromSurface")
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(t, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    pointer = t
    width = surface.pointee.w
    height = surface.pointee.h
    self.renderer = renderer
  }

  isolated deinit { SDL_DestroyTexture(pointer) }
}
