import CSDL2

/// An SDL, SDL_ttf or SDL_image call failed; carries `SDL_GetError()` from the call site.
package struct SDLError: Error, CustomStringConvertible {
  let call: String
  let message: String

  init(_ call: String) {
    self.call = call
    self.message = String(cString: SDL_GetError())
  }

  /// A failure with a message put together from SDL's (several attempts' errors in one).
  init(call: String, message: String) {
    self.call = call
    self.message = message
  }

  package var description: String {
    message.isEmpty ? "\(call) failed" : "\(call) failed: \(message)"
  }
}

/// Throws `SDLError(call)` when `result` is negative (SDL's failure convention).
func check(_ result: Int32, _ call: @autoclosure () -> String) throws(SDLError) {
  if result < 0 { throw SDLError(call()) }
}
