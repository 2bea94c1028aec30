import Foundation

/// How a value control takes keyboard focus and keys, as macOS (and iPadOS with a keyboard)
/// operates them: Tab stops at the control once, the focus ring goes around it, and the
/// keys it knows change its value. The controls that are drawn with buttons inside (a
/// switch, a stepper's halves, a picker's segments) make those buttons pass Tab by, so the
/// control is one stop.
extension View {
  /// Makes the view one focus stop while `isEnabled`, whose keys `key` answers (true: taken).
  /// A disabled control is passed by, as a disabled button is.
  func controlFocus(
    _ isEnabled: Bool, key: @escaping @MainActor (KeyPress) -> Bool
  ) -> some View {
    var a = Attributes()
    a.focusable = isEnabled ? Focusable(key: key) : Focusable(isEnabled: false)
    return AttributeModifier(content: self, attributes: a)
  }

  /// Keeps Tab from stopping at a button that is part of a larger control.
  func controlPart() -> some View {
    var a = Attributes()
    a.focusable = Focusable(isEnabled: false)
    return AttributeModifier(content: self, attributes: a)
  }
}

extension KeyPress {
  /// Whether the press changes a control: a press or the system's repeat of a held key,
  /// without Control, Command or Option (those are shortcuts, not control keys).
  var acts: Bool {
    (phase == .down || phase == .repeat)
      && modifiers.isDisjoint(with: [.control, .command, .option])
  }

  /// Whether no shortcut modifier is held (the release of a control's key is taken too, so
  /// that no `onKeyPress` handler hears a release without its press).
  var isPlain: Bool { modifiers.isDisjoint(with: [.control, .command, .option]) }

  /// The way the key moves a linear control: +1 for → and ↑, −1 for ← and ↓ (mirrored
  /// left to right when the control is, in right-to-left layouts); nil for other keys.
  func direction(rightToLeft: Bool) -> Int? {
    switch key {
    case .rightArrow: rightToLeft ? -1 : 1
    case .leftArrow: rightToLeft ? 1 : -1
    case .upArrow: 1
    case .downArrow: -1
    default: nil
    }
  }
}
