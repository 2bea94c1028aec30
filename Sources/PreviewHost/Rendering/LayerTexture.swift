import CSDL2

/// An owned render-target texture: what a shape clip's content is drawn into before it is
/// masked. Destroyed before its renderer, which it holds (see `SDLRenderer`).
@MainActor
final class LayerTexture {
  let pointer: OpaquePointer
  let width: Int32
  let height: Int32
  private let renderer: SDLRenderer

  init(renderer: SDLRenderer, width: Int32, height: Int32) throws(SDLError) {
    guard
      let t = SDL_CreateTexture(
        renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
        Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
    else { throw SDLError("SDL_CreateTexture(target \(width)x\(height))") }
    pointer = t
    self.width = width
    self.height = height
    self.renderer = renderer
  }

  isolated deinit { SDL_DestroyTexture(pointer) }
}
