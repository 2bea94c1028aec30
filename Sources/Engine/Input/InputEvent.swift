import Foundation

/// Input in Engine's terms, wherever it came from: the window's SDL events, a `--script`
/// file, the soak's simulated user or a fuzzer's bytes. Hosts take nothing else, so every
/// source reaches the same code.
public enum InputEvent: Sendable, Hashable {
  case pointerDown(CGPoint)
  case pointerMove(CGPoint)
  case pointerUp(CGPoint)
  /// The pointer left the window (nothing is hovered any more).
  case pointerLeft
  /// The window's new size in points.
  case resize(CGSize)
  /// Horizontal and vertical wheel in SDL's units: whole notches from a mouse wheel,
  /// fractions from a trackpad; x positive to the right, y away from the user. Shift turns a
  /// vertical wheel horizontal.
  case wheel(dx: Double, dy: Double, shift: Bool)
  /// A key pressed, repeated while held, or released: views' `onKeyPress` handlers, then
  /// the scroll view's paging keys (`KeyCommand`).
  case key(KeyPress)
  /// The window was hidden or minimised (false), or shown again (true).
  case visible(Bool)
  /// Text typed, as the platform's keyboard layout and input method committed it: it goes
  /// to the focused text field.
  case text(String)
  /// An input method's text being composed (empty when the composition ends), with its
  /// cursor in grapheme clusters: the focused field shows it underlined.
  case composition(String, cursor: Int)
  /// Text pasted into the focused field, as Ctrl+V pastes the clipboard's (scripts).
  case paste(String)

  /// A press of `command`'s usual key.
  public static func command(_ command: KeyCommand) -> InputEvent {
    .key(command.press())
  }
}

/// The scroll views' paging keys (arrows, Home, End): the one table from these keys to
/// `ScrollPhysics.Key`. `ViewHost` gives them to the focused scroll view when no view's
/// `onKeyPress` handled the press.
public enum KeyCommand: String, Sendable, Hashable, CaseIterable {
  case previous, next, first, last

  /// The keys for each command, the usual one first.
  public var keys: [KeyEquivalent] {
    switch self {
    case .previous: [.leftArrow]
    case .next: [.rightArrow]
    case .first: [.home]
    case .last: [.end]
    }
  }

  /// The command `press` stands for (its key; the phase is the caller's to weigh).
  public init?(_ press: KeyPress) {
    guard let command = Self.allCases.first(where: { $0.keys.contains(press.key) }) else {
      return nil
    }
    self = command
  }

  /// A press of the command's usual key (scripts, the soak and tests send commands so).
  public func press(_ phase: KeyPress.Phases = .down) -> KeyPress {
    KeyPress(key: keys[0], phase: phase)
  }

  /// The carousel key this command is.
  public var scrollKey: ScrollPhysics.Key {
    switch self {
    case .previous: .previous
    case .next: .next
    case .first: .first
    case .last: .last
    }
  }

  /// Holding a paging key repeats it.
  public var repeatsWhileHeld: Bool { true }

  /// Whether `press` performs the command: a press, or a repeat.
  public func performs(on press: KeyPress) -> Bool {
    press.phase == .down || press.phase == .repeat
  }
}
