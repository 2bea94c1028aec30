import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct Pick: View {
  @State var selected: String?

  var body: some View {
    VStack(spacing: 0) {
      List(["Apple", "Banana", "Cherry"], id: \.self, selection: $selected) { fruit in
        Text(fruit)
      }
      .listStyle(.plain)
      Text("selected=\(selected ?? "none")")
    }
  }
}

@MainActor
private struct PickMany: View {
  @State var selected: Set<Int> = []

  var body: some View {
    VStack(spacing: 0) {
      List(selection: $selected) {
        Text("Zero").tag(0)
        Text("One").tag(1)
        Text("Two").tag(2)
      }
      .listStyle(.plain)
      Text("selected=\(selected.sorted().map(String.init).joined(separator: ","))")
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
@Suite("List selection")
struct ListSelectionTests {
  @Test("a click on a row selects its ForEach id; a click on another moves the selection")
  func singleSelection() throws {
    let h = host(Pick())
    #expect(h.shows("selected=none"))
    // Plain 44-pt rows from the top: the second row's middle is at y 44 + 22.
    h.click(CGPoint(x: 200, y: 66), at: 0.1)
    #expect(h.shows("selected=Banana"))
    h.click(CGPoint(x: 200, y: 22), at: 0.3)
    #expect(h.shows("selected=Apple"))
  }

  @Test("the selected row is drawn on the selection grey")
  func highlight() throws {
    let h = host(Pick())
    h.click(CGPoint(x: 200, y: 110), at: 0.1)
    let list = h.displayList()
    // UIKit's selected cell background, systemGray4: #D1D1D6, filling the third row
    // (y 88 to 132, the whole 400-pt width).
    let grey = Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6)
    #expect(list.fills(grey).contains(CGRect(x: 0, y: 88, width: 400, height: 44)))
  }

  @Test("the lines beside a selected row go, as iOS draws its fill edge to edge")
  func separatorsAroundSelection() {
    let h = host(Pick())
    // Three rows, two lines between them; both touch the second row.
    #expect(h.dump().all.filter { $0.type == "Divider" }.count == 2)
    h.click(CGPoint(x: 200, y: 66), at: 0.1)
    #expect(h.dump().all.filter { $0.type == "Divider" }.isEmpty)
  }

  @Test("with a set, clicks add rows by their tags and a second click takes one out")
  func multipleSelection() {
    let h = host(PickMany())
    h.click(CGPoint(x: 200, y: 22), at: 0.1)
    h.click(CGPoint(x: 200, y: 110), at: 0.3)
    #expect(h.shows("selected=0,2"))
    h.click(CGPoint(x: 200, y: 22), at: 0.5)
    #expect(h.shows("selected=2"))
  }

  @Test("↓ and ↑ move the selection row by row, stopping at the ends")
  func arrowKeys() {
    let h = host(Pick())
    // Nothing selected: ↓ selects the first row.
    press(h, .downArrow, at: 0.1)
    #expect(h.shows("selected=Apple"))
    press(h, .downArrow, at: 0.2)
    press(h, .downArrow, at: 0.3)
    press(h, .downArrow, at: 0.4)
    #expect(h.shows("selected=Cherry"))
    press(h, .upArrow, at: 0.5)
    #expect(h.shows("selected=Banana"))
  }

  @Test("a list without a selection binding selects nothing on a click")
  func noSelection() {
    var clicked = 0
    let h = host(List(0..<3) { i in Text("Row \(i)") }.onTapGesture { clicked += 1 })
    h.click(CGPoint(x: 200, y: 80), at: 0.1)
    // The click reaches the tap gesture around the list: no row took it for itself.
    #expect(clicked == 1)
  }
}

extension DisplayList {
  /// The rectangles filled with `color`: plain fills and the bounds of filled shapes.
  func fills(_ color: Color) -> [CGRect] {
    commands.compactMap { command in
      switch command {
      case .fill(let r, _, let c) where c == color: r
      case .shape(let s) where s.paint == .color(color): s.path.boundingRect
      default: nil
      }
    }
  }
}
