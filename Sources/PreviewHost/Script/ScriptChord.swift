import Engine

/// A key with modifiers, as a script's `chord` spells it: names joined by "+", the
/// modifiers first and the key last (`"ctrl+shift+z"`, `"shift+tab"`, `"return"`, `"a"`).
public enum ScriptChord {
  /// The modifier names, each with the modifier it holds.
  static let modifiers: [(name: String, modifier: EventModifiers)] = [
    ("ctrl", .control), ("shift", .shift), ("alt", .option), ("cmd", .command),
  ]

  /// The named keys; any other single character is the key that types it.
  static let keys: [(name: String, key: KeyEquivalent)] = [
    ("tab", .tab), ("return", .return), ("escape", .escape), ("space", .space),
    ("backspace", .delete), ("delete", .deleteForward), ("left", .leftArrow),
    ("right", .rightArrow), ("up", .upArrow), ("down", .downArrow), ("home", .home),
    ("end", .end), ("pageup", .pageUp), ("pagedown", .pageDown),
  ]

  /// The press `spelling` names, or why it names none.
  static func press(_ spelling: String) -> Result<KeyPress, ChordError> {
    let parts = spelling.split(separator: "+", omittingEmptySubsequences: false).map {
      $0.lowercased()
    }
    // "ctrl++" is Ctrl with the plus key: an empty last part after a "+" is the key "+".
    var names = parts
    if spelling.hasSuffix("++") || spelling == "+" {
      names = Array(parts.dropLast(2)) + ["+"]
    }
    guard let last = names.last, !last.isEmpty else { return .failure(.noKey) }
    var modifiers: EventModifiers = []
    for name in names.dropLast() {
      guard let m = Self.modifiers.first(where: { $0.name == name }) else {
        return .failure(.unknownModifier(name))
      }
      modifiers.insert(m.modifier)
    }
    let key: KeyEquivalent
    if let named = keys.first(where: { $0.name == last }) {
      key = named.key
    } else if last.count == 1, let c = last.first {
      key = KeyEquivalent(c)
    } else {
      return .failure(.unknownKey(last))
    }
    let typed = modifiers.contains(.shift) ? String(key.character).uppercased() : nil
    return .success(KeyPress(key: key, characters: typed, modifiers: modifiers))
  }

  /// Why a chord's spelling names no key.
  enum ChordError: Error, CustomStringConvertible {
    case noKey
    case unknownModifier(String)
    case unknownKey(String)

    var description: String {
      let keyNames = JSONCursor.list(keys.map(\.name) + ["a single character"])
      switch self {
      case .noKey: return "a chord names a key last, e.g. \"ctrl+a\""
      case .unknownModifier(let m):
        return "unknown modifier '\(m)'; expected \(JSONCursor.list(modifiers.map(\.name)))"
      case .unknownKey(let k): return "unknown key '\(k)'; expected \(keyNames)"
      }
    }
  }
}
