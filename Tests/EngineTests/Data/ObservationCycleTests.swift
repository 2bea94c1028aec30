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

/// An `@Observable` model's observation cycle (a body writing what it reads) does not
/// loop: a write made while the body is evaluated comes before the body's observation
/// begins, so it dirties nothing, and later updates evaluate nothing. (Unlike the `@State`
/// cycle, it is not reported.)
@MainActor
@Suite("an observation cycle is bounded and reported once")
struct ObservationCycleTests {
  @Test("a body writing the @Observable property it reads does not loop")
  func bodyWritesWhatItReads() {
    let counter = Counter()
    let g = ViewGraph(
      root: CountingBody(counter: counter), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    g.layoutIfNeeded()
    // Whatever happens, no more than the update's rounds (`ViewGraph.updateRounds`) plus
    // the first build's.
    let first = g.bodyEvaluations
    #expect(first <= ViewGraph.updateRounds + 2)
    #expect(counter.count <= ViewGraph.updateRounds + 2)
    // Later updates with nothing else changed evaluate nothing.
    g.update()
    g.layoutIfNeeded()
    g.update()
    #expect(g.bodyEvaluations == first)
  }
}
