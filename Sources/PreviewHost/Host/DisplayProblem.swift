import Foundation

/// Why no display took the window, said with the display the environment names and what to
/// try: SDL's own words ("x11 not available") name neither.
enum DisplayProblem {
  /// The reason for a failed `SDL_InitSubSystem(SDL_INIT_VIDEO)`, from the environment the
  /// window was opened in and SDL's error.
  ///
  /// - Parameters:
  ///   - environment: The process's environment (`DISPLAY`, `WAYLAND_DISPLAY`).
  ///   - sdlMessage: `SDL_GetError()` after the failure.
  static func message(environment: [String: String], sdlMessage: String) -> String {
    let x11 = environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
    let wayland = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
    var tried: [String] = []
    if let wayland { tried.append("the Wayland display WAYLAND_DISPLAY=\(wayland)") }
    if let x11 { tried.append("the X display DISPLAY=\(x11)") }
    let named = tried.isEmpty ? "no display" : tried.joined(separator: " nor ")
    let sdl = sdlMessage.isEmpty ? "" : " (SDL: \(sdlMessage))"
    return "could not connect to \(named)\(sdl); check that its server is running and this "
      + "user may use it (xauth for X), or point DISPLAY at one that is"
  }
}
