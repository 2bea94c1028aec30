import Engine
import Fixtures
import Foundation
import Testing

/// A counter row's data.
struct CounterItem: Identifiable {
  let id: Int
  var count: Int
}

/// Counters in `List($items)`, or in `ForEach($items)` inside a list, each row a button
/// adding one to its own element through its binding; `onDelete` removes them.
@MainActor
struct CounterList: View {
  var forEach = false
  @State private var items = [CounterItem(id: 1, count: 0), CounterItem(id: 2, count: 5)]

  var body: some View {
    if forEach {
      List {
        ForEach($items) { $item in
          Button("\(item.id): \(item.count)") { item.count += 1 }
        }
        .onDelete { items.remove(atOffsets: $0) }
      }
      .listStyle(.plain)
    } else {
      List($items) { $item in
        Button("\(item.id): \(item.count)") { item.count += 1 }
      }
      .listStyle(.plain)
    }
  }
}

@MainActor
@Suite("List bindings")
struct ListBindingTests {
  @Test(
    "List($items) gives each row a binding that writes its own element",
    arguments: [
      false, true,
    ])
  func rowBindings(forEach: Bool) throws {
    var clock = HostClock(CounterList(forEach: forEach), width: 400, height: 300)
    clock.run(until: 0.1)
    // Row two's button: 5 → 6, row one's untouched.
    listTap(&clock, try #require(clock.host.dump().text("2: 5")).rect.mid)
    #expect(clock.host.dump().text("2: 6") != nil)
    #expect(clock.host.dump().text("1: 0") != nil)
    listTap(&clock, try #require(clock.host.dump().text("1: 0")).rect.mid)
    #expect(clock.host.dump().text("1: 1") != nil)
  }

  @Test("a ForEach($items) row deleted by a swipe leaves the others' bindings whole")
  func deleteWithBindings() throws {
    var clock = HostClock(CounterList(forEach: true), width: 400, height: 300)
    clock.run(until: 0.1)
    // A full swipe (past 60 % of 400 pt) on row one deletes it.
    listDrag(&clock, from: CGPoint(x: 390, y: 22), to: CGPoint(x: 110, y: 22))
    let d = clock.host.dump()
    #expect(d.text("1: 0") == nil)
    // CounterItem 2 is now offset 0: its binding writes it, not the deleted one.
    listTap(&clock, try #require(d.text("2: 5")).rect.mid)
    #expect(clock.host.dump().text("2: 6") != nil)
  }

  @Test("ForEach(_:id:) over a binding identifies elements by the key path")
  func bindingWithID() {
    let d = laidOut(
      List {
        ForEach(.constant(["x", "y"]), id: \.self) { $s in Text(s) }
      })
    #expect(d.text("x") != nil && d.text("y") != nil)
  }
}
