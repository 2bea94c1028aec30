import Engine
import Fixtures
import Foundation
import Testing

// No `import Observation`: `@Observable` comes through `import Engine`, as it comes
// through `import SwiftUI` on Apple platforms.
@Observable
final class Scores {
  var home = 0
  var away = 0
  var showsAway = true
}

/// Counts body evaluations by view name.
@MainActor
final class Evaluations {
  var counts: [String: Int] = [:]
  var homeBinding: Binding<Int>?

  func note(_ name: String) -> Bool {
    counts[name, default: 0] += 1
    return true
  }
}

@MainActor
private struct HomeLabel: View {
  let scores: Scores
  let log: Evaluations
  var body: some View {
    let _ = log.note("home")
    Text("home \(scores.home)")
  }
}

@MainActor
private struct AwayLabel: View {
  let scores: Scores
  let log: Evaluations
  var body: some View {
    let _ = log.note("away")
    if scores.showsAway { Text("away \(scores.away)") }
  }
}

@MainActor
private struct Board: View {
  let scores: Scores
  let log: Evaluations
  var body: some View {
    let _ = log.note("board")
    VStack {
      HomeLabel(scores: scores, log: log)
      AwayLabel(scores: scores, log: log)
    }
  }
}

@MainActor
private struct HomeEditor: View {
  @Bindable var scores: Scores
  let log: Evaluations
  var body: some View {
    let _ = log.homeBinding = $scores.home
    Text("editor")
  }
}

@MainActor
@Suite("@Observable: a body is evaluated again when a property it read changes, and only then")
struct BodyObservationTests {
  private func board() -> (ViewGraph, Scores, Evaluations) {
    let scores = Scores()
    let log = Evaluations()
    let graph = ViewGraph(
      root: Board(scores: scores, log: log), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    return (graph, scores, log)
  }

  @Test("changing a property re-evaluates exactly the bodies that read it")
  func onlyReaders() {
    let (graph, scores, log) = board()
    #expect(log.counts == ["board": 1, "home": 1, "away": 1])
    scores.home = 3
    #expect(graph.needsUpdate, "the change marks the reader at once")
    graph.update()
    // Only HomeLabel read `home`; Board read no property of the model.
    #expect(log.counts == ["board": 1, "home": 2, "away": 1])
    #expect(graph.dump().text("home 3") != nil)
    scores.away = 1
    scores.away = 2
    graph.update()
    // Two changes before one update: one evaluation.
    #expect(log.counts == ["board": 1, "home": 2, "away": 2])
    #expect(graph.dump().text("away 2") != nil)
  }

  @Test("a property no body reads changes nothing; one read only by an older evaluation neither")
  func unreadProperties() {
    let (graph, scores, log) = board()
    scores.showsAway = false
    graph.update()
    #expect(log.counts["away"] == 2)
    // The latest evaluation of AwayLabel did not read `away` (hidden).
    scores.away = 9
    #expect(!graph.needsUpdate)
    graph.update()
    #expect(log.counts == ["board": 1, "home": 1, "away": 2])
  }

  @Test("a change from a task on the main actor counts")
  func changeFromTask() async {
    let (graph, scores, log) = board()
    await Task { @MainActor in scores.home = 7 }.value
    graph.update()
    #expect(log.counts["home"] == 2)
    #expect(graph.dump().text("home 7") != nil)
  }

  @Test("@Bindable gives bindings to the object's properties; writes re-evaluate readers")
  func bindable() throws {
    let scores = Scores()
    let log = Evaluations()
    let graph = ViewGraph(
      root: VStack {
        HomeEditor(scores: scores, log: log)
        HomeLabel(scores: scores, log: log)
      }, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    let binding = try #require(log.homeBinding)
    binding.wrappedValue = 4
    #expect(scores.home == 4)
    graph.update()
    #expect(log.counts["home"] == 2)
    #expect(graph.dump().text("home 4") != nil)
  }
}
