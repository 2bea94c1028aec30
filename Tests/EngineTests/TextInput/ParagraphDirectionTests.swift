import Engine
import Fixtures
import Foundation
import Testing

/// A text editor filling a 400 × 300 window.
@MainActor
private struct Paragraphs: View {
  @State var text: String

  var body: some View { TextEditor(text: $text) }
}

// The numbers: `FixedTextMetrics` sets each 17-pt character 8.5 pt wide. A text editor
// insets its text 5 pt at each side (UITextView's), so a left-to-right line starts at
// x 5 and a right-to-left one ends at x 395.
private let char: CGFloat = 8.5

@MainActor
private func host(_ text: String) -> ViewHost {
  ViewHost(
    root: Paragraphs(text: text), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
}

@MainActor
private func press(
  _ h: ViewHost, _ key: KeyEquivalent, _ modifiers: EventModifiers = [], at t: Double
) {
  h.handle(.key(KeyPress(key: key, modifiers: modifiers)), at: t)
  h.handle(.key(KeyPress(key: key, modifiers: modifiers, phase: .up)), at: t)
}

/// Each drawn line: its text, the x it is set from and whether from its right end.
@MainActor
private func drawnLines(_ h: ViewHost) -> [(String, CGFloat, Bool)] {
  h.displayList(frameTime: nil).commands.compactMap {
    guard case .text(let s, _, let p, let anchor, _) = $0 else { return nil }
    return (s, p.x, anchor == .topTrailing)
  }
}

/// The caret's middle x (a 2-pt fill in the tint).
@MainActor
private func caretX(_ h: ViewHost) -> CGFloat? {
  for c in h.displayList(frameTime: nil).commands {
    if case .fill(let r, _, let color) = c, r.width == 2, color == Color.blue { return r.midX }
  }
  return nil
}

@MainActor
@Suite("Paragraph direction")
struct ParagraphDirectionTests {
  @Test("each paragraph is set from the side its own first letter reads from")
  func eachParagraphItsSide() {
    let lines = drawnLines(host("abc\nאבג\n123"))
    // "abc" left to right from x 5; "אבג" (Hebrew) right to left from x 395; "123" has no
    // letter and follows the whole text's first, "a": left to right.
    #expect(lines.map(\.0) == ["abc", "אבג", "123"])
    #expect(lines.map(\.1) == [5, 395, 5])
    #expect(lines.map(\.2) == [false, true, false])
  }

  @Test("the caret stands and moves in its paragraph's direction")
  func caretInAHebrewParagraph() throws {
    let h = host("abc\nאבג")
    press(h, .tab, at: 0.1)
    press(h, .home, .control, at: 0.2)
    #expect(caretX(h) == 5)
    // ↓ keeps x 5 as nearly as it can: of the Hebrew line's gaps at 395, 386.5, 378 and
    // 369.5 (each 8.5 further left), the nearest is its end, 395 − 3 × 8.5.
    press(h, .downArrow, at: 0.3)
    #expect(caretX(h) == 395 - 3 * char)
    // → in a right-to-left paragraph goes back a letter, toward its right end.
    press(h, .rightArrow, at: 0.4)
    #expect(caretX(h) == 395 - 2 * char)
    // ← goes on, to the end again.
    press(h, .leftArrow, at: 0.5)
    #expect(caretX(h) == 395 - 3 * char)
  }
}
