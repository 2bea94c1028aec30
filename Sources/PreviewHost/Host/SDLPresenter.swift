import CSDL2
import Engine

/// Frames drawn by an SDL renderer into the window and shown with `SDL_RenderPresent`.
@MainActor
final class SDLPresenter: Presenter {
  let sdlRenderer: SDLRenderer
  let retainsBackBuffer: Bool
  var scaleChangesWithoutEvents: Bool { false }

  /// `renderer` draws into its window; SDL's software renderer keeps the window surface's
  /// pixels between frames, GPU back buffers are undefined after a present.
  init(renderer: SDLRenderer) {
    sdlRenderer = renderer
    var info = SDL_RendererInfo()
    let name =
      SDL_GetRendererInfo(renderer.pointer, &info) == 0
      ? info.name.map { String(cString: $0) } : nil
    retainsBackBuffer = name == "software"
  }

  func drawableSize() -> (width: Int32, height: Int32) {
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer.pointer, &pw, &ph)
    return (pw, ph)
  }

  func dispatch() {}

  func prepareFrame(renderer: Renderer) -> FrameReadiness { .ready(redrawAll: false) }

  func present(_ list: DisplayList, damage: SDL_Rect?, renderer: Renderer) {
    renderer.draw(list, damage: damage)
    SDL_RenderPresent(sdlRenderer.pointer)
  }

  func awaitPreferredScale() -> Bool { false }

  func exposed() {}

  func drawAside(_ body: () -> Int32) -> Int32 { body() }
}
