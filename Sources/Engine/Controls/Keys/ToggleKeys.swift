import Foundation

/// A focused switch or check box's key: Space flips it, once per press (a held Space does
/// not flicker it), as AppKit's switches and check boxes take Space. Return is left to the
/// window's default action, as on macOS, where Return never flips a check box.
@MainActor
enum ToggleKeys {
  /// Takes Space (its press flips the toggle; its repeats and release do nothing more).
  static func take(_ press: KeyPress, flip: @MainActor () -> Void) -> Bool {
    guard press.key == .space, press.isPlain else { return false }
    if press.phase == .down { flip() }
    return true
  }
}
