import Foundation

/// A list with a selection as one keyboard focus stop, as a list takes the keyboard on
/// macOS and on iPadOS with a keyboard: Tab moves focus to the list (the ring drawn just
/// inside its edges), ↑ and ↓ move the selection, and Return or Space press the selected
/// row's first button (a `NavigationLink` row pushes, a `Button` row runs its action).
/// A list without a selection binding has nothing to move, and Tab passes it by.
extension View {
  func listKeyboardFocus(
    _ selection: ListSelection?, sections: [ListSectionSpec], revealer: ScrollRevealer
  ) -> some View {
    var a = Attributes()
    if let selection {
      a.focusable = Focusable(
        key: { press in
          guard press.key == .upArrow || press.key == .downArrow, press.isPlain else {
            return false
          }
          if press.acts { ListKeyboardFocus.move(selection, press, sections, revealer) }
          return true
        }, ringInside: true, pressesTarget: true)
    }
    return AttributeModifier(content: self, attributes: a)
  }

  /// Marks a list row as the one a focused list's Return and Space act on.
  func listKeyboardTarget(_ isTarget: Bool) -> some View {
    var a = Attributes()
    if isTarget { a.isKeyboardTarget = true }
    return AttributeModifier(content: self, attributes: a)
  }
}

/// The arrow keys' move of a list's selection, shared by a focused list and a list that
/// takes the arrows unfocused (`ListBody`'s `onKeyPress`).
@MainActor
enum ListKeyboardFocus {
  /// Moves the selection a row down (↓) or up (↑) and asks `revealer` to scroll the row
  /// into view; whether it moved.
  @discardableResult
  static func move(
    _ selection: ListSelection, _ press: KeyPress, _ sections: [ListSectionSpec],
    _ revealer: ScrollRevealer
  ) -> Bool {
    let step = press.key == .downArrow ? 1 : -1
    guard selection.move(by: step, in: sections) else { return false }
    revealer.pending = step > 0 ? selection.selected().last : selection.selected().first
    return true
  }
}

extension ViewNode {
  /// What Return and Space do for a focused container that presses its target
  /// (`Focusable.pressesTarget`): the first button inside its first keyboard target, in
  /// the order the views are declared; nil when it has none.
  var targetAction: (@MainActor () -> Void)? {
    guard focusable?.pressesTarget == true,
      let target = firstDescendant(where: { $0.attributes.isKeyboardTarget }),
      let button = target.firstDescendant(where: { $0.attributes.buttonGesture != nil })
    else { return nil }
    return button.attributes.buttonGesture?.action
  }

  /// The first node of the subtree (itself included), depth first, that `matches`.
  func firstDescendant(where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(self) { return self }
    for child in children where !child.isHiddenByLayout {
      if let found = child.firstDescendant(where: matches) { return found }
    }
    return nil
  }
}
