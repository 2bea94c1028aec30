import CSDL2
import Engine

/// How frames reach the screen: an SDL renderer presenting into the window (`SDLPresenter`)
/// or the wayland-shm path's own buffers (`WaylandPresenter`). The window loop draws and
/// presents through this and never asks which one it has.
@MainActor
protocol Presenter: AnyObject {
  /// The SDL renderer frames are drawn with at first (the window's, or the wayland-shm
  /// path's canvas).
  var sdlRenderer: SDLRenderer { get }
  /// Whether what is drawn into keeps the previous frame's pixels, so only what changed
  /// needs drawing again.
  var retainsBackBuffer: Bool { get }
  /// Whether the output's scale can change with no size event, so each loop turn compares
  /// the drawable's size with the last one drawn.
  var scaleChangesWithoutEvents: Bool { get }
  /// The drawable's size in pixels.
  func drawableSize() -> (width: Int32, height: Int32)
  /// Reads what the display server sent since the last turn (buffer releases).
  func dispatch() throws
  /// Before drawing a frame: ready (and whether everything must be drawn again), or waiting
  /// until the display server gives a buffer back.
  func prepareFrame(renderer: Renderer) throws -> FrameReadiness
  /// Draws `list` (only `damage` when given) with `renderer` and shows it.
  func present(_ list: DisplayList, damage: SDL_Rect?, renderer: Renderer) throws
  /// After the first frame: whether the display server told a scale to draw at again.
  func awaitPreferredScale() throws -> Bool
  /// The window's pixels were exposed or its surface shown again.
  func exposed()
  /// Runs `body`, which draws and reads pixels back, where no shown frame is touched.
  func drawAside(_ body: () -> Int32) -> Int32
}

/// Whether a frame can be drawn now.
enum FrameReadiness {
  /// Draw now; with `redrawAll` nothing of the last frame can be kept.
  case ready(redrawAll: Bool)
  /// Every buffer is still the display server's: try again a frame later.
  case waiting
}
