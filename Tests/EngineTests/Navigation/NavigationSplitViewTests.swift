import Engine
import Fixtures
import Foundation
import Testing

/// A two-column split: a sidebar of links choosing a number, the detail showing it.
private struct TwoColumns: View {
  var sidebarWidth: CGFloat?
  @Binding var visibility: NavigationSplitViewVisibility

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      VStack {
        Text("side")
        NavigationLink("pick 1", value: 1)
        NavigationLink("pick 2", value: 2)
        NavigationLink("pick text", value: "text")
      }
      .navigationDestination(for: Int.self) { CounterScreen(number: $0) }
      .modifier(SidebarWidth(width: sidebarWidth))
    } detail: {
      Text("nothing chosen")
    }
  }
}

/// Sets the sidebar's width when the test asks for one.
private struct SidebarWidth: ViewModifier {
  let width: CGFloat?

  func body(content: Content) -> some View {
    if let width {
      content.navigationSplitViewColumnWidth(width)
    } else {
      content
    }
  }
}

/// A three-column split: a sidebar choosing a letter, content listing numbers for it.
private struct ThreeColumns: View {
  var body: some View {
    NavigationSplitView {
      VStack {
        Text("side")
        NavigationLink("letter A", value: "A")
      }
      .navigationDestination(for: String.self) { letter in
        VStack {
          Text("content \(letter)")
          NavigationLink("number 7", value: 7)
        }
      }
      .navigationDestination(for: Int.self) { CounterScreen(number: $0) }
    } content: {
      Text("no letter")
    } detail: {
      Text("no number")
    }
  }
}

/// Holds a split's visibility as an app's state would.
@Observable
private final class SplitState {
  var visibility = NavigationSplitViewVisibility.automatic
}

private struct TwoColumnsHost: View {
  @Bindable var state: SplitState
  var sidebarWidth: CGFloat?

  var body: some View {
    TwoColumns(sidebarWidth: sidebarWidth, visibility: $state.visibility)
  }
}

@MainActor
private func splitHost<V: View>(_ view: V, width: CGFloat) -> ViewHost {
  ViewHost(root: view, size: CGSize(width: width, height: 400), text: FixedTextMetrics())
}

@MainActor
@Suite("NavigationSplitView")
struct NavigationSplitViewTests {
  /// Whether `text` is centred on `x`: a column centres its content, at whole points (a
  /// screen rounds its content's origin), so within half a point.
  private func centred(_ h: ViewHost, _ text: String, on x: CGFloat) throws -> Bool {
    abs(try midX(h, text) - x) <= 0.5
  }

  /// A text's horizontal centre.
  private func midX(_ h: ViewHost, _ text: String) throws -> CGFloat {
    try #require(h.dump().text(text)).rect.midX
  }

  @Test(
    "side by side, the sidebar is 320 pt and the detail takes the rest",
    arguments: [640, 800, 1024, 1366] as [CGFloat])
  func twoColumnWidths(width: CGFloat) throws {
    let h = splitHost(TwoColumnsHost(state: SplitState()), width: width)
    h.update(now: 0)
    // UIKit's automatic primary column: x 0…320, centre 160; the detail 320…W, centre
    // 320 + (W − 320) / 2.
    #expect(try centred(h, "side", on: 160))
    #expect(try centred(h, "nothing chosen", on: 320 + (width - 320) / 2))
  }

  @Test(
    "below 640 pt the split is one stack: the sidebar fills the window",
    arguments: [320, 390, 639] as [CGFloat])
  func collapses(width: CGFloat) throws {
    let h = splitHost(TwoColumnsHost(state: SplitState()), width: width)
    h.update(now: 0)
    #expect(try centred(h, "side", on: width / 2))
    #expect(!h.shows("nothing chosen"), "the detail is not shown until something is chosen")
  }

  @Test("the three columns are 320, 320 and the rest")
  func threeColumnWidths() throws {
    let h = splitHost(ThreeColumns(), width: 1200)
    h.update(now: 0)
    // Sidebar 0…320 (centre 160), content 320…640 (480), detail 640…1200 (920).
    #expect(try centred(h, "side", on: 160))
    #expect(try centred(h, "no letter", on: 480))
    #expect(try centred(h, "no number", on: 920))
  }

  @Test("navigationSplitViewColumnWidth sets the sidebar's width")
  func columnWidth() throws {
    let h = splitHost(TwoColumnsHost(state: SplitState(), sidebarWidth: 200), width: 1000)
    h.update(now: 0)
    h.update(now: 0.1)
    // Sidebar 0…200 (centre 100); detail 200…1000 (centre 600).
    #expect(try centred(h, "side", on: 100))
    #expect(try centred(h, "nothing chosen", on: 600))
  }

