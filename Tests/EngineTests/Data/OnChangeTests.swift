import Engine
import Fixtures
import Foundation
import Testing

/// Records what `onChange` actions saw.
@MainActor
final class ChangeLog {
  var entries: [String] = []
  var set: ((Int) -> Void)?
}

@MainActor
private struct Watched: View {
  let log: ChangeLog
  let initial: Bool
  @State private var value = 0
  @State private var echo = 0

  var body: some View {
    // The log keeps this closure, and the view holds the log: the closure holds the state's
    // binding, not the view, or log and view would keep each other alive.
    let _ = log.set = { [binding = $value] in binding.wrappedValue = $0 }
    VStack {
      Text("value \(value) echo \(echo)")
        .onChange(of: value, initial: initial) { old, new in
          log.entries.append("inner \(old)->\(new)")
          // A change made by an action is evaluated within the same update.
          echo = new * 10
        }
    }
    .onChange(of: value) { log.entries.append("outer") }
    .onChange(of: echo) { old, new in log.entries.append("echo \(old)->\(new)") }
  }
}

@MainActor
private struct Runaway: View {
  let log: ChangeLog
  @State private var n = 0
  var body: some View {
    // The log keeps this closure, and the view holds the log: the closure holds the state's
    // binding, not the view, or log and view would keep each other alive.
    let _ = log.set = { [binding = $n] in binding.wrappedValue = $0 }
    Text("n \(n)").onChange(of: n) {
      log.entries.append("\(n)")
      n += 1
    }
  }
}

@MainActor
@Suite("onChange(of:initial:_:)")
struct OnChangeTests {
  private func host(_ view: some View) -> ViewHost {
    ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
  }

  @Test(
    "runs after the update with old and new values, outer views first; chained changes settle in the same update"
  )
  func orderAndValues() throws {
    let log = ChangeLog()
    let h = host(Watched(log: log, initial: false))
    h.update(now: 0)
    #expect(log.entries.isEmpty, "no initial call without initial: true")
    let set = try #require(log.set)
    set(2)
    h.update(now: 0.1)
    // Built outside in: the `echo` and `value` modifiers wrap the VStack, whose Text's
    // modifier is built last. The echo the inner action sets runs in a second round.
    #expect(log.entries == ["outer", "inner 0->2", "echo 0->20"])
    #expect(h.dump().text("value 2 echo 20") != nil)
  }

  @Test("the same value again, or a change undone before the update, runs nothing")
  func noChangeRule() throws {
    let log = ChangeLog()
    let h = host(Watched(log: log, initial: false))
    h.update(now: 0)
    let set = try #require(log.set)
    set(0)
    h.update(now: 0.1)
    set(3)
    set(0)
    h.update(now: 0.2)
    #expect(log.entries.isEmpty)
  }

  @Test("initial: true runs once when the view appears, with the value as old and new")
  func initial() {
    let log = ChangeLog()
    let h = host(Watched(log: log, initial: true))
    h.update(now: 0)
    #expect(log.entries == ["inner 0->0"])
    #expect(h.dump().text("value 0 echo 0") != nil)
  }

  @Test("an action that changes its own value each time is bounded per update")
  func runawayIsBounded() throws {
    let log = ChangeLog()
    let graph = ViewGraph(
      root: Runaway(log: log), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    graph.update()
    let set = try #require(log.set)
    set(1)
    graph.update()
    // Each round runs the action once and re-evaluates the body: `maxReactionRounds` (16)
    // rounds, then the update returns with the rest pending.
    #expect(log.entries.count == 16)
    #expect(graph.needsUpdate, "the rest waits for the next update")
  }
}
