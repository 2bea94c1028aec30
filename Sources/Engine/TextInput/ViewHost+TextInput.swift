import Foundation

/// Text input for the focused field: committed text, an input method's composition, pasted
/// text, and the pointer placing the caret and dragging a selection.
extension ViewHost {
  /// What an edit may need: the host's clipboard, and the trace for a cut paste.
  func textContext() -> TextInputContext {
    TextInputContext(clipboard: clipboard) { [graph] message in
      graph.events.append(ViewEvent(time: graph.now, kind: .problem(message)))
    }
  }

  /// Applies text input (`.text`, `.composition`, `.paste`) to the focused field; without
  /// one it goes nowhere, as typing into a window without a field does.
  func textInput(_ event: InputEvent, at t: Double) {
    update(now: t)
    guard let editor = focusedEditor else { return }
    switch event {
    case .text(let string): editor.type(string)
    case .composition(let string, let cursor):
      editor.composition = string.isEmpty ? nil : (string, cursor)
    case .paste(let string): editor.paste(string, textContext())
    default: return
    }
    focus.needsDraw = true
    graph.update()
  }

  /// A press on a text field focuses it and puts the caret under the pointer (Shift keeps
  /// the selection's other end); dragging then selects. Returns whether a field took it.
  func beginTextPress(at p: CGPoint) -> Bool {
    guard let node = graph.hitTest(p, where: { $0.focusable?.editor != nil }),
      let editor = node.focusable?.editor
    else { return false }
    if focusedNode !== node { setFocus(node) }
    editor.placeCaret(at: p)
    focus.textPress = node
    focus.needsDraw = true
    return true
  }

  /// The pointer dragging from a press in a field: the selection runs from the press to it.
  func moveTextPress(to p: CGPoint) {
    guard let node = focus.textPress, node.isAttached, let editor = node.focusable?.editor
    else { return }
    editor.placeCaret(at: p, extend: true)
    focus.needsDraw = true
  }

  func endTextPress(at p: CGPoint) {
    moveTextPress(to: p)
    focus.textPress = nil
  }
}
