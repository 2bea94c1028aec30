import CSDL2
import Foundation
import Synchronization

/// The preview window's side of `preview --file`'s channel: lines from stdin, read on
/// their own thread and handed to the window loop with an SDL user event; and the lines
/// it writes back on stdout (`PreviewControl`).
///
/// Stdin reaching its end (the controlling `preview` is gone) quits the window.
final class PreviewMailbox: Sendable {
  private let lines = Mutex<[String]>([])

  /// Starts reading stdin.
  func start() {
    let thread = Thread { [self] in
      while let line = readLine() {
        lines.withLock { $0.append(line) }
        var e = SDL_Event()
        e.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&e)
      }
      var e = SDL_Event()
      e.type = SDL_QUIT.rawValue
      SDL_PushEvent(&e)
    }
    thread.name = "preview-channel"
    thread.start()
  }

  /// The lines received since the last call.
  func drain() -> [String] {
    lines.withLock { taken in
      defer { taken.removeAll() }
      return taken
    }
  }
}

/// The channel's messages: each a line starting with a control character, so they can
/// share stdout with `--trace`.
enum PreviewControl {
  static let prefix = "\u{1}preview-"
  /// Window → controller: the window is open.
  static let ready = prefix + "ready"
  /// Window → controller: `selected N`, the preview now shown.
  static let selected = prefix + "selected "
  /// Window → controller: `frame X Y W H`, where the window is on the screen and its size,
  /// in points (the next build's window opens there).
  static let frame = prefix + "frame "
  /// Controller → window: `building TEXT` shows the build's progress over the preview.
  static let building = prefix + "building "
  /// Controller → window: `error TEXT` shows the compiler's error over the preview and
  /// traces it as `error {message}` (newlines escaped as `\\n`).
  static let error = prefix + "error "

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
  }

  static func unescape(_ text: String) -> String {
    var out = ""
    var escaped = false
    for c in text {
      if escaped {
        out.append(c == "n" ? "\n" : c)
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else {
        out.append(c)
      }
    }
    return out
  }
}
