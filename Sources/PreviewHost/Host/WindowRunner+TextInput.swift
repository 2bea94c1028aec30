import CSDL2
import Engine
import Foundation

/// SDL's text input for the content's text fields: committed text and an input method's
/// composition become Engine's `.text` and `.composition` events, and SDL composes text only
/// while a field has focus (then an input method's window goes beside the field).
extension WindowRunner {
  /// `SDL_TEXTINPUT`: text the keyboard layout or input method committed.
  func textInput(_ event: SDL_TextInputEvent, now: Double) {
    let text = withUnsafeBytes(of: event.text) { Self.string(fromUTF8: $0) }
    guard !text.isEmpty else { return }
    app.handle(.text(text), at: now)
  }

  /// `SDL_TEXTEDITING`: the input method's composition so far (empty when it ends), its
  /// cursor at `start`, in characters.
  func textEditing(_ event: SDL_TextEditingEvent, now: Double) {
    let text = withUnsafeBytes(of: event.text) { Self.string(fromUTF8: $0) }
    app.handle(.composition(text, cursor: Int(max(event.start, 0))), at: now)
  }

  /// Starts SDL's text input when a field has focus and stops it when none has (SDL starts
  /// it with the window, so keys would otherwise also compose text for nothing); keeps the
  /// input method's window at the field.
  func updateTextInput() {
    let rect = app.host.textInputRect
    let active = SDL_IsTextInputActive() == SDL_TRUE
    if let rect {
      var r = SDL_Rect(
        x: Int32(clamping: Int(rect.minX.rounded())), y: Int32(clamping: Int(rect.minY.rounded())),
        w: Int32(clamping: Int(rect.width.rounded())),
        h: Int32(clamping: Int(rect.height.rounded())))
      if !active { SDL_StartTextInput() }
      SDL_SetTextInputRect(&r)
    } else if active {
      SDL_StopTextInput()
    }
  }

  /// A NUL-terminated UTF-8 buffer of SDL's as a string (invalid bytes repaired).
  static func string(fromUTF8 buffer: UnsafeRawBufferPointer) -> String {
    let bytes = buffer.prefix { $0 != 0 }
    return String(decoding: bytes, as: UTF8.self)
  }
}
