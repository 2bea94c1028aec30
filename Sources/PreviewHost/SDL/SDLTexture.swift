import CSDL2

/// An owned `SDL_Texture`, destroyed with its owner.
@MainActor
final class SDLTexture {
  let pointer: OpaquePointer
  let width: Int32
  let height: Int32

  init(pointer: OpaquePointer, width: Int32, height: Int32) {
    self.pointer = pointer
    self.width = width
    self.height = height
  }

  /// Uploads `surface` (not consumed) as a blended texture.
  convenience init(
    renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>,
    linear: Bool
  ) throws(SDLError) {
    guard let t = SDL_CreateTextureFromSurface(renderer, surface) else {
      throw SDLError("SDL_CreateTextureFromSurface")
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(t, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    self.init(pointer: t, width: surface.pointee.w, height: surface.pointee.h)
  }

  isolated deinit { SDL_DestroyTexture(pointer) }
}
