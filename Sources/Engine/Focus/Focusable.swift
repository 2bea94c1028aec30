import Foundation

/// What a view that takes keyboard focus does with it: the hook controls opt in through
/// (`Attributes.focusable`). A button is focusable without it (its press is its action);
/// any other control sets one in its body with what Return and Space do, and a text field
/// with its editor.
struct Focusable {
  /// False for `.focusable(false)`: Tab passes the view by.
  var isEnabled = true
  /// What Return and Space do while the view has focus (a button's action).
  var activate: (@MainActor () -> Void)?
  /// The text the view edits, for a text field (keys, typing, composition, the clipboard).
  var editor: FieldEditor?
  /// A value control's keys (a slider's arrows, a toggle's Space), asked before Return,
  /// Space and Escape do anything else: true when the control took the key.
  var key: (@MainActor (KeyPress) -> Bool)?
  /// The ring goes just inside the view's frame, not outside it: a container that fills
  /// its window (a list) would have its ring drawn off screen.
  var ringInside = false
  /// Return and Space press the first button inside the view's keyboard target (a list's
  /// selected row: `Attributes.isKeyboardTarget`).
  var pressesTarget = false
}

extension ViewNode {
  /// How the node takes focus, if it does: its `Focusable`, or a button's press.
  var focusable: Focusable? {
    let a = attributes
    if let f = a.focusable { return f.isEnabled ? f : nil }
    guard let gesture = a.buttonGesture else { return nil }
    return Focusable(activate: gesture.action)
  }
}
