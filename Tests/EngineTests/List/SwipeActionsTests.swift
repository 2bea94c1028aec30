import Engine
import Fixtures
import Foundation
import Testing

// The test window is 400 × 300 points: a plain list's one-line rows are 44 pt (the HIG's
// minimum), row k from y 44k, across the whole 400-pt width. A swipe action is as wide as
// its 17-pt label (FixedTextMetrics: 8.5 pt a character) and 15 pt either side: "Delete"
// and "Remove" 6 × 8.5 + 30 = 81 pt, "Pin" 3 × 8.5 + 30 = 55.5 pt. A swipe opens when
// released past half its buttons' width and runs the first button past 60 % of the row's
// width (400 × 0.6 = 240 pt).

/// What the swipe actions did.
@MainActor
final class SwipeLog {
  var deleted: [IndexSet] = []
  var fired: [String] = []
}

/// A plain list of four rows; row "B" has its own actions on `edge`.
@MainActor
struct SwipeList: View {
  let log: SwipeLog
  var custom = false
  var edge = HorizontalEdge.trailing
  var fullSwipe = true
  @State private var items = ["A", "B", "C", "D"]

  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        if custom {
          Text(item)
            .swipeActions(edge: edge, allowsFullSwipe: fullSwipe) {
              Button("Pin") { log.fired.append("Pin \(item)") }.tint(.orange)
              Button("Remove", role: .destructive) { log.fired.append("Remove \(item)") }
            }
        } else {
          Text(item)
        }
      }
      .onDelete { offsets in
        log.deleted.append(offsets)
        items.remove(atOffsets: offsets)
      }
    }
    .listStyle(.plain)
  }
}

@MainActor
@Suite("Swipe actions")
struct SwipeActionsTests {
  /// Row B's centre line: 44 + 22.
  let rowB: CGFloat = 66

  /// The rectangles filled with `color`.
  private func fills(_ clock: HostClock, _ color: Color) -> [CGRect] {
    clock.host.displayList().commands.compactMap {
      if case .fill(let r, _, let c) = $0, c == color { return r }
      return nil
    }
  }

  @Test("a row with onDelete swiped left past half a button opens on a red Delete")
  func swipeToDelete() throws {
    let log = SwipeLog()
    var clock = HostClock(SwipeList(log: log), width: 400, height: 300)
    clock.run(until: 0.1)
    // 100 pt left: past 81 / 2 = 40.5, short of 240. It rests open by Delete's 81 pt.
    listDrag(&clock, from: CGPoint(x: 300, y: rowB), to: CGPoint(x: 200, y: rowB))
    let delete = try #require(clock.host.dump().text("Delete"))
    #expect(delete.rect.midX == CGFloat(400 - 40.5))
    // The button is red (UIContextualAction's destructive style) and fills row B's
    // trailing 81 pt: x 319, y 44, 81 × 44.
    #expect(fills(clock, .red).contains(CGRect(x: 319, y: 44, width: 81, height: 44)))
    #expect(log.deleted.isEmpty)
    listTap(&clock, delete.rect.mid)
    #expect(log.deleted == [IndexSet(integer: 1)])
  }

  @Test("a short swipe closes again; a tap on an open row closes it")
  func shortSwipe() throws {
    let log = SwipeLog()
    var clock = HostClock(SwipeList(log: log), width: 400, height: 300)
    clock.run(until: 0.1)
    // 30 pt: short of 40.5.
    listDrag(&clock, from: CGPoint(x: 300, y: rowB), to: CGPoint(x: 270, y: rowB))
    #expect(clock.host.dump().text("Delete") == nil)
    listDrag(&clock, from: CGPoint(x: 300, y: rowB), to: CGPoint(x: 200, y: rowB))
    #expect(clock.host.dump().text("Delete") != nil)
    listTap(&clock, CGPoint(x: 100, y: rowB))
    #expect(clock.host.dump().text("Delete") == nil)
    #expect(log.deleted.isEmpty)
  }

  @Test("a full swipe deletes at once")
  func fullSwipeDeletes() {
    let log = SwipeLog()
    var clock = HostClock(SwipeList(log: log), width: 400, height: 300)
    clock.run(until: 0.1)
    // 280 pt left: past 240.
    listDrag(&clock, from: CGPoint(x: 390, y: rowB), to: CGPoint(x: 110, y: rowB))
    #expect(log.deleted == [IndexSet(integer: 1)])
  }

  @Test("swipeActions' first button sits at the edge; a full swipe runs it")
  func customActions() throws {
    let log = SwipeLog()
    var clock = HostClock(SwipeList(log: log, custom: true), width: 400, height: 300)
    clock.run(until: 0.1)
    // Two buttons, 55.5 + 81 = 136.5 pt: 100 pt is past half (68.25), so it opens to 136.5.
    listDrag(&clock, from: CGPoint(x: 300, y: rowB), to: CGPoint(x: 200, y: rowB))
    let d = clock.host.dump()
    let pin = try #require(d.text("Pin"))
    let remove = try #require(d.text("Remove"))
    // The first, Pin, at the trailing edge (344.5 to 400); Remove inside it (263.5 to
    // 344.5), each its own width.
    #expect(pin.rect.midX == CGFloat(372.25))
    #expect(remove.rect.midX == CGFloat(304))
    // Remove is destructive: red. Pin is tinted orange.
    #expect(fills(clock, .red).contains(CGRect(x: 263.5, y: 44, width: 81, height: 44)))
    #expect(fills(clock, .orange).contains(CGRect(x: 344.5, y: 44, width: 55.5, height: 44)))
    // The onDelete swipe is replaced by the row's own actions.
    #expect(d.text("Delete") == nil)
    listTap(&clock, remove.rect.mid)
    #expect(log.fired == ["Remove B"])
    // A full swipe on row C runs its first action, Pin.
    listDrag(&clock, from: CGPoint(x: 390, y: 110), to: CGPoint(x: 110, y: 110))
    #expect(log.fired == ["Remove B", "Pin C"])
  }

  @Test("allowsFullSwipe: false leaves a long swipe open instead of running an action")
  func noFullSwipe() throws {
    let log = SwipeLog()
    var clock = HostClock(
      SwipeList(log: log, custom: true, fullSwipe: false), width: 400, height: 300)
    clock.run(until: 0.1)
    listDrag(&clock, from: CGPoint(x: 390, y: rowB), to: CGPoint(x: 110, y: rowB))
    #expect(log.fired.isEmpty)
    // Open on both buttons: Pin at the trailing edge, 400 − 55.5 / 2.
    #expect(try #require(clock.host.dump().text("Pin")).rect.midX == CGFloat(372.25))
  }

  @Test("leading actions open with a swipe to the right, the first at the leading edge")
  func leadingEdge() throws {
    let log = SwipeLog()
    var clock = HostClock(
      SwipeList(log: log, custom: true, edge: .leading), width: 400, height: 300)
    clock.run(until: 0.1)
    listDrag(&clock, from: CGPoint(x: 100, y: rowB), to: CGPoint(x: 200, y: rowB))
    let d = clock.host.dump()
    // Pin from 0 to 55.5, Remove from 55.5 to 136.5.
    #expect(try #require(d.text("Pin")).rect.midX == CGFloat(27.75))
    #expect(try #require(d.text("Remove")).rect.midX == CGFloat(96))
  }
}
