import Engine
import Fixtures
import Foundation
import Testing

/// An app's model, held by the views below through bindings and closures.
@Observable
private final class Library {
  var path: [Int] = []
  var selected: String?
}

private struct Stack: View {
  @Bindable var library: Library

  var body: some View {
    NavigationStack(path: $library.path) {
      Text("root")
        .navigationDestination(for: Int.self) { Text("screen \($0)") }
    }
  }
}

private struct Split: View {
  @Bindable var library: Library

  var body: some View {
    NavigationSplitView {
      List(["Inbox", "Sent"], id: \.self, selection: $library.selected) { Text($0) }
    } detail: {
      Text("showing \(library.selected ?? "none")")
    }
  }
}

/// A sidebar that reads the app's model from the environment in a closure it gives the split
/// (a destination), as an app's list does.
private struct EnvironmentSidebar: View {
  @Environment(Library.self) private var library

  var body: some View {
    ScrollView {
      Text("rows \(library.path.count)")
    }
    .navigationDestination(for: Int.self) { Text("screen \($0) of \(library.path.count)") }
  }
}

private struct EnvironmentSplit: View {
  var body: some View {
    NavigationSplitView {
      EnvironmentSidebar()
    } detail: {
      Text("detail")
    }
  }
}

/// An app's number, edited through a format.
@Observable
private final class Amount {
  var value = 7
}

private struct AmountEditor: View {
  @Bindable var amount: Amount

  var body: some View {
    TextField("Amount", value: $amount.value, format: IntegerFormatStyle<Int>())
  }
}

private struct Capturing: View {
  let probe: TeardownProbe
  @State private var count = 0
  @StateObject private var model = CapturingModel()

  var body: some View {
    // Reads the states through the view captured in the closure the model keeps.
    let _ = model.action = { [self] in _ = (count, model.value) }
    let _ = probe.model = model
    Text("count \(count)")
  }
}

private final class CapturingModel: ObservableObject {
  @Published var value = 0
  var action: (() -> Void)?
}

/// Where a test finds what a view made.
@MainActor
private final class TeardownProbe {
  weak var model: CapturingModel?
}

/// A host that is dropped takes what its views own with it, as a window that closes does:
/// the navigation models, the state, and the tasks still sleeping. Nothing the views made
/// keeps itself alive through the closures it holds.
@MainActor
@Suite("A dropped host frees its views' models and ends their tasks")
struct HostTeardownTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400) -> ViewHost {
    ViewHost(root: view, size: CGSize(width: width, height: 300), text: FixedTextMetrics())
  }

  @Test("a navigation stack's model, and the app model its path binding holds, are freed")
  func stackFreed() {
    weak var library: Library?
    do {
      let model = Library()
      library = model
      let h = host(Stack(library: model))
      model.path = [1]
      h.update(now: 0.1)
      h.update(now: 2)
      #expect(h.dump().text("screen 1") != nil)
    }
    #expect(library == nil)
  }

  @Test("a split view's model, and the app model its list selection holds, are freed")
  func splitFreed() {
    weak var library: Library?
    do {
      let model = Library()
      library = model
      // 800 points: wider than the split's 640-point compact width, columns side by side.
      let h = host(Split(library: model), width: 800)
      model.selected = "Inbox"
      h.update(now: 0.1)
      #expect(h.dump().text("showing Inbox") != nil)
    }
    #expect(library == nil)
  }

  /// The environment a view reads holds the split's model (the column it is in) and the
  /// app's model; the split's model holds the destinations, whose closures captured the
  /// view. At 390 points (below the split's 640-point compact width) the split collapses
  /// into one stack, which registers a destination of its own with the split's model.
  @Test(
    "a split view whose column's closures captured a view reading the environment is freed",
    arguments: [390, 800])
  func splitWithEnvironmentFreed(width: CGFloat) {
    weak var library: Library?
    do {
      let model = Library()
      library = model
      let h = host(EnvironmentSplit().environment(model), width: width)
      h.update(now: 0.1)
      #expect(h.dump().text("rows 0") != nil)
    }
    #expect(library == nil)
  }

  /// The field's editor keeps the draft binding and the commit action it is given, which
  /// hold the format's binding to the app's model.
  @Test("a text field with a format is freed with the app model its value binding holds")
  func formattedFieldFreed() {
    weak var amount: Amount?
    do {
      let model = Amount()
      amount = model
      let h = host(AmountEditor(amount: model))
      h.update(now: 0)
      #expect(h.dump().first("TextField")?.text == "7")
    }
    #expect(amount == nil)
  }

  @Test("a state object whose closure captured its view is freed")
  func stateObjectFreed() {
    let probe = TeardownProbe()
    do {
      let h = host(Capturing(probe: probe))
      h.update(now: 0)
      #expect(probe.model != nil)
    }
    #expect(probe.model == nil)
  }
}
