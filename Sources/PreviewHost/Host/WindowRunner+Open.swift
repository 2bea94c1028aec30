import CSDL2
import Engine
import Foundation

/// Opening the window: SDL's video on the display the environment names, then each way of
/// presenting in turn until one works.
extension WindowRunner {
  /// Starts SDL's video and returns its driver's name.
  static func startVideo() throws(OpenFailure) -> String {
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
    let env = ProcessInfo.processInfo.environment
    let asked = env["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
    if !asked && env["DISPLAY"].map(\.isEmpty) ?? true
      && env["WAYLAND_DISPLAY"].map(\.isEmpty) ?? true
    {
      throw .noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
    }
    if !asked {
      // Only the display the environment names: no probing of the others (libwayland prints
      // its own complaint when there is no Wayland compositor).
      let wayland = !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
      SDL_SetHint(SDL_HINT_VIDEODRIVER, wayland ? "wayland,x11" : "x11")
    }
    csdl_ignore_stale_window_errors()
    if SDL_InitSubSystem(SDL_INIT_VIDEO) < 0 {
      let error = SDLError("SDL_Init(video)")
      if asked { throw .sdl(error) }
      throw .noDisplay(DisplayProblem.message(environment: env, sdlMessage: error.message))
    }
    // X events, for the keys held when the window gets the keyboard (`HeldKeys`); from
    // before the window exists, so the first focus is seen too.
    SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
    // SDL falls back to an invisible off-screen driver when no display answers; a window
    // nobody can see is a failure unless that driver was asked for.
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if !asked && (driver == "offscreen" || driver == "dummy") {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .noDisplay("no X11 or Wayland display answered")
    }
    return driver
  }

  /// A window and its presenter, the first of `order` that works (a fresh window for each:
  /// a renderer that failed can leave its window unusable), with why the ones before failed.
  static func open(
    _ order: [RendererChoice], size: CGSize, title: String, origin: CGPoint?,
    videoDriver driver: String
  ) throws(OpenFailure) -> (
    window: SDLWindow, presenter: any Presenter, choice: RendererChoice, failures: [String]
  ) {
    var failures: [String] = []
    for choice in order {
      let w: SDLWindow
      do {
        w = try makeWindow(size: size, title: title, origin: origin)
      } catch {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        throw .sdl(error)
      }
      if let presenter = makePresenter(choice, window: w, videoDriver: driver, failures: &failures)
      {
        return (w, presenter, choice, failures)
      }
    }
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
    throw .sdl(SDLError(call: "SDL_CreateRenderer", message: failures.joined(separator: "; ")))
  }

  /// `choice`'s presenter for `window`, or nil with the reason added to `failures`.
  private static func makePresenter(
    _ choice: RendererChoice, window w: SDLWindow, videoDriver driver: String,
    failures: inout [String]
  ) -> (any Presenter)? {
    if choice == .waylandShm {
      do {
        return try WaylandPresenter(window: w)
      } catch {
        failures.append("\(choice.rawValue): \(error)")
        return nil
      }
    }
    if let r = choice.makeRenderer(window: w.pointer, videoDriver: driver) {
      return SDLPresenter(renderer: SDLRenderer(adopting: r, window: w))
    }
    // The window goes once SDL's message is read.
    withExtendedLifetime(w) {
      failures.append("\(choice.rawValue): \(SDLError("SDL_CreateRenderer"))")
    }
    return nil
  }
}
