import Engine
import Fixtures
import Foundation
import Testing

// The test window is 400 × 300 points; a plain list's one-line rows are the HIG's 44-pt
// minimum, row k from y 44k (from 40 + 44k under a 40-pt Edit button).

/// A named element, identified by its name.
private struct Fruit: Identifiable, Equatable {
  var name: String
  var id: String { name }
}

/// What a list that edits its own collection did to it.
@MainActor
private final class Fruits {
  var names: [String] = []
}

/// An Edit button over `List($fruits, editActions:)`, reporting the collection as it is.
@MainActor
private struct SelfEditingList: View {
  let log: Fruits
  let actions: EditActions<[Fruit]>
  @State private var fruits = ["A", "B", "C", "D"].map { Fruit(name: $0) }

  var body: some View {
    VStack(spacing: 0) {
      EditButton().frame(height: 40)
      List($fruits, editActions: actions) { $fruit in Text(fruit.name) }
        .listStyle(.plain)
    }
    .onChange(of: fruits) { _, new in log.names = new.map(\.name) }
  }
}

/// A plain list of four deletable, movable rows, the second neither deletable nor movable.
@MainActor
private struct PartlyEditableList: View {
  var body: some View {
    List {
      ForEach(["A", "B", "C", "D"], id: \.self) { name in
        Text(name).deleteDisabled(name == "B").moveDisabled(name == "B")
      }
      .onDelete { _ in }
      .onMove { _, _ in }
    }
    .listStyle(.plain)
    .environment(\.editMode, .constant(.active))
  }
}

@MainActor
@Suite("List edit actions")
struct ListEditActionsTests {
  @Test("editActions: .all deletes the swiped row from the bound collection itself")
  func deleteBySwipe() throws {
    let log = Fruits()
    var clock = HostClock(SelfEditingList(log: log, actions: .all), width: 400, height: 300)
    clock.run(until: 0.1)
    // Row B: y 40 + 44 to 40 + 88, centre 106. 100 pt left is past half of the Delete
    // button and short of 60 % of the 400-pt row: it rests open on Delete.
    listDrag(&clock, from: CGPoint(x: 300, y: 106), to: CGPoint(x: 200, y: 106))
    listTap(&clock, try #require(clock.host.dump().text("Delete")).rect.mid)
    #expect(log.names == ["A", "C", "D"])
  }

  @Test("editActions: .all moves a row dragged by its handle in the bound collection")
  func moveByHandle() throws {
    let log = Fruits()
    var clock = HostClock(SelfEditingList(log: log, actions: .all), width: 400, height: 300)
    clock.run(until: 0.1)
    listTap(&clock, try #require(clock.host.dump().text("Edit")).rect.mid)
    // Row A's handle (trailing 44 pt, centre y 62) two rows down: after C, before D, as
    // `move(fromOffsets: [0], toOffset: 3)` does.
    listDrag(&clock, from: CGPoint(x: 380, y: 62), to: CGPoint(x: 380, y: 62 + 88))
    #expect(log.names == ["B", "C", "A", "D"])
  }

  @Test("editActions: .move shows handles but no delete control, and no swipe to delete")
  func moveOnly() throws {
    let log = Fruits()
    var clock = HostClock(SelfEditingList(log: log, actions: .move), width: 400, height: 300)
    clock.run(until: 0.1)
    listDrag(&clock, from: CGPoint(x: 300, y: 106), to: CGPoint(x: 200, y: 106))
    #expect(clock.host.dump().text("Delete") == nil)
    listTap(&clock, try #require(clock.host.dump().text("Edit")).rect.mid)
    let d = clock.host.dump()
    #expect(d.all.filter { $0.type == "Circle" }.isEmpty)
    // Each of the four rows' handles: three 18-pt lines.
    #expect(d.all.filter { $0.type == "Rectangle" && $0.rect.width == 18 }.count == 12)
  }

  @Test("deleteDisabled and moveDisabled take one row's delete control and handle away")
  func disabledRow() {
    let d = laidOut(PartlyEditableList())
    // Four rows, B's without a disc or handle: three discs, three handles of 3 lines.
    let discs = d.all.filter { $0.type == "Circle" }.map(\.rect.midY)
    #expect(discs == [22, 110, 154] as [CGFloat])
    #expect(d.all.filter { $0.type == "Rectangle" && $0.rect.width == 18 }.count == 9)
  }
}
