import Foundation

/// A key, named by the character it types, as SwiftUI's `KeyEquivalent`. Keys that type
/// nothing (arrows, Home, End, function keys) use the code points AppKit gives them, as
/// SwiftUI does, so `.leftArrow` is the same value here and there.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
  public var character: Character

  public init(_ character: Character) {
    self.character = character
  }

  public init(extendedGraphemeClusterLiteral value: Character) {
    character = value
  }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")

  /// Function key `n` (F1 to F35; nil outside), at AppKit's code points. Engine's own:
  /// SwiftUI names no function keys but delivers them with these characters.
  public static func function(_ n: Int) -> KeyEquivalent? {
    guard (1...35).contains(n), let scalar = Unicode.Scalar(0xF703 + n) else { return nil }
    return KeyEquivalent(Character(scalar))
  }

  /// The key with letters folded to lower case ("A" and "a" are one key).
  var folded: KeyEquivalent {
    KeyEquivalent(Character(String(character).lowercased()))
  }
}

/// Modifier keys held during an event, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}

/// One key event, as SwiftUI's `KeyPress`: which key, what it types, the modifiers, and
/// whether it is the press, the system's repeat while held, or the release.
public struct KeyPress: Sendable, Hashable {
  /// Press, repeat and release, as a set so handlers can ask for several.
  public struct Phases: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let down = Phases(rawValue: 1 << 0)
    public static let `repeat` = Phases(rawValue: 1 << 1)
    public static let up = Phases(rawValue: 1 << 2)
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// What a handler did with the press: `.handled` stops it, `.ignored` passes it on.
  public enum Result: Sendable, Hashable {
    case handled, ignored
  }

  public var key: KeyEquivalent
  public var characters: String
  public var modifiers: EventModifiers
  /// Exactly one of `.down`, `.repeat`, `.up`.
  public var phase: Phases

  public init(
    key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
    phase: Phases = .down
  ) {
    self.key = key
    self.characters = characters ?? String(key.character)
    self.modifiers = modifiers
    self.phase = phase
  }
}

/// A view's `onKeyPress` handler: the keys (nil for any) and phases it takes, and its action.
struct KeyPressHandler {
  var keys: Set<KeyEquivalent>? = nil
  var characters: CharacterSet? = nil
  var phases: KeyPress.Phases
  var action: @MainActor (KeyPress) -> KeyPress.Result

  /// Whether the handler is asked about `press`.
  func accepts(_ press: KeyPress) -> Bool {
    guard phases.contains(press.phase) else { return false }
    if let keys, !keys.contains(press.key) { return false }
    if let characters {
      return !press.characters.isEmpty
        && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
    }
    return true
  }
}
