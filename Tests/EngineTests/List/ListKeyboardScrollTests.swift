import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct Thousand: View {
  @State var selected: Int?

  var body: some View {
    List(0..<1000, id: \.self, selection: $selected) { i in Text("Row \(i)") }
      .listStyle(.plain)
  }
}

@MainActor
private func press(_ h: ViewHost, _ key: KeyEquivalent, times: Int, from t: inout Double) {
  for _ in 0..<times {
    t += 0.01
    h.handle(.key(KeyPress(key: key)), at: t)
    h.handle(.key(KeyPress(key: key, phase: .up)), at: t)
  }
}

/// The list's scroll offset, in points down.
@MainActor
private func offset(_ h: ViewHost) -> Double? {
  h.dump().all.first { $0.contentOffset != nil }?.contentOffset?[1]
}

// A plain list's rows are 44 pt from the top of a 300-pt window (UIKit's default row
// height), row k from 44k to 44k + 44. Scrolling the least that shows a row whole: below the
// viewport, its bottom to the viewport's, 44(k + 1) − 300; above, its top to the top, 44k.
@MainActor
@Suite("List keyboard scrolling")
struct ListKeyboardScrollTests {
  @Test(
    "↓ past the bottom of a lazy list scrolls the selected row into view",
    arguments: [(1, 0.0), (6, 0), (7, 8), (10, 140), (101, 4144)])
  func downScrolls(presses: Int, expected: Double) throws {
    let h = ViewHost(
      root: Thousand(), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    var t = 0.0
    // The first ↓ selects row 0; each after it, the next: `presses` select row presses − 1.
    press(h, .downArrow, times: presses, from: &t)
    #expect(offset(h) == expected)
  }

  @Test("↑ above the top scrolls back to show the row's top")
  func upScrolls() throws {
    let h = ViewHost(
      root: Thousand(), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    var t = 0.0
    press(h, .downArrow, times: 101, from: &t)
    // Row 100 selected, scrolled to 4144 (its bottom, 4444, at the viewport's 300). Rows 95
    // to 100 show; ↑ 5 times selects row 95 (top 4180, in view: no scroll), ↑ 10 times row
    // 90, whose top 3960 is above: scrolled to 3960.
    press(h, .upArrow, times: 5, from: &t)
    #expect(offset(h) == 4144)
    press(h, .upArrow, times: 5, from: &t)
    #expect(offset(h) == 3960)
  }
}
