import CSDL2

/// An owned `SDL_Renderer` and what it draws into, released in the order SDL needs.
///
/// Every `SDLTexture` holds the renderer that made it and the renderer holds its window or
/// surface, so references alone give the order: textures are destroyed first (SDL frees a
/// renderer's textures with it, and a later `SDL_DestroyTexture` would touch freed memory),
/// then the renderer, then its target. Nobody calls a `destroy()`, and nothing is freed
/// twice.
@MainActor
final class SDLRenderer {
  let pointer: OpaquePointer
  /// The `SDLWindow` or `SDLSurface` drawn into, kept until the renderer is destroyed.
  private let target: AnyObject

  /// Takes ownership of `pointer`, a renderer made for `window`.
  init(adopting pointer: OpaquePointer, window: SDLWindow) {
    self.pointer = pointer
    target = window
  }

  /// SDL's software renderer drawing into `surface`.
  init(surface: SDLSurface) throws(SDLError) {
    guard let r = SDL_CreateSoftwareRenderer(surface.pointer) else {
      throw SDLError("SDL_CreateSoftwareRenderer")
    }
    pointer = r
    target = surface
  }

  isolated deinit { SDL_DestroyRenderer(pointer) }
}
