import Engine
import Foundation

/// A key a script can press: the carousel's keyboard controls.
public enum ScriptKey: String, Sendable, Hashable, CaseIterable {
  case left, right, home, end, space
}

/// What one script line does, in window points.
///
/// Coordinates may lie outside the window (a drag can leave it, as a real pointer can), but
/// they are always finite.
public enum ScriptAction: Sendable, Hashable {
  /// Pointer pressed at a point.
  case down(CGPoint)
  /// Pointer moved to a point (button state unchanged).
  case move(CGPoint)
  /// Pointer released at a point.
  case up(CGPoint)
  /// Press at `from`, move to `to` evenly over `duration` seconds (every frame), release.
  case drag(from: CGPoint, to: CGPoint, duration: Double)
  /// The window resized to this size (each side within 100...16384, like `--size`).
  case resize(CGSize)
  case key(ScriptKey)
  /// A scroll-wheel step in SDL's convention: x positive to the right, y away from the user.
  case wheel(dx: Double, dy: Double)
  /// The window hidden or minimised (autoplay pauses).
  case hide
  /// The window shown again.
  case show
  /// Text typed into the focused text field (as a keyboard or input method commits it).
  case type(String)
  /// A key with modifiers pressed (`"ctrl+a"`, `"shift+tab"`, `"return"`).
  case chord(KeyPress)
  /// Text pasted into the focused text field, as Ctrl+V pastes the clipboard's.
  case paste(String)
}
