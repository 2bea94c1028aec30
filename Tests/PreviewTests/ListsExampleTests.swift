import Foundation
import Testing

/// The Lists example driven headless by a `--script`: the contacts list by the keyboard,
/// and a task row's swipe actions by the pointer.
@Suite("Lists example")
struct ListsExampleTests {
  private static let size = ["--size", "390x700"]

  private func text(_ doc: ViewDocument, _ s: String) throws -> ViewDocument.Node {
    try #require(doc.views.all("Text").first { $0.text == s }, "no Text \"\(s)\"")
  }

  @Test("Tab focuses the contacts list; ↓ ↓ select the second contact, as the footer says")
  func keyboardSelection() throws {
    let script = ["tab", "down", "down"].enumerated().map { i, key in
      #"{"t":\#(0.1 + 0.1 * Double(i)),"chord":"\#(key)"}"#
    }
    let doc = try PreviewProcess.viewDump(
      "Lists", Self.size + ["--time", "1"], script: script)
    // The first ↓ selects the first contact (id 1, Ada Lovelace), the second the next,
    // Grace Hopper, whose id is 2.
    #expect(throws: Never.self) { try text(doc, "Selected: 2") }
  }

  @Test("a swiped task row opens on buttons each as wide as its label and 15 pt each side")
  func swipeButtonsFitTheirLabels() throws {
    // Push Tasks, then drag Call Ada's row 120 pt left: past half its two buttons' width
    // (each a short word and 30 pt, far less than 240 together), short of a full swipe
    // (60 % of the 350-pt row, 210 pt).
    let start = try PreviewProcess.viewDump("Lists", Self.size)
    let tasks = try text(start, "Tasks")
    let (tx, ty) = (tasks.midX, tasks.y + tasks.height / 2)
    var script = [#"{"t":0.1,"down":[\#(tx),\#(ty)]}"#, #"{"t":0.15,"up":[\#(tx),\#(ty)]}"#]
    let pushed = try PreviewProcess.viewDump(
      "Lists", Self.size + ["--time", "1.5"], script: script)
    let row = try text(pushed, "Call Ada")
    let y = row.y + row.height / 2
    script += (0...4).map { k in
      #"{"t":\#(1.5 + 0.02 * Double(k)),"\#(k == 0 ? "down" : "move")":[\#(250 - 30 * k),\#(y)]}"#
    }
    script.append(#"{"t":1.6,"up":[130,\#(y)]}"#)
    let open = try PreviewProcess.viewDump(
      "Lists", Self.size + ["--time", "3"], script: script)
    let delete = try text(open, "Delete")
    let flag = try text(open, "Flag")
    // The card's trailing edge is 20 pt in from the window's (the inset-grouped margin):
    // 370. Delete, the first, ends there, its label's width and 2 × 15 pt wide; Flag, as
    // wide by its own label, ends where Delete begins. Each label is centred in its button.
    let deleteWidth = delete.width + 30
    let flagWidth = flag.width + 30
    #expect(abs(delete.midX - (370 - deleteWidth / 2)) < 0.5)
    #expect(abs(flag.midX - (370 - deleteWidth - flagWidth / 2)) < 0.5)
  }
}
