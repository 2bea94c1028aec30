import CSDL2
import Engine

/// The desktop's clipboard through SDL (`SDL_GetClipboardText`, `SDL_SetClipboardText`):
/// what the window's text fields copy to and paste from. Needs SDL's video subsystem, so
/// the window sets it on its host once it is open.
@MainActor
final class SDLClipboard: TextClipboard {
  var string: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else {
        return nil
      }
      defer { SDL_free(text) }
      return String(cString: text)
    }
    set {
      // A string with a NUL ends there in C; nothing better can be put on the clipboard.
      _ = SDL_SetClipboardText(newValue ?? "")
    }
  }
}
