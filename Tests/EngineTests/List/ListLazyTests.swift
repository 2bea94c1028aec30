import Engine
import Fixtures
import Foundation
import Testing

/// Which rows' bodies ran, and how often.
@MainActor
private final class RowEvaluations {
  var counts: [Int: Int] = [:]
}

@MainActor
private struct CountedRow: View {
  let index: Int
  let evaluations: RowEvaluations

  var body: some View {
    evaluations.counts[index, default: 0] += 1
    return Text("Row \(index)")
  }
}

@MainActor
@Suite("List lazy rows")
struct ListLazyTests {
  @Test("a 100 000-row list builds only the rows near the visible part")
  func buildsVisibleRows() throws {
    let evaluations = RowEvaluations()
    var clock = HostClock(
      List(0..<100_000) { i in CountedRow(index: i, evaluations: evaluations) }
        .listStyle(.plain),
      width: 400, height: 300)
    clock.run(until: 0.1)
    // Plain 44-pt rows from the top of a 300-pt list. A lazy stack builds the rows from
    // one viewport above the visible part to one below it: rows starting before
    // 0 + 2 × 300 = 600 pt, ⌈600 / 44⌉ = 14 rows (0 to 13), each body evaluated once.
    #expect(evaluations.counts.keys.sorted() == Array(0..<14))
    #expect(evaluations.counts.values.allSatisfy { $0 == 1 })
    // The content is as long as every row: 100 000 × 44 pt, which the scroll view knows
    // without building them.
    let stack = try #require(clock.host.dump().first("LazyVStack"))
    #expect(stack.rect.height == 4_400_000)
  }

  @Test("scrolling to the end builds the last rows and keeps three viewports' worth built")
  func scrollingBuildsNewRows() throws {
    let evaluations = RowEvaluations()
    var clock = HostClock(
      List(0..<100_000) { i in CountedRow(index: i, evaluations: evaluations) }
        .listStyle(.plain),
      width: 400, height: 300)
    clock.run(until: 0.1)
    clock.host.key(ScrollPhysics.Key.last, at: clock.now)
    clock.run(until: 3)
    #expect(clock.host.dump().text("Row 99999") != nil)
    // The built rows span one viewport above the visible part to one below it, cut at the
    // list's end: at most ⌈3 × 300 / 44⌉ + 1 = 22 rows whatever the scroll.
    let stack = try #require(clock.host.dump().first("LazyVStack"))
    #expect(stack.children.count <= 22)
    // The rows the animated scroll passed were built as they showed; the body of none
    // was evaluated twice, and most of the 100 000 never.
    #expect(evaluations.counts.values.allSatisfy { $0 == 1 })
    #expect(evaluations.counts.count < 10_000)
  }

  @Test("a list whose ForEach repeats an id says so once, as SwiftUI logs it")
  func duplicateIDs() {
    var clock = HostClock(
      List(["A", "B", "A"], id: \.self) { Text($0) }, width: 400, height: 300)
    clock.run(until: 0.5)
    clock.host.handle(.pointerDown(CGPoint(x: 200, y: 60)), at: 0.6)
    clock.host.handle(.pointerUp(CGPoint(x: 200, y: 60)), at: 0.65)
    clock.run(until: 1)
    let problems = clock.events.compactMap { event -> String? in
      if case .problem(let message) = event.kind { return message }
      return nil
    }
    #expect(
      problems == [
        "List: the ID A occurs multiple times within the collection, "
          + "this will give undefined results!"
      ])
  }

  @Test("a NavigationLink row shows a chevron at its trailing edge")
  func navigationLinkChevron() throws {
    let d = laidOut(
      NavigationStack {
        List {
          NavigationLink("Details") { Text("Pushed") }
        }
      })
    let title = try #require(d.text("Details"))
    let chevron = try #require(d.all.first { $0.type == "Image" })
    // On the title's line, at the row's trailing inset: the card's edge (380) less 20.
    #expect(abs(chevron.rect.midY - title.rect.midY) < 1)
    #expect(chevron.rect.maxX == 360)
  }
}
