import Engine
import Fixtures
import Foundation
import Testing

/// What a multi-line field's body last saw.
@MainActor
private final class NotesLog {
  var text = ""
}

/// A vertical text field, or a text editor, bound to state, in a rounded border.
@MainActor
private struct Notes: View {
  let log: NotesLog
  var width: CGFloat?
  var limit: ClosedRange<Int>?
  var editor = false
  @State private var text: String

  init(
    log: NotesLog, initial: String = "", width: CGFloat? = nil, limit: ClosedRange<Int>? = nil,
    editor: Bool = false
  ) {
    self.log = log
    self.width = width
    self.limit = limit
    self.editor = editor
    _text = State(initialValue: initial)
  }

  var body: some View {
    let _ = (log.text = text)
    if editor {
      TextEditor(text: $text)
    } else if let limit {
      TextField("Notes", text: $text, axis: .vertical).textFieldStyle(.roundedBorder)
        .lineLimit(limit).frame(width: width)
    } else {
      TextField("Notes", text: $text, axis: .vertical).textFieldStyle(.roundedBorder)
        .frame(width: width)
    }
  }
}

// The numbers: a 400×300 window with `FixedTextMetrics`, whose 17-pt body font sets every
// character 17 × 0.5 = 8.5 pt wide on lines 17 × 1.2 = 20.4 pt tall. A rounded field insets
// its text 7 pt on every side and keeps 2 pt at the end of a line for the caret, so its
// lines wrap at its width − 16.
private let char: CGFloat = 8.5
private let line: CGFloat = 20.4
private let inset: CGFloat = 7

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

