import Foundation

/// The Wayland presentation path could not be set up or went wrong; the window then draws
/// another way (`RendererChoice`), or, once running, the run ends with this message.
struct WaylandError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }

  /// A failed system call, with the reason `errno` gives.
  static func system(_ call: String) -> WaylandError {
    WaylandError("\(call): \(String(cString: strerror(errno)))")
  }
}
