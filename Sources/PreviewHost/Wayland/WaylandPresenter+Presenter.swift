import CSDL2
import Engine

/// The wayland-shm path as the window loop sees it: drawn into a canvas over the buffer
/// picked for the frame, which keeps its pixels; the output's scale can change without a
/// size event.
extension WaylandPresenter: Presenter {
  var sdlRenderer: SDLRenderer { canvasRenderer }
  var retainsBackBuffer: Bool { true }
  var scaleChangesWithoutEvents: Bool { true }

  func drawableSize() -> (width: Int32, height: Int32) {
    let d = drawable()
    return (d.width, d.height)
  }

  /// The buffer drawn into holds an older frame: what it lacks is drawn too.
  func present(_ list: DisplayList, damage: SDL_Rect?, renderer: Renderer) throws {
    let (pw, ph) = drawableSize()
    let changed = damage ?? SDL_Rect(x: 0, y: 0, w: pw, h: ph)
    if let area = area(toDraw: changed) { renderer.draw(list, damage: area) }
    try present(damage: changed)
  }

  func drawAside(_ body: () -> Int32) -> Int32 { drawingAside(body) }
}
