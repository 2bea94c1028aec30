import CSDL2

/// An owned `SDL_Window`, destroyed with its owner.
///
/// The `SDLRenderer` drawing into it holds it, so the window always outlives its renderer
/// (`SDL_DestroyRenderer` reaches into the renderer's window).
@MainActor
final class SDLWindow {
  let pointer: OpaquePointer

  /// A resizable HiDPI-aware window, centred: on a scaled output its drawable has the
  /// output's pixels.
  init(width: Int32, height: Int32, title: String) throws(SDLError) {
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    guard
      let w = SDL_CreateWindow(
        title, csdl_windowpos_centered(), csdl_windowpos_centered(), width, height, flags)
    else { throw SDLError("SDL_CreateWindow") }
    pointer = w
  }

  isolated deinit { SDL_DestroyWindow(pointer) }
}
