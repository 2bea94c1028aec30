import Foundation

/// Changing the text: typing, deleting, the clipboard and undo.
extension FieldEditor {
  /// Replaces the selection with `string`, cut to the field's budget; `typing` joins the
  /// undo step of the typing before it. Returns how many clusters were left out.
  @discardableResult
  func replaceSelection(with string: String, typing isTyping: Bool = false) -> Int {
    let chars = characters
    let range = selection
    let room = Self.maxCharacters - (chars.count - range.count)
    let (inserted, leftOut) = Self.bounded(string, room: room, keepingNewlines: isMultiline)
    guard !inserted.isEmpty || !range.isEmpty else { return leftOut }
    recordUndo(typing: isTyping)
    var new = chars
    new.replaceSubrange(range, with: inserted)
    text.wrappedValue = String(new)
    caret = range.lowerBound + inserted.count
    anchor = caret
    return leftOut
  }

  /// Committed text from the keyboard or an input method.
  func type(_ string: String) {
    composition = nil
    replaceSelection(with: string, typing: true)
  }

  /// Deletes the selection, or the clusters from the caret to `index`.
  func delete(to index: Int) {
    var range = selection
    if range.isEmpty {
      let c = caretIndex
      let i = min(max(index, 0), characters.count)
      range = min(c, i)..<max(c, i)
    }
    guard !range.isEmpty else { return }
    recordUndo(typing: false)
    var chars = characters
    chars.removeSubrange(range)
    text.wrappedValue = String(chars)
    caret = range.lowerBound
    anchor = caret
  }

  /// `string` as a field takes it: control characters left out, tabs as spaces, and line
  /// breaks as spaces in a single-line field (as "\n" in a multi-line one, with
  /// `keepingNewlines`), at most `room` clusters and 16 bytes a cluster on average. Reads
  /// only as much of `string` as it keeps (and one cluster more), so 10 MB of pasted text
  /// costs what the budget does. Returns the clusters, and how many were left out (1 when
  /// the count was not worth finishing: anything left out is reported alike).
  static func bounded(_ string: String, room: Int, keepingNewlines: Bool = false)
    -> (chars: [Character], leftOut: Int)
  {
    var out: [Character] = []
    var bytes = 0
    let byteLimit = max(room, 0) * 16
    for c in string {
      if c == "\n" || c == "\r\n" || c == "\r" || c == "\t" {
        out.append(keepingNewlines && c != "\t" ? "\n" : " ")
      } else if c.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
        out.append(c)
      } else {
        continue
      }
      bytes += c.utf8.count
      if out.count > room || bytes > byteLimit {
        out.removeLast()
        return (out, 1)
      }
    }
    return (out, 0)
  }

  /// Ctrl+C: the selection to the clipboard (not from a secure field).
  func copy(_ context: TextInputContext) {
    let range = selection
    guard !isSecure, !range.isEmpty else { return }
    context.clipboard.string = String(characters[range])
  }

  /// Ctrl+X: copy, then delete the selection.
  func cut(_ context: TextInputContext) {
    guard !isSecure, !selection.isEmpty else { return }
    copy(context)
    delete(to: caretIndex)
  }

  /// Ctrl+V, or a script's `paste`: `string` replaces the selection, cut to the budget
  /// with one line said about it.
  func paste(_ string: String?, _ context: TextInputContext) {
    guard let string, !string.isEmpty else { return }
    composition = nil
    let leftOut = replaceSelection(with: string)
    if leftOut > 0 {
      context.report(
        "pasted text cut to fit the text field: it holds at most \(Self.maxCharacters) "
          + "characters")
    }
  }

  /// Saves the state before an edit; typing after typing joins the step before it.
  func recordUndo(typing isTyping: Bool) {
    defer { typing = isTyping }
    if isTyping && typing { return }
    undoStack.append(Snapshot(text: text.wrappedValue, caret: caretIndex, anchor: anchor))
    if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    redoStack.removeAll()
  }

  /// Ctrl+Z: back to the state before the last edit.
  func undo() {
    guard let last = undoStack.popLast() else { return }
    redoStack.append(Snapshot(text: text.wrappedValue, caret: caretIndex, anchor: anchor))
    restore(last)
  }

  /// Ctrl+Shift+Z or Ctrl+Y: the edit undone last, again.
  func redo() {
    guard let next = redoStack.popLast() else { return }
    undoStack.append(Snapshot(text: text.wrappedValue, caret: caretIndex, anchor: anchor))
    restore(next)
  }

  private func restore(_ s: Snapshot) {
    composition = nil
    text.wrappedValue = s.text
    let n = s.text.count
    caret = min(s.caret, n)
    anchor = min(s.anchor, n)
    typing = false
  }
}
