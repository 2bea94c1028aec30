import CSDL2

/// An owned RGBA `SDL_Surface`, freed with its owner.
///
/// The software `SDLRenderer` drawing into it holds it, so the surface always outlives its
/// renderer.
@MainActor
final class SDLSurface {
  let pointer: UnsafeMutablePointer<SDL_Surface>

  /// A `width`×`height` surface of 32-bit pixels, RGBA (R first in memory) unless `format`
  /// says otherwise (an `SDL_PIXELFORMAT_*` of 32 bits).
  init(width: Int32, height: Int32, format: UInt32 = csdl_pixelformat_rgba32()) throws(SDLError) {
    guard let s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format)
    else { throw SDLError("SDL_CreateRGBSurfaceWithFormat(\(width)x\(height))") }
    pointer = s
  }

  /// A `width`×`height` surface of 32-bit `format` pixels over memory it does not own,
  /// `pitch` bytes a row: `pixels`, which may be nil until the owner points it at memory
  /// (`SDL_Surface.pixels` is the one field SDL lets callers change). SDL never frees it.
  init(width: Int32, height: Int32, pitch: Int32, format: UInt32, pixels: UnsafeMutableRawPointer?)
    throws(SDLError)
  {
    guard
      let s = SDL_CreateRGBSurfaceWithFormatFrom(pixels, width, height, 32, pitch, format)
    else { throw SDLError("SDL_CreateRGBSurfaceWithFormatFrom(\(width)x\(height))") }
    pointer = s
  }

  isolated deinit { SDL_FreeSurface(pointer) }
}