  @Test("a sidebar link chooses the detail's root; another choice is a new root with new state")
  func sidebarChoosesDetail() throws {
    let h = splitHost(TwoColumnsHost(state: SplitState()), width: 1000)
    h.update(now: 0)
    #expect(h.tap("pick 1", at: 0.1))
    h.update(now: 0.2)
    #expect(h.shows("screen 1 count 0"))
    #expect(!h.shows("nothing chosen"))
    #expect(try centred(h, "screen 1 count 0", on: 320 + 680 / 2), "shown in the detail column")
    #expect(h.tap("add 1", at: 0.3))
    #expect(h.shows("screen 1 count 1"))
    #expect(!h.shows("Back"), "the chosen value is the column's root: no back button")
    #expect(h.tap("pick 2", at: 0.5))
    h.update(now: 0.6)
    #expect(h.shows("screen 2 count 0"))
    #expect(h.tap("pick 1", at: 0.7))
    h.update(now: 0.8)
    #expect(h.shows("screen 1 count 0"), "chosen again: new state")
  }

  @Test("a value with no destination chooses nothing and is reported once, in SwiftUI's words")
  func missingDestination() {
    let h = splitHost(TwoColumnsHost(state: SplitState()), width: 1000)
    h.update(now: 0)
    _ = h.problems()
    h.tap("pick text", at: 0.1)
    h.tap("pick text", at: 0.3)
    let problems = h.problems()
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasPrefix("A NavigationLink is presenting a value of type “String”") == true)
    #expect(h.shows("nothing chosen"))
  }

  @Test("in three columns the sidebar chooses the content and the content the detail")
  func threeColumnChoices() throws {
    let h = splitHost(ThreeColumns(), width: 1200)
    h.update(now: 0)
    #expect(h.tap("letter A", at: 0.1))
    h.update(now: 0.2)
    #expect(try centred(h, "content A", on: 480))
    #expect(h.tap("number 7", at: 0.3))
    h.update(now: 0.4)
    #expect(try centred(h, "screen 7 count 0", on: 920))
  }

  @Test(
    "columnVisibility: detailOnly gives the detail the window; doubleColumn shows the sidebar of two"
  )
  func visibility() throws {
    let state = SplitState()
    let h = splitHost(TwoColumnsHost(state: state), width: 1000)
    h.update(now: 0)
    // Each change slides the columns (SplitColumnSlideTests): the layout is read at rest.
    state.visibility = .detailOnly
    h.update(now: 0.1)
    h.update(now: 0.1 + NavigationStackTests.settle)
    #expect(!h.shows("side"))
    #expect(try centred(h, "nothing chosen", on: 500))
    state.visibility = .doubleColumn
    h.update(now: 2)
    h.update(now: 2 + NavigationStackTests.settle)
    #expect(try centred(h, "side", on: 160))
  }

  @Test(
    "prominentDetail keeps the detail full width under the sidebar; a tap on it hides the sidebar")
  func prominentDetail() throws {
    let state = SplitState()
    let h = splitHost(
      TwoColumnsHost(state: state).navigationSplitViewStyle(.prominentDetail), width: 1000)
    h.update(now: 0)
    #expect(try centred(h, "nothing chosen", on: 500), "the detail keeps the window's width")
    #expect(try centred(h, "side", on: 160))
    // A tap on the dimmed detail, right of the sidebar.
    h.handle(.pointerDown(CGPoint(x: 800, y: 300)), at: 0.1)
    h.handle(.pointerUp(CGPoint(x: 800, y: 300)), at: 0.15)
    h.update(now: 0.2)
    #expect(state.visibility == .detailOnly)
    // The sidebar slides out (SplitColumnSlideTests): gone once the slide has settled.
    h.update(now: 0.2 + NavigationStackTests.settle)
    #expect(!h.shows("side"))
  }

  @Test("collapsed, a sidebar link pushes the detail and back deselects it")
  func compactPushAndBack() {
    let h = splitHost(TwoColumnsHost(state: SplitState()), width: 390)
    h.update(now: 0)
    #expect(h.tap("pick 1", at: 0.1))
    h.update(now: 0.1 + NavigationStackTests.settle)
    #expect(h.shows("screen 1 count 0"))
    #expect(!h.shows("side"), "the sidebar is covered")
    #expect(h.tap("Back", at: 2))
    h.update(now: 2 + NavigationStackTests.settle)
    #expect(h.shows("side"))
    #expect(!h.shows("screen 1 count 0"))
  }

  @Test("a window widened past 640 pt lays the split out side by side, keeping the choice")
  func resizeToWide() throws {
    let h = splitHost(TwoColumnsHost(state: SplitState()), width: 390)
    h.update(now: 0)
    h.tap("pick 2", at: 0.1)
    h.update(now: 0.1 + NavigationStackTests.settle)
    h.size = CGSize(width: 1000, height: 400)
    h.update(now: 2)
    h.update(now: 2.1)
    #expect(try centred(h, "side", on: 160))
    #expect(try centred(h, "screen 2 count 0", on: 660))
  }
}
