import Engine
import Fixtures
import Foundation
import Testing

/// An app written before iOS 16: a `NavigationView` with destination links and a title.
private struct OldStyleApp: View {
  var body: some View {
    NavigationView {
      VStack {
        NavigationLink("Open detail") { DetailScreen() }
        NavigationLink("Open value", value: 3)
      }
      .navigationTitle("Inbox")
      .navigationDestination(for: Int.self) { Text("value \($0)") }
    }
  }
}

private struct DetailScreen: View {
  @State private var count = 0

  var body: some View {
    Button("count \(count)") { count += 1 }
      .navigationTitle("Detail")
  }
}

/// `NavigationView` is a `NavigationStack` on this platform, as on iPhone since iOS 16 (its
/// `.stack` style): links push with the stack's slide, the bar shows the screen's title and
/// a back button named after the previous screen's title, and back pops.
@MainActor
@Suite("NavigationView")
struct NavigationViewTests {
  /// A slide is settled after 1 s (NavigationStackTests.settle).
  static let settle = NavigationStackTests.settle

  @Test("the root's title is in the bar")
  func title() {
    let h = navigationHost(OldStyleApp())
    #expect(h.shows("Inbox"))
    #expect(h.shows("Open detail"))
  }

  @Test("a destination link pushes, the back button names the root, and back pops")
  func pushAndPop() {
    let h = navigationHost(OldStyleApp())
    #expect(h.tap("Open detail", at: 0.1))
    h.update(now: 0.1 + Self.settle)
    #expect(h.shows("count 0"))
    #expect(h.shows("Detail"), "the pushed screen's title")
    #expect(!h.shows("Open detail"), "the covered screen is not drawn")
    #expect(h.tap("count 0", at: 2))
    #expect(h.shows("count 1"))
    #expect(h.tap("Inbox", at: 3), "the back button is titled with the root's title")
    h.update(now: 3 + Self.settle)
    #expect(h.shows("Open detail"))
    #expect(!h.shows("count 1"))
  }

  @Test("a value link pushes through navigationDestination, as in a stack")
  func valueLink() {
    let h = navigationHost(OldStyleApp())
    #expect(h.tap("Open value", at: 0.1))
    h.update(now: 0.1 + Self.settle)
    #expect(h.shows("value 3"))
  }
}
