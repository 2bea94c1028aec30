import Foundation

/// A focused stepper's keys: ↑ and + increment, ↓ and − decrement, each press and each
/// repeat of a held key one step, as AppKit's `NSStepper` takes ↑ and ↓. + is taken
/// whether typed with Shift or not ("=" is its key on US layouts) and from the keypad.
/// A half that is disabled (its bound reached) takes its keys and does nothing.
@MainActor
enum StepperKeys {
  static let up: Set<KeyEquivalent> = [.upArrow, "+", "="]
  static let down: Set<KeyEquivalent> = [.downArrow, "-", "\u{2212}"]

  static func take(
    _ press: KeyPress, increment: (@MainActor () -> Void)?,
    decrement: (@MainActor () -> Void)?
  ) -> Bool {
    guard press.isPlain else { return false }
    let action: (@MainActor () -> Void)?
    if up.contains(press.key) {
      action = increment
    } else if down.contains(press.key) {
      action = decrement
    } else {
      return false
    }
    if press.acts { action?() }
    return true
  }
}
