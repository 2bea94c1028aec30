import CSDL2

/// An owned `SDL_Window`, destroyed with its owner.
///
/// The `SDLRenderer` drawing into it holds it, so the window always outlives its renderer
/// (`SDL_DestroyRenderer` reaches into the renderer's window).
@MainActor
final class SDLWindow {
  let pointer: OpaquePointer

  /// A resizable HiDPI-aware window, centred unless `origin` says where: on a scaled
  /// output its drawable has the output's pixels.
  init(width: Int32, height: Int32, title: String, origin: (x: Int32, y: Int32)? = nil)
    throws(SDLError)
  {
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    let x = origin?.x ?? csdl_windowpos_centered()
    let y = origin?.y ?? csdl_windowpos_centered()
    guard let w = SDL_CreateWindow(title, x, y, width, height, flags)
    else { throw SDLError("SDL_CreateWindow") }
    pointer = w
  }

  isolated deinit { SDL_DestroyWindow(pointer) }
}
