import Engine
import Fixtures
import Foundation
import Testing

/// A tab with a counter of its own.
private struct CounterTab: View {
  let name: String
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(name) \(count)")
      Button("add \(name)") { count += 1 }
    }
  }
}

/// Two tabs bound to a selection the test reads.
private struct Tabs: View {
  @Bindable var model: TabModel

  var body: some View {
    TabView(selection: $model.tab) {
      CounterTab(name: "first")
        .tabItem {
          Image(systemName: "house")
          Text("Home")
        }
        .tag("home")
      CounterTab(name: "second")
        .tabItem {
          Image(systemName: "gear")
          Text("Settings")
        }
        .tag("settings")
    }
  }
}

@Observable
private final class TabModel {
  var tab = "home"
}

@MainActor
@Suite("TabView")
struct TabViewTests {
  @Test("clicking a tab item switches tabs and sets the selection; each tab keeps its state")
  func switching() {
    let model = TabModel()
    let h = navigationHost(Tabs(model: model))
    #expect(h.shows("first 0"))
    #expect(!h.shows("second 0"), "only the chosen tab is shown")
    h.tap("add first", at: 0.1)
    h.tap("add first", at: 0.3)
    #expect(h.shows("first 2"))
    #expect(h.tap("Settings", at: 1))
    #expect(model.tab == "settings")
    #expect(h.shows("second 0"))
    h.tap("add second", at: 1.2)
    #expect(h.tap("Home", at: 2))
    #expect(h.shows("first 2"), "the first tab kept its state")
    model.tab = "settings"
    h.update(now: 3)
    #expect(h.shows("second 1"), "and so did the second")
  }

  @Test("the bar is 49 pt at the bottom, its items sharing the width")
  func barGeometry() throws {
    let model = TabModel()
    let h = navigationHost(Tabs(model: model))
    let home = try #require(h.dump().text("Home"))
    let settings = try #require(h.dump().text("Settings"))
    // Window 400×300: the bar spans y 251…300, each item a 200 pt half centred at 100 and
    // 300.
    #expect(home.rect.minY > 251 && home.rect.maxY < 300)
    #expect(abs(home.rect.midX - 100) < 1)
    #expect(abs(settings.rect.midX - 300) < 1)
    // The tab's content is centred in the 251 pt above the bar.
    let first = try #require(h.dump().text("first 0"))
    #expect(first.rect.maxY < 251)
  }
}
