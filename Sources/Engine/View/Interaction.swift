import Foundation

extension View {
  /// Runs `action` with true when the pointer moves onto the view and with false when it
  /// leaves (SwiftUI's `onHover`).
  ///
  /// The pointer is over a view when it is in the view's frame, as SwiftUI's documentation
  /// says, and no sibling drawn above covers that point: the frontmost view under the
  /// pointer and the views around it are hovered, so a tile half under its neighbour is
  /// hovered only where it shows. It also changes when the view moves under a still pointer
  /// (a scroll, a new layout), and everything hovered is left when the pointer leaves the
  /// window. While a press drags a scroll view, hovering waits for the release.
  public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
    var a = Attributes()
    a.onHover = [action]
    return AttributeModifier(content: self, attributes: a)
  }

  /// Runs `action` when `key` is pressed or repeats while held (SwiftUI's `onKeyPress`).
  ///
  /// Engine has no keyboard focus yet: a key goes to the views with handlers, innermost
  /// first and frontmost first among siblings, until one returns `.handled`; a key none
  /// handles pages the scroll view last used (arrows, Home, End). The window keeps S, F11,
  /// Q and Esc for itself.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result)
    -> some View
  {
    keyHandler(KeyPressHandler(keys: [key], phases: [.down, .repeat]) { _ in action() })
  }

  /// Runs `action` for `key` in `phases`.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyHandler(KeyPressHandler(keys: [key], phases: phases, action: action))
  }

  /// Runs `action` for any of `keys` in `phases`.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyHandler(KeyPressHandler(keys: keys, phases: phases, action: action))
  }

  /// Runs `action` for keys that type only characters in `characters`.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyHandler(KeyPressHandler(characters: characters, phases: phases, action: action))
  }

  /// Runs `action` for every key in `phases`.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyHandler(KeyPressHandler(phases: phases, action: action))
  }

  private func keyHandler(_ handler: KeyPressHandler) -> some View {
    var a = Attributes()
    a.keyHandlers = [handler]
    return AttributeModifier(content: self, attributes: a)
  }
}
