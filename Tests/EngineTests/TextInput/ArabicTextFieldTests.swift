import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private final class Box {
  var text = ""
}

@MainActor
private struct ArabicField: View {
  let box: Box
  @State private var text = ""

  var body: some View {
    let _ = (box.text = text)
    TextField("الاسم", text: $text)
  }
}

/// An Arabic text field: typed Arabic is kept in logical order, the text is set from the
/// field's right edge, and the arrows move visually (Left goes on to the next cluster).
@MainActor
@Suite("Arabic text field")
struct ArabicTextFieldTests {
  @Test("takes Arabic input, and Left moves forward through right-to-left text")
  func arabicInput() throws {
    try rightToLeftInput(word: "سلام", mark: "ـ", expected: "سـلام")
  }

  @Test("Hebrew the same way")
  func hebrewInput() throws {
    try rightToLeftInput(word: "שלום", mark: "׳", expected: "ש׳לום")
  }

  private func rightToLeftInput(word: String, mark: String, expected: String) throws {
    let box = Box()
    let h = ViewHost(
      root: ArabicField(box: box), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    h.handle(.text(word), at: 0.2)
    #expect(box.text == word)
    // Home puts the caret before the first letter (at the right end); Left moves on to
    // after it, visually leftwards.
    h.handle(.key(KeyPress(key: .home)), at: 0.3)
    h.handle(.key(KeyPress(key: .leftArrow)), at: 0.4)
    h.handle(.text(mark), at: 0.5)
    #expect(box.text == expected)
    // The text is anchored at the field's right edge (the plain field fills the 400-pt
    // window; no inset).
    let commands = h.displayList(frameTime: nil).commands
    let anchored = commands.contains {
      if case .text(let s, _, let p, let anchor, _) = $0 {
        return s == expected && anchor == .trailing && p.x == 400
      }
      return false
    }
    #expect(anchored)
  }
}
