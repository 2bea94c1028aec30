import Fixtures
import Foundation
import Testing

@testable import Engine

/// A model whose count a body both reads and writes.
@Observable
private final class Counter {
  var count = 0
}

/// A body that writes the `@Observable` property it reads, on every evaluation.
@MainActor
private struct CountingBody: View {
  let counter: Counter

  var body: some View {
    let _ = counter.count += 1
    Text("\(counter.count)")
  }
}

/// A body that writes what it read once, and then no more: it settles.
@Observable
private final class Loader {
  var loaded = false
  var label = "idle"
}

@MainActor
private struct LoadingBody: View {
  let loader: Loader

  var body: some View {
    if loader.label == "go" && !loader.loaded { loader.loaded = true }
    return Text(loader.loaded ? "loaded" : "waiting")
  }
}

/// An `@Observable` model's observation cycle (a body writing what it reads) is bounded and
/// reported once, as the `@State` cycle is (`HostileViewTests`): the body's own write
/// reaches the tracking of its previous evaluation, dirties the body again, and the update
/// gives up after `ViewGraph.updateRounds` rounds with one "Modifying state during view
/// update" problem.
@MainActor
@Suite("an observation cycle is bounded and reported once")
struct ObservationCycleTests {
  static func graph(_ view: some View) -> ViewGraph {
    ViewGraph(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
  }

  static func problems(_ g: ViewGraph) -> [String] {
    g.events.compactMap { if case .problem(let m) = $0.kind { m } else { nil } }
  }

  @Test("a body writing the @Observable property it reads is bounded and reported once")
  func bodyWritesWhatItReads() {
    let counter = Counter()
    let g = Self.graph(CountingBody(counter: counter))
    g.layoutIfNeeded()
    // The first evaluation's write comes before any of the body's reads are tracked.
    #expect(g.bodyEvaluations == 1)
    #expect(counter.count == 1)
    #expect(Self.problems(g).isEmpty)

    // A change from outside makes the body due; from then on each evaluation's write
    // dirties it again, one evaluation per round, until the update's bound: exactly
    // `updateRounds` evaluations, each adding 1 to 100.
    counter.count = 100
    g.layoutIfNeeded()
    #expect(g.bodyEvaluations == 1 + ViewGraph.updateRounds)
    #expect(counter.count == 100 + ViewGraph.updateRounds)
    let problems = Self.problems(g)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("Modifying state during view update") == true)

    // Given up: with nothing else changed, later updates evaluate nothing.
    g.update()
    g.layoutIfNeeded()
    #expect(g.bodyEvaluations == 1 + ViewGraph.updateRounds)

    // Another change from outside runs the bounded cycle again, and is not reported again.
    counter.count = 0
    g.layoutIfNeeded()
    #expect(g.bodyEvaluations == 1 + 2 * ViewGraph.updateRounds)
    #expect(Self.problems(g).count == 1)
  }

  @Test("a body that writes what it read once settles with no report")
  func settlingWriteIsNotACycle() {
    let loader = Loader()
    let g = Self.graph(LoadingBody(loader: loader))
    g.layoutIfNeeded()
    #expect(g.bodyEvaluations == 1)
    // The change makes the body due (1); it writes `loaded`, which it read, so it is due
    // once more (2), and that evaluation writes nothing.
    loader.label = "go"
    g.layoutIfNeeded()
    #expect(g.bodyEvaluations == 3)
    #expect(g.dump().text("loaded") != nil)
    #expect(Self.problems(g).isEmpty)
    g.update()
    #expect(g.bodyEvaluations == 3)
  }
}
