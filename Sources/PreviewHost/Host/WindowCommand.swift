import Engine

/// The window's own keys, which it performs for every App before any view sees the key,
/// once per press (a held S would otherwise save a screenshot at every repeat). Escape is
/// the content's instead while it has a sheet to close or a screen to go back from
/// (`InputHost.takesEscape`).
enum WindowCommand: Sendable, Hashable, CaseIterable {
  case screenshot, toggleFullscreen, quit

  /// The keys for each command; letters in lower case (either case presses them).
  var keys: [KeyEquivalent] {
    switch self {
    case .screenshot: ["s"]
    case .toggleFullscreen: [KeyEquivalent.function(11)].compactMap { $0 }
    case .quit: ["q", .escape]
    }
  }

  /// The command `press` stands for.
  init?(_ press: KeyPress) {
    let key = KeyEquivalent(Character(String(press.key.character).lowercased()))
    guard let command = Self.allCases.first(where: { $0.keys.contains(key) }) else {
      return nil
    }
    self = command
  }
}