@MainActor
private func host(_ root: Notes) -> ViewHost {
  ViewHost(root: root, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
}

/// Focuses the field with Tab (which selects all) and collapses to the end (Ctrl+End).
@MainActor
private func focused(_ root: Notes) -> ViewHost {
  let h = host(root)
  key(h, .tab)
  key(h, .end, .control)
  return h
}

/// The caret drawn (a 2-pt fill in the tint), or nil when none is.
@MainActor
private func caret(_ h: ViewHost) -> CGRect? {
  for c in h.displayList(frameTime: nil).commands {
    if case .fill(let r, _, let color) = c, r.width == 2, color == Color.blue { return r }
  }
  return nil
}

@MainActor
private func fieldRect(_ h: ViewHost) throws -> CGRect {
  let d = h.dump()
  return try #require(d.first("TextField") ?? d.first("TextEditor")).rect
}

@MainActor
@Suite("Multi-line text fields")
struct MultilineTextFieldTests {
  /// Heights for a 400-pt field, whose lines hold ⌊(400 − 16) / 8.5⌋ = 45 characters:
  /// n lines are n × 20.4 + 2 × 7 tall.
  @Test(
    "a vertical field grows a line at a time as its text wraps",
    arguments: [
      ("", 1), ("a", 1), (String(repeating: "a", count: 45), 1),
      (String(repeating: "a", count: 46), 2), (String(repeating: "a", count: 100), 3),
      ("a\nb\n\nc", 4),
    ])
  func grows(text: String, lines: Int) throws {
    let h = host(Notes(log: NotesLog(), initial: text))
    let r = try fieldRect(h)
    #expect(abs(r.height - (CGFloat(lines) * line + 2 * inset)) < 0.001)
    #expect(r.width == 400)
  }

  @Test(
    "lineLimit's range bounds a vertical field: at least its lower bound, at most its upper",
    arguments: [
      (0, 2...4, 2), (1, 2...4, 2), (2, 2...4, 3), (3, 2...4, 4), (6, 2...4, 4), (6, 1...1, 1),
    ])
  func lineLimitRange(breaks: Int, limit: ClosedRange<Int>, lines: Int) throws {
    // `breaks` line breaks make breaks + 1 lines of text.
    let text = String(repeating: "x\n", count: breaks) + "x"
    let h = host(Notes(log: NotesLog(), initial: text, limit: limit))
    let r = try fieldRect(h)
    #expect(abs(r.height - (CGFloat(lines) * line + 2 * inset)) < 0.001)
  }

  @Test("Return types a line break; ↑ and ↓ keep the caret's x across shorter lines")
  func upDownKeepX() {
    let log = NotesLog()
    let h = focused(Notes(log: log))
    type(h, "abcdef")
    key(h, .return)
    type(h, "xy")
    key(h, .return)
    type(h, "klmnop")
    // The caret is 6 clusters into "klmnop". Up: "xy" is shorter, so its end; up again: the
    // first line at the x it started from, 6 clusters in, after "abcdef".
    key(h, .upArrow)
    type(h, "1")
    #expect(log.text == "abcdef\nxy1\nklmnop")
    key(h, .upArrow)
    key(h, .downArrow)
    key(h, .downArrow)
    // The goal x went with the typing: from after "xy1" (3 clusters) up and down twice, to
    // 3 clusters into "klmnop".
    type(h, "2")
    #expect(log.text == "abcdef\nxy1\nklm2nop")
    key(h, .home)
    type(h, "^")
    key(h, .end)
    type(h, "$")
    #expect(log.text == "abcdef\nxy1\n^klm2nop$")
  }

  @Test("Home and End stay in a wrapped line; ↑ lands on the line above at the same x")
  func wrappedLines() throws {
    // 101 pt wide: lines wrap at 101 − 16 = 85 pt, exactly 10 characters. "hello big world"
    // breaks after "hello big " (the space hangs), leaving "world".
    let log = NotesLog()
    let h = focused(Notes(log: log, initial: "hello big world", width: 101))
    let r = try fieldRect(h)
    #expect(abs(r.height - (2 * line + 2 * inset)) < 0.001)
    key(h, .home)
    type(h, "^")
    #expect(log.text == "hello big ^world")
    // The caret after "^" on line 2: 1 cluster in, so the gap 1 cluster into line 1.
    key(h, .upArrow)
    type(h, "|")
    #expect(log.text == "h|ello big ^world")
    // End of the first line stops before its hanging space, and shows on that line.
    key(h, .end)
    let c = try #require(caret(h))
    #expect(abs(c.midX - (r.minX + inset + 10 * char)) < 0.001)
    #expect(abs(c.minY - (r.minY + inset)) < 0.001)
  }

  @Test("a click places the caret on the line under it; a drag selects across lines")
  func clickAndDrag() throws {
    let log = NotesLog()
    let clipboard = MemoryClipboard()
    let h = focused(Notes(log: log, initial: "abc\ndef\nghi"))
    h.clipboard = clipboard
    let r = try fieldRect(h)
    let x0 = r.minX + inset
    let y0 = r.minY + inset
    // Press at gap 1 of line 1, drag to gap 2 of line 3 (index 4 + 4 + 2 = 10).
    h.handle(.pointerDown(CGPoint(x: x0 + char + 1, y: y0 + 0.5 * line)), at: 1)
    h.handle(.pointerMove(CGPoint(x: x0 + 2 * char - 1, y: y0 + 2.5 * line)), at: 1.1)
    h.handle(.pointerUp(CGPoint(x: x0 + 2 * char - 1, y: y0 + 2.5 * line)), at: 1.2)
    key(h, "c", .control)
    #expect(clipboard.string == "bc\ndef\ngh")
    // A click on line 2, past its end: the end of "def".
    h.handle(.pointerDown(CGPoint(x: x0 + 30 * char, y: y0 + 1.5 * line)), at: 2)
    h.handle(.pointerUp(CGPoint(x: x0 + 30 * char, y: y0 + 1.5 * line)), at: 2.1)
    type(h, "!")
    #expect(log.text == "abc\ndef!\nghi")
  }

  @Test("past its line limit a field scrolls to keep the caret's line in view")
  func scrollsToCaret() throws {
    let h = focused(Notes(log: NotesLog(), initial: "1\n2\n3\n4", limit: 1...2))
    let r = try fieldRect(h)
    #expect(abs(r.height - (2 * line + 2 * inset)) < 0.001)
    // The caret on line 4 of 4, two showing: scrolled 2 lines, it is on the second row.
    var c = try #require(caret(h))
    #expect(abs(c.minY - (r.minY + inset + line)) < 0.001)
    key(h, .home, .control)
    c = try #require(caret(h))
    #expect(abs(c.minY - (r.minY + inset)) < 0.001)
  }

  @Test("pasted line breaks stay line breaks in a multi-line field")
  func pasteKeepsBreaks() {
    let log = NotesLog()
    let h = focused(Notes(log: log))
    clock += 0.01
    h.handle(.paste("one\r\ntwo\rthree\tfour"), at: clock)
    #expect(log.text == "one\ntwo\nthree four")
  }

  @Test("a text editor takes the space offered, and scrolls its lines")
  func textEditorFills() throws {
    let log = NotesLog()
    let h = focused(Notes(log: log, editor: true))
    let r = try fieldRect(h)
    #expect(r == CGRect(x: 0, y: 0, width: 400, height: 300))
    // UITextView's insets: 8 pt above the first line, 5 pt before it.
    for i in 0..<20 {
      if i > 0 { key(h, .return) }
      type(h, "line \(i)")
    }
    #expect(log.text.split(separator: "\n").count == 20)
    // 20 lines of 20.4 pt in 300 − 16 = 284: scrolled by 20 × 20.4 − 284 = 124, so the
    // caret's line (the 20th) ends at the box's bottom, 300 − 8.
    let c = try #require(caret(h))
    #expect(abs(c.maxY - (300 - 8)) < 0.001)
    #expect(abs(c.midX - (5 + 7 * char)) < 0.001)
  }

  @Test("a Text takes a lineLimit range's lower bound in lines; a huge one stays bounded")
  func textReservesLines() throws {
    let h = ViewHost(
      root: Text("a").lineLimit(3...), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    let r = try #require(h.dump().first("Text")).rect
    #expect(abs(r.height - 3 * line) < 0.001)
    // A lower bound of a million reserves the documented most, 1 000 lines.
    let big = ViewHost(
      root: TextField("x", text: .constant(""), axis: .vertical).lineLimit(1_000_000...),
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    let b = try #require(big.dump().first("TextField")).rect
    #expect(abs(b.height - 1000 * line) < 0.01)
  }
}
