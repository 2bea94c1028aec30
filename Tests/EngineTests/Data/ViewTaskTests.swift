import Engine
import Fixtures
import Foundation
import Testing

/// What view tasks did, in order.
@MainActor
final class TaskLog {
  var entries: [String] = []
  var show: ((Bool) -> Void)?
  var setID: ((Int) -> Void)?
}

@MainActor
private struct Ticking: View {
  let log: TaskLog
  @State private var shows = true
  @State private var id = 0
  @State private var ticks = 0

  var body: some View {
    // The log keeps this closure, and the view holds the log: the closure holds the state's
    // binding, not the view, or log and view would keep each other alive.
    let _ = log.show = { [binding = $shows] in binding.wrappedValue = $0 }
    let _ = log.setID = { [binding = $id] in binding.wrappedValue = $0 }
    VStack {
      Text("ticks \(ticks)")
      if shows {
        Text("ticker")
          .task(id: id) {
            let mine = id
            log.entries.append("start \(mine)")
            do {
              while true {
                try await Task.sleep(for: .seconds(1))
                ticks += 1
                log.entries.append("tick \(mine)")
              }
            } catch {
              log.entries.append("cancelled \(mine)")
            }
          }
      }
    }
  }
}

@MainActor
@Suite(".task and .task(id:): on the main actor, sleeping on the host's clock")
struct ViewTaskTests {
  /// Lets the main actor run the tasks' steps that are ready (no host time passes): until
  /// every task the clock woke has gone on (the runtime may route a resumed task through
  /// another thread first; a generous deadline on a busy machine), then a few more turns
  /// for steps enqueued directly.
  private func settle(_ host: ViewHost) async {
    let deadline = ContinuousClock.now + .seconds(30)
    while host.tasksWaking && ContinuousClock.now < deadline { await Task.yield() }
    for _ in 0..<20 { await Task.yield() }
  }

  @Test("Task.sleep in a task waits on the host's clock, not the wall clock")
  func sleepsOnHostClock() async {
    let log = TaskLog()
    let host = ViewHost(
      root: Ticking(log: log), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    await settle(host)
    #expect(log.entries == ["start 0"])
    #expect(host.nextDeadline == 1, "the host is told when the sleep ends")
    host.update(now: 0.99)
    await settle(host)
    #expect(log.entries == ["start 0"], "0.99 s of host time is not a second")
    host.update(now: 3)
    await settle(host)
    // One sleep ends per advance: the next sleep starts from 3 s, the time it was asked.
    #expect(log.entries == ["start 0", "tick 0"])
    host.update(now: 4)
    await settle(host)
    host.update(now: 4)
    #expect(log.entries == ["start 0", "tick 0", "tick 0"])
    #expect(host.dump().text("ticks 2") != nil)
  }

  @Test("a new id cancels the running task and starts another")
  func idChangeRestarts() async throws {
    let log = TaskLog()
    let host = ViewHost(
      root: Ticking(log: log), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    await settle(host)
    let setID = try #require(log.setID)
    setID(7)
    host.update(now: 0.5)
    await settle(host)
    // Cancelling is cooperative: the new task may start before the old one sees it.
    #expect(log.entries.first == "start 0")
    #expect(Set(log.entries.dropFirst()) == ["cancelled 0", "start 7"])
    #expect(log.entries.count == 3)
  }

  @Test("the task is cancelled when its view disappears")
  func disappearCancels() async throws {
    let log = TaskLog()
    let host = ViewHost(
      root: Ticking(log: log), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    await settle(host)
    let show = try #require(log.show)
    show(false)
    host.update(now: 0.5)
    await settle(host)
    #expect(log.entries == ["start 0", "cancelled 0"])
    #expect(host.nextDeadline == nil, "no sleeper is left")
  }

  @Test("a task sleeping when its host is dropped is cancelled, as when its view disappears")
  func droppedHostCancels() async {
    let log = TaskLog()
    do {
      let host = ViewHost(
        root: Ticking(log: log), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
      host.update(now: 0)
      await settle(host)
      #expect(log.entries == ["start 0"])
    }
    // The sleep ends with the graph; the task's catch runs in a later turn of the main
    // actor (a generous deadline on a busy machine; a pass returns at once).
    let deadline = ContinuousClock.now + .seconds(30)
    while log.entries.count < 2 && ContinuousClock.now < deadline { await Task.yield() }
    #expect(log.entries == ["start 0", "cancelled 0"])
    // The log's closures captured the view: let them go, or they keep one another.
    log.show = nil
    log.setID = nil
  }

  @Test("outside a view's task, Task.sleep is the system's")
  func sleepOutsideTasks() async throws {
    let start = ContinuousClock.now
    try await Task.sleep(for: .milliseconds(1))
    #expect(ContinuousClock.now - start >= .milliseconds(1))
  }
}
