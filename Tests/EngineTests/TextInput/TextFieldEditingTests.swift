import Engine
import Fixtures
import Foundation
import Testing

/// One text field bound to state, with what its body last saw.
@MainActor
private final class FieldLog {
  var text = ""
}

@MainActor
private struct OneField: View {
  let log: FieldLog
  var initial = ""
  @State private var text: String

  init(log: FieldLog, initial: String = "") {
    self.log = log
    _text = State(initialValue: initial)
  }

  var body: some View {
    let _ = (log.text = text)
    TextField("Name", text: $text).textFieldStyle(.roundedBorder)
  }
}

/// A window of 400×300 points with `FixedTextMetrics`: every character 8.5 pt wide in the
/// 17-pt body font, a line 20.4 pt tall. The field is focused with Tab (which selects all)
/// and the selection collapsed with End, so the caret starts after the initial text.
@MainActor
private func focusedField(_ initial: String = "", clipboard: MemoryClipboard = MemoryClipboard())
  -> (ViewHost, FieldLog)
{
  let log = FieldLog()
  let h = ViewHost(
    root: OneField(log: log, initial: initial), size: CGSize(width: 400, height: 300),
    text: FixedTextMetrics())
  h.clipboard = clipboard
  key(h, .tab)
  key(h, .end)
  return (h, log)
}

@MainActor
private var clock = 0.0

@MainActor
private func key(_ h: ViewHost, _ key: KeyEquivalent, _ modifiers: EventModifiers = []) {
  clock += 0.01
  h.handle(.key(KeyPress(key: key, modifiers: modifiers)), at: clock)
}

@MainActor
private func type(_ h: ViewHost, _ text: String) {
  clock += 0.01
  h.handle(.text(text), at: clock)
}

/// The x of the caret drawn (a 2-pt fill in the tint), or nil when none is.
@MainActor
private func caretX(_ h: ViewHost) -> CGFloat? {
  for c in h.displayList(frameTime: nil).commands {
    if case .fill(let r, _, let color) = c, r.width == 2, color == Color.blue { return r.midX }
  }
  return nil
}

@MainActor
@Suite("Text field editing")
struct TextFieldEditingTests {
  @Test("after typing \"héllo\" and Left twice the caret is at cluster 3: before the second l")
  func caretByCluster() throws {
    let (h, log) = focusedField()
    // "é" typed decomposed (e + U+0301) is still one cluster.
    type(h, "he\u{301}llo")
    key(h, .leftArrow)
    key(h, .leftArrow)
    type(h, "|")
    #expect(log.text == "he\u{301}l|lo")
    // The caret after "héll|" is 4 clusters in: the text's left edge (the field's origin
    // x 0 plus the 7-pt inset) plus 4 × 8.5.
    let x = try #require(caretX(h))
    #expect(abs(x - (7 + 4 * 8.5)) < 0.001)
  }

  @Test("Home, End and Ctrl+arrows jump to the ends and over words")
  func wordJumps() {
    let (h, log) = focusedField("one two, three")
    key(h, .leftArrow, .control)  // before "three"
    type(h, "[")
    key(h, .home)
    type(h, "^")
    key(h, .rightArrow, .control)  // after "^one"
    key(h, .rightArrow, .control)  // after "two"
    type(h, "]")
    #expect(log.text == "^one two], [three")
  }

  @Test("Shift+arrows select, Ctrl+X cuts to the clipboard, Ctrl+V pastes it back elsewhere")
  func selectCutPaste() {
    let clipboard = MemoryClipboard()
    let (h, log) = focusedField("hello world", clipboard: clipboard)
    for _ in 0..<5 { key(h, .leftArrow, .shift) }
    key(h, "x", .control)
    #expect(clipboard.string == "world")
    #expect(log.text == "hello ")
    key(h, .home)
    key(h, "v", .control)
    #expect(log.text == "worldhello ")
    key(h, "z", .control)
    #expect(log.text == "hello ")
    key(h, "a", .control)
    key(h, "c", .control)
    #expect(clipboard.string == "hello ")
  }

  @Test("Backspace and Delete remove a cluster each side of the caret; typing replaces a selection")
  func deleting() {
    let (h, log) = focusedField("abcd")
    key(h, .leftArrow)
    key(h, .delete)
    key(h, .deleteForward)
    #expect(log.text == "ab")
    key(h, .leftArrow, .shift)
    type(h, "Z")
    #expect(log.text == "aZ")
  }

  @Test("a drag across the text selects the clusters it passes")
  func dragSelects() throws {
    let clipboard = MemoryClipboard()
    let (h, log) = focusedField("abcdef", clipboard: clipboard)
    // The text starts at x 7; cluster gaps every 8.5 pt. From gap 1 to gap 4, through the
    // field's middle (the window centres it vertically).
    let y = try #require(h.dump().first("TextField")).rect.midY
    h.handle(.pointerDown(CGPoint(x: 7 + 8.5, y: y)), at: 1)
    h.handle(.pointerMove(CGPoint(x: 7 + 4 * 8.5 + 1, y: y)), at: 1.1)
    h.handle(.pointerUp(CGPoint(x: 7 + 4 * 8.5 + 1, y: y)), at: 1.2)
    key(h, "c", .control)
    #expect(clipboard.string == "bcd")
    #expect(log.text == "abcdef")
  }

  @Test("10 MB pasted is cut to the 4 096-character budget with one message, at once")
  func hugePasteBounded() {
    let (h, log) = focusedField()
    let huge = String(repeating: "0123456789", count: 1_000_000)
    h.handle(.paste(huge), at: 2)
    #expect(log.text.count == 4096)
    let problems = h.drainEvents().compactMap { e -> String? in
      if case .problem(let m) = e.kind { return m }
      return nil
    }
    #expect(problems.count == 1)
    #expect(problems.first?.contains("4096") == true)
  }

  @Test("an input method's composition shows underlined, then its commit is typed")
  func composition() {
    let (h, log) = focusedField("a")
    h.handle(.composition("に", cursor: 1), at: 3)
    #expect(log.text == "a")
    #expect(h.dump().first("TextField")?.text == "aに")
    h.handle(.composition("", cursor: 0), at: 3.1)
    type(h, "日")
    #expect(log.text == "a日")
  }
}
