import Engine

/// What a key does to `preview`'s scene (README "Controls"): autoplay on and off, the rows'
/// alignment and z-order, a tile more or less in the last row, and the inspector.
/// `SceneView`'s `onKeyPress` takes their keys after the views inside it had the chance,
/// and `StageHost` performs them; the paging keys are the scroll view's (`KeyCommand`) and
/// the window's keys the window's.
public enum SceneCommand: String, Sendable, Hashable, CaseIterable {
  case toggleAutoplay, cycleAlignment, cycleZOrder, addTile, removeTile, toggleInspector

  /// The keys for each command, the usual one first; letters in lower case (either case
  /// presses them).
  public var keys: [KeyEquivalent] {
    switch self {
    case .toggleAutoplay: [.space]
    case .cycleAlignment: ["a"]
    case .cycleZOrder: ["z"]
    // "=" is the unshifted "+" on most layouts.
    case .addTile: ["+", "="]
    case .removeTile: ["-"]
    case .toggleInspector: ["h"]
    }
  }

  /// The command `press` stands for (its key; the phase is the caller's to weigh).
  public init?(_ press: KeyPress) {
    // Every key press reaches the scene's handler: a one-byte (ASCII) key is looked up in
    // `byASCII`, without making its lower-case string and each command's key list to
    // compare it with (PERFORMANCE.md's round nine).
    let character = press.key.character
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      // ASCII folds to lower case by itself: A–Z to a–z.
      let folded = (65...90).contains(byte) ? byte + 32 : byte
      guard let command = Self.byASCII[Int(folded)] else { return nil }
      self = command
      return
    }
    // Keys that type nothing (arrows, Home, End, function keys) are `KeyEquivalent`'s
    // private-use characters, which have no lower case: none is a command's, every
    // command key being one ASCII character (`byASCII` checks).
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first, (0xE000...0xF8FF).contains(scalar.value) {
      return nil
    }
    let key = KeyEquivalent(Character(String(press.key.character).lowercased()))
    guard let command = Self.allCases.first(where: { $0.keys.contains(key) }) else {
      return nil
    }
    self = command
  }

  /// The command of each one-byte key, by its byte; the first command listing a key has it,
  /// as in `init(_:)`'s search.
  private static let byASCII: [SceneCommand?] = {
    var table = [SceneCommand?](repeating: nil, count: 128)
    for command in allCases.reversed() {
      for key in command.keys {
        let utf8 = key.character.utf8
        precondition(utf8.count == 1, "SceneCommand keys are one ASCII character each")
        if let byte = utf8.first { table[Int(byte)] = command }
      }
    }
    return table
  }()

  /// A press of the command's usual key (the soak and tests send commands so).
  public func press(_ phase: KeyPress.Phases = .down) -> KeyPress {
    KeyPress(key: keys[0], phase: phase)
  }

  /// Whether holding the key repeats the command: adding or removing tiles does; toggles and
  /// cycles would flicker.
  public var repeatsWhileHeld: Bool { self == .addTile || self == .removeTile }

  /// Whether `press` performs the command: a press, or a repeat of a repeating command.
  public func performs(on press: KeyPress) -> Bool {
    press.phase == .down || (press.phase == .repeat && repeatsWhileHeld)
  }
}

extension InputEvent {
  /// A press of `command`'s usual key.
  public static func command(_ command: SceneCommand) -> InputEvent {
    .key(command.press())
  }
}
