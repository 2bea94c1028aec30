import Foundation

/// The keys a focused text field takes, as a single-line field on the desktop does.
extension FieldEditor {
  /// Performs `press` (a press or a repeat): moving, selecting, deleting, the clipboard,
  /// undo, and Return's submit. Printable keys type nothing here: typed text arrives as
  /// text (`InputEvent.text`), after the platform's keyboard layout and input method.
  /// Returns whether the press did anything.
  @discardableResult
  func key(_ press: KeyPress, context: TextInputContext) -> Bool {
    let command = !press.modifiers.isDisjoint(with: [.control, .command])
    let word = command || press.modifiers.contains(.option)
    let shift = press.modifiers.contains(.shift)
    if composition != nil { return false }
    if command, let letter = press.key.character.lowercased().first {
      switch letter {
      case "a": moveCaret(to: 0); moveCaret(to: characters.count, extend: true)
      case "c": copy(context)
      case "x": cut(context)
      case "v": paste(context.clipboard.string, context)
      case "z": if shift { redo() } else { undo() }
      case "y": redo()
      default: break
      }
      if letter.isLetter { return true }
    }
    if isMultiline, let handled = lineKey(press, extend: shift, command: command) {
      return handled
    }
    if !word, press.key == .leftArrow || press.key == .rightArrow,
      visualStep(right: press.key == .rightArrow, extend: shift)
    {
      return true
    }
    // Left and right are visual: in right-to-left text, left goes on to the next cluster
    // (text the host does not reorder runs one way, so the logical step is the visual one).
    let rtl = caretIsRightToLeft
    let forwardKey: KeyEquivalent = rtl ? .leftArrow : .rightArrow
    let backwardKey: KeyEquivalent = rtl ? .rightArrow : .leftArrow
    switch press.key {
    case forwardKey: step(forward: true, word: word, extend: shift)
    case backwardKey: step(forward: false, word: word, extend: shift)
    case .home, .upArrow: moveCaret(to: 0, extend: shift)
    case .end, .downArrow: moveCaret(to: characters.count, extend: shift)
    case .delete:
      delete(to: word ? wordStart(before: caretIndex) : caretIndex - 1)
    case .deleteForward:
      delete(to: word ? wordEnd(after: caretIndex) : caretIndex + 1)
    case .return:
      commit?()
      for action in onSubmit { action() }
    default:
      return false
    }
    return true
  }

  /// One cluster or one word on; without Shift a selection collapses to its edge first.
  func step(forward: Bool, word: Bool, extend: Bool) {
    let range = selection
    if !extend && !range.isEmpty && !word {
      moveCaret(to: forward ? range.upperBound : range.lowerBound)
      return
    }
    let c = caretIndex
    let target =
      word
      ? (forward ? wordEnd(after: c) : wordStart(before: c)) : (forward ? c + 1 : c - 1)
    moveCaret(to: target, extend: extend)
  }

  /// Letters, digits and the underscore make words (as AppKit's option-arrows see them).
  static func isWordCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_"
  }

  /// The start of the word before `i` (skipping the spaces and punctuation before it).
  func wordStart(before i: Int) -> Int {
    let chars = characters
    var j = min(i, chars.count)
    while j > 0 && !Self.isWordCharacter(chars[j - 1]) { j -= 1 }
    while j > 0 && Self.isWordCharacter(chars[j - 1]) { j -= 1 }
    return j
  }

  /// The end of the word after `i` (skipping the spaces and punctuation after it).
  func wordEnd(after i: Int) -> Int {
    let chars = characters
    var j = max(min(i, chars.count), 0)
    while j < chars.count && !Self.isWordCharacter(chars[j]) { j += 1 }
    while j < chars.count && Self.isWordCharacter(chars[j]) { j += 1 }
    return j
  }
}
