import Engine
import Fixtures
import Foundation
import Testing

// The test window is 400 × 300 points. A plain list's one-line rows are 44 pt (the HIG's
// minimum row height), row k from y 44k; the list below is framed 200 pt tall at the top.

/// A 200-pt list of three fruit rows, each a button that opens its fruit, at the window's
/// top over a text of the selection and what was opened.
@MainActor
private struct FruitList: View {
  @State var selected: String?
  @State var opened: [String] = []

  var body: some View {
    VStack(spacing: 0) {
      List(["Apple", "Banana", "Cherry"], id: \.self, selection: $selected) { fruit in
        Button(fruit) { opened.append(fruit) }
      }
      .listStyle(.plain)
      .frame(height: 200)
      Text("selected=\(selected ?? "none") opened=\(opened.joined(separator: ","))")
      Spacer(minLength: 0)
    }
  }
}

/// A list without a selection binding, then a button.
@MainActor
private struct PlainListThenButton: View {
  var body: some View {
    VStack(spacing: 0) {
      List(0..<3) { i in Text("Row \(i)") }
        .listStyle(.plain)
        .frame(height: 200)
      Button("Below") {}
    }
  }
}

@MainActor
private func host<V: View>(_ view: V) -> ViewHost {
  ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
}

@MainActor
private func press(_ h: ViewHost, _ key: KeyEquivalent, at t: Double) {
  h.handle(.key(KeyPress(key: key)), at: t)
  h.handle(.key(KeyPress(key: key, phase: .up)), at: t)
}

@MainActor
private func ring(_ h: ViewHost) -> CGRect? {
  for command in h.displayList(frameTime: nil).commands.reversed() {
    if case .stroke(let rect, 3, _) = command { return rect }
  }
  return nil
}

@MainActor
@Suite("List keyboard focus")
struct ListKeyboardFocusTests {
  @Test("Tab focuses a list with a selection; its ring is drawn just inside its edges")
  func tabFocusesTheList() {
    let h = host(FruitList())
    #expect(ring(h) == nil)
    press(h, .tab, at: 0.1)
    // The list's frame is the window's top 400 × 200; the 3-pt band sits 1 pt in from
    // each edge (the ring's gap), the stroke drawn inside its rectangle: (1, 1, 398, 198).
    #expect(ring(h) == CGRect(x: 1, y: 1, width: 398, height: 198))
  }

  @Test("focused, ↓ and ↑ move the selection; Return and Space press the selected row")
  func arrowsAndReturn() {
    let h = host(FruitList())
    press(h, .tab, at: 0.1)
    // Nothing selected: Return has no row to press, and the list lets it go.
    press(h, .return, at: 0.15)
    #expect(h.shows("selected=none opened="))
    press(h, .downArrow, at: 0.2)
    press(h, .downArrow, at: 0.3)
    #expect(h.shows("selected=Banana opened="))
    press(h, .return, at: 0.4)
    #expect(h.shows("selected=Banana opened=Banana"))
    press(h, .upArrow, at: 0.5)
    press(h, .space, at: 0.6)
    #expect(h.shows("selected=Apple opened=Banana,Apple"))
    // Focus stayed on the list all along: its ring is where it was.
    #expect(ring(h) == CGRect(x: 1, y: 1, width: 398, height: 198))
  }

  @Test("Tab passes a list without a selection by, to the button after it")
  func listWithoutSelectionIsPassedBy() throws {
    let h = host(PlainListThenButton())
    press(h, .tab, at: 0.1)
    let below = try #require(h.dump().text("Below")).rect
    // The button's ring: 1 pt of gap and 3 pt of band outside its frame, 4 pt each side.
    #expect(ring(h) == below.insetBy(dx: -4, dy: -4))
  }
}
