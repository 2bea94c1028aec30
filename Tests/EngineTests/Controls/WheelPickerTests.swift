import Engine
import Fixtures
import Foundation
import Testing

/// A wheel of `count` numbered choices, `start` selected, its selection shown below.
@MainActor
private struct Wheel: View {
  let count: Int
  @State var pick: Int

  var body: some View {
    VStack(spacing: 0) {
      Picker("Number", selection: $pick) {
        ForEach(0..<count, id: \.self) { Text("n\($0)") }
      }
      .pickerStyle(.wheel)
      Text("pick=\(pick)")
    }
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

@MainActor
@Suite("Wheel picker")
struct WheelPickerTests {
  /// The drum's closed form: rows 32 pt apart at the middle on a drum turning 30° a row,
  /// so its radius is r = 32 / (π / 6) ≈ 61.12 pt; five rows (2.5 each side of the middle)
  /// project onto 2 r sin 75° ≈ 118.07 pt, rounded to 118. The wheel sits at the top of
  /// the window, so its middle is at y = 59.
  static let radius = 32 / (Double.pi / 6)
  static let middle: CGFloat = 59

  @Test("the wheel is five rows tall and builds only the rows on the drum's near half")
  func fiveRows() throws {
    let h = controlHost(Wheel(count: 100_000, pick: 50_000))
    let wheel = try #require(h.dump().text("pick=50000"))
    // The Text follows the 118-pt wheel in the VStack.
    #expect(wheel.rect.minY == 118)
    // Rows less than 90° from the middle: 50 000 ± 2 (± 3 is at 90°, edge-on).
    let rows = h.dump().all.compactMap(\.text).filter { $0.hasPrefix("n") }
    #expect(rows == (49_998...50_002).map { "n\($0)" })
  }

  @Test("a drag up by two row heights turns two rows on; it rests on the nearest row")
  func dragTurns() {
    let h = controlHost(Wheel(count: 10, pick: 3))
    let x: CGFloat = 200
    h.handle(.pointerDown(CGPoint(x: x, y: 80)), at: 0.1)
    h.handle(.pointerMove(CGPoint(x: x, y: 60)), at: 0.2)
    // 80 − 10 = 70 pt up: 70 / 32 ≈ 2.19 rows, resting on 3 + 2 = 5.
    h.handle(.pointerMove(CGPoint(x: x, y: 10)), at: 0.3)
    h.handle(.pointerUp(CGPoint(x: x, y: 10)), at: 0.4)
    #expect(h.shows("pick=5"))
    // Far past the end: it stops at the last row.
    h.handle(.pointerDown(CGPoint(x: x, y: 100)), at: 1)
    h.handle(.pointerMove(CGPoint(x: x, y: -2000)), at: 1.1)
    h.handle(.pointerUp(CGPoint(x: x, y: -2000)), at: 1.2)
    #expect(h.shows("pick=9"))
  }

  @Test("a click on the row below the band selects it; on the band it keeps the selection")
  func clickSelectsRow() {
    let h = controlHost(Wheel(count: 10, pick: 3))
    // The row one below is drawn r sin 30° ≈ 30.6 pt below the middle.
    let below = Self.middle + CGFloat(Self.radius * sin(Double.pi / 6))
    h.click(CGPoint(x: 200, y: below), at: 0.1)
    #expect(h.shows("pick=4"))
    h.click(CGPoint(x: 200, y: Self.middle), at: 1)
    #expect(h.shows("pick=4"))
    // Two rows above: r sin 60° ≈ 52.9 pt above the middle.
    h.click(CGPoint(x: 200, y: Self.middle - CGFloat(Self.radius * sin(Double.pi / 3))), at: 2)
    #expect(h.shows("pick=2"))
  }

  @Test("focused, ↓ and ↑ select the next and previous choice, stopping at the ends")
  func keys() {
    let h = controlHost(Wheel(count: 3, pick: 1))
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    h.handle(.key(KeyPress(key: .downArrow)), at: 0.2)
    h.handle(.key(KeyPress(key: .downArrow)), at: 0.3)
    #expect(h.shows("pick=2"))
    for i in 0..<3 { h.handle(.key(KeyPress(key: .upArrow)), at: 0.4 + 0.1 * Double(i)) }
    #expect(h.shows("pick=0"))
  }

  @Test("the mouse wheel turns a row a notch, toward the user the next; fractions add up")
  func mouseWheel() {
    let h = controlHost(Wheel(count: 10, pick: 3))
    h.handle(.pointerMove(CGPoint(x: 200, y: Self.middle)), at: 0.1)
    // dy is positive away from the user: two notches toward the user bring 3 + 2 = 5.
    h.handle(.wheel(dx: 0, dy: -1, shift: false), at: 0.2)
    h.handle(.wheel(dx: 0, dy: -1, shift: false), at: 0.3)
    #expect(h.shows("pick=5"))
    h.handle(.wheel(dx: 0, dy: 1, shift: false), at: 0.4)
    #expect(h.shows("pick=4"))
    // A trackpad's 0.4 + 0.4 is less than a row; + 0.4 more makes one: 4 − 1 = 3.
    for i in 0..<2 { h.handle(.wheel(dx: 0, dy: 0.4, shift: false), at: 0.5 + 0.1 * Double(i)) }
    #expect(h.shows("pick=4"))
    h.handle(.wheel(dx: 0, dy: 0.4, shift: false), at: 0.8)
    #expect(h.shows("pick=3"))
  }

  @Test("an empty wheel draws its band alone and takes no focus")
  func empty() {
    let h = controlHost(Wheel(count: 0, pick: 0))
    _ = h.displayList()
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    h.handle(.key(KeyPress(key: .downArrow)), at: 0.2)
    #expect(h.shows("pick=0"))
  }
}
