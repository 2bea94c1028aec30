import Fixtures
import Foundation
import Testing

@testable import Engine

// The test window is 400 × 300 points; text is measured by `FixedTextMetrics` (a 17-pt line
// 20.4 pt tall), so a plain list's one-line rows are the 44-pt minimum, one under another
// from the list's top.

/// What the list's actions were called with.
@MainActor
final class EditLog {
  var deleted: [IndexSet] = []
  var moved: [(IndexSet, Int)] = []
  var items = ["A", "B", "C", "D"]
}

/// An Edit button over a plain list of `log.items` that deletes and moves them.
@MainActor
struct EditableList: View {
  let log: EditLog
  @State private var items = ["A", "B", "C", "D"]

  var body: some View {
    VStack(spacing: 0) {
      EditButton().frame(height: 40)
      List {
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { offsets in
            log.deleted.append(offsets)
            items.remove(atOffsets: offsets)
            log.items = items
          }
          .onMove { source, destination in
            log.moved.append((source, destination))
            items.move(fromOffsets: source, toOffset: destination)
            log.items = items
          }
      }
      .listStyle(.plain)
    }
  }
}

@MainActor
@Suite("List editing")
struct ListEditingTests {
  @Test("EditButton reads Edit, then a bold Done; edit mode shows a red minus on each row")
  func editButton() throws {
    var clock = HostClock(EditableList(log: EditLog()), width: 400, height: 300)
    clock.run(until: 0.1)
    #expect(clock.host.dump().all.filter { $0.type == "Circle" }.isEmpty)
    let edit = try #require(clock.host.dump().text("Edit"))
    listTap(&clock, edit.rect.mid)
    let d = clock.host.dump()
    #expect(d.text("Done") != nil)
    // Four deletable rows: four 22-pt discs, each 20 pt in (the row's leading inset) and
    // centred on its 44-pt row: the list starts at y 40, row k's centre at 40 + 22 + 44k.
    let discs = d.all.filter { $0.type == "Circle" }.map(\.rect)
    try #require(discs.count == 4)
    #expect(discs.allSatisfy { $0.width == 22 && $0.minX == 20 })
    #expect(discs.map(\.midY) == [62, 106, 150, 194] as [CGFloat])
    // The text moves right by the disc and its 16-pt gap: 20 + 22 + 16 = 58.
    #expect(d.text("A")?.rect.minX == CGFloat(58))
    // Tapped again: Edit, no discs.
    listTap(&clock, try #require(d.text("Done")).rect.mid)
    #expect(clock.host.dump().text("Edit") != nil)
  }

  @Test("the minus reveals Delete; Delete calls onDelete with the row's offset")
  func deleteInEditMode() throws {
    let log = EditLog()
    var clock = HostClock(EditableList(log: log), width: 400, height: 300)
    clock.run(until: 0.1)
    listTap(&clock, try #require(clock.host.dump().text("Edit")).rect.mid)
    let discs = clock.host.dump().all.filter { $0.type == "Circle" }.map(\.rect)
    try #require(discs.count == 4)
    listTap(&clock, discs[1].mid)
    let delete = try #require(clock.host.dump().text("Delete"), "the row shows its Delete")
    // The button fills the row's trailing end, as wide as its label (6 characters of
    // FixedTextMetrics' 8.5 pt at 17 pt) and 15 pt either side: 81 pt, 319 to 400.
    #expect(delete.rect.midX == 400 - 81 / 2 as CGFloat)
    listTap(&clock, delete.rect.mid)
    // Row B is offset 1 of ["A", "B", "C", "D"].
    #expect(log.deleted == [IndexSet(integer: 1)])
    #expect(log.items == ["A", "C", "D"])
  }

  @Test("dragging a row's handle two rows down calls onMove([0], 3)")
  func moveByHandle() throws {
    let log = EditLog()
    var clock = HostClock(EditableList(log: log), width: 400, height: 300)
    clock.run(until: 0.1)
    listTap(&clock, try #require(clock.host.dump().text("Edit")).rect.mid)
    // Row A spans y 40 to 84; its handle is in the trailing 44 pt. Two 44-pt rows down it
    // lands where C was: after C, before D, which SwiftUI gives as offset 3 of the data as
    // it was (`move(fromOffsets:toOffset:)` then makes B, C, A, D).
    listDrag(&clock, from: CGPoint(x: 380, y: 62), to: CGPoint(x: 380, y: 62 + 88))
    try #require(log.moved.count == 1)
    #expect(log.moved[0].0 == IndexSet(integer: 0))
    #expect(log.moved[0].1 == 3)
    #expect(log.items == ["B", "C", "A", "D"])
    // And back up from offset 2 one row: before B, offset 1.
    listDrag(
      &clock, from: CGPoint(x: 380, y: 40 + 44 * 2 + 22), to: CGPoint(x: 380, y: 40 + 44 + 22))
    #expect(log.moved.last?.1 == 1)
    #expect(log.items == ["B", "A", "C", "D"])
  }

  @Test(
    "a move's destination is the offset it goes before, in the data as it was",
    arguments: [
      // (from, steps, count, destination): down k rows lands one past the k-th row below.
      (0, 1, 4, 2), (0, 3, 4, 4), (3, -1, 4, 2), (3, -3, 4, 0), (1, 10, 4, 4), (2, -10, 4, 0),
    ])
  func moveDestinations(_ c: (Int, Int, Int, Int)) {
    #expect(ListRowEditing.moveDestination(from: c.0, by: c.1, count: c.2) == c.3)
  }

  @Test("moving by no row, or in an empty list, is no move")
  func noMove() {
    #expect(ListRowEditing.moveDestination(from: 2, by: 0, count: 4) == nil)
    #expect(ListRowEditing.moveDestination(from: 0, by: Int.max, count: 1) == nil)
    #expect(ListRowEditing.moveDestination(from: 0, by: 1, count: 0) == nil)
  }

  @Test("move(fromOffsets:toOffset:) and remove(atOffsets:) as Apple documents them")
  func collectionOffsets() {
    // Apple's example: the lowercase letters of "ABcDefgHIJKlmNO" to offset 2, then 15.
    var letters = Array("ABcDefgHIJKlmNO")
    let lower = IndexSet(letters.indices.filter { letters[$0].isLowercase })
    letters.move(fromOffsets: lower, toOffset: 2)
    #expect(String(letters) == "ABcefglmDHIJKNO")
    letters = Array("ABcDefgHIJKlmNO")
    letters.move(fromOffsets: lower, toOffset: 15)
    #expect(String(letters) == "ABDHIJKNOcefglm")
    var numbers = [10, 20, 30, 40]
    numbers.remove(atOffsets: [0, 2])
    #expect(numbers == [20, 40])
  }

  @Test(".environment(\\.editMode, .constant(.active)) shows the controls without a button")
  func explicitEditMode() {
    let d = laidOut(
      List {
        ForEach(["A", "B"], id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in }
      }
      .listStyle(.plain)
      .environment(\.editMode, .constant(.active)))
    // Two rows, each with its disc and its three handle lines (18 pt wide).
    #expect(d.all.filter { $0.type == "Circle" }.count == 2)
    #expect(d.all.filter { $0.type == "Rectangle" && $0.rect.width == 18 }.count == 6)
  }

  @Test("the onDelete and onMove nearest the ForEach decide, nil included")
  func nearestActionDecides() {
    // Edit mode's controls, as counted above: a disc on each deletable row, three 18-pt
    // handle lines on each movable one.
    func controls<Rows: DynamicViewContent>(_ rows: Rows) -> [Int] {
      let d = laidOut(
        List { rows }.listStyle(.plain).environment(\.editMode, .constant(.active)))
      return [
        d.all.filter { $0.type == "Circle" }.count,
        d.all.filter { $0.type == "Rectangle" && $0.rect.width == 18 }.count,
      ]
    }
    let rows = ForEach(["A", "B"], id: \.self) { Text($0) }
    // SwiftUI keeps each action as a trait of the rows, and the trait written nearest them
    // wins: an outer nil does not take an inner action away, an inner nil holds against an
    // outer action.
    #expect(controls(rows.onDelete { _ in }.onDelete(perform: nil)) == [2, 0])
    #expect(controls(rows.onDelete(perform: nil).onDelete { _ in }) == [0, 0])
    #expect(controls(rows.onMove(perform: nil).onDelete { _ in }.onMove { _, _ in }) == [2, 0])
    // Different actions add up, in either order.
    #expect(controls(rows.onDelete { _ in }.onMove { _, _ in }) == [2, 6])
    #expect(controls(rows.onMove { _, _ in }.onDelete { _ in }) == [2, 6])
  }
}
