import Engine
import Fixtures
import Foundation
import Testing

/// A model no ancestor provides.
private final class Basket: ObservableObject {
  @Published var count = 0
}

@Observable
private final class Shelf {
  var count = 0
}

@MainActor
private struct BasketReader: View {
  @EnvironmentObject var basket: Basket
  var body: some View { Text("\(basket.count)") }
}

@MainActor
private struct ShelfReader: View {
  @Environment(Shelf.self) var shelf
  var body: some View { Text("\(shelf.count)") }
}

/// Reading an `@EnvironmentObject` (or an `@Environment(Type.self)` object) that no ancestor
/// provided stops the program with SwiftUI's message, which names the type and the missing
/// modifier. SwiftUI's own words: "No ObservableObject of type Basket found. A
/// View.environmentObject(_:) for Basket may be missing as an ancestor of this view." Each
/// test runs its view in a child process (an exit test) and reads that process's stderr.
@Suite("a missing environment object stops with SwiftUI's message")
struct MissingEnvironmentObjectTests {
  @Test("a missing @EnvironmentObject")
  func missingEnvironmentObject() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = ViewGraph(
            root: BasketReader(), size: CGSize(width: 200, height: 100),
            text: FixedTextMetrics())
        }
      })
    let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      stderr.contains(
        "No ObservableObject of type Basket found. A View.environmentObject(_:) for Basket "
          + "may be missing as an ancestor of this view."), "\(stderr)")
  }

  @Test("a missing @Environment(Type.self) object")
  func missingObservable() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = ViewGraph(
            root: ShelfReader(), size: CGSize(width: 200, height: 100),
            text: FixedTextMetrics())
        }
      })
    let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(stderr.contains("No Observable object of type Shelf found."), "\(stderr)")
  }

  @Test("with the object provided, the same view draws")
  @MainActor func provided() {
    let dump = laidOut(BasketReader().environmentObject(Basket()))
    #expect(dump.text("0") != nil)
  }
}
