import Engine
import Fixtures
import Foundation
import Testing

/// SwiftUI's safe area: a window has none; a navigation bar, a tab bar, `safeAreaInset` and
/// `safeAreaPadding` make insets; content is laid out inside them; `ignoresSafeArea` (and a
/// `ShapeStyle` background) reaches over them on the edges where the view meets them;
/// `GeometryProxy.safeAreaInsets` reports them. Windows are 400 x 300 points.
@MainActor
@Suite("The safe area: bars' insets, ignoresSafeArea, safeAreaInset")
struct SafeAreaTests {
  @Test("a window has no safe area: nothing to reach, zero insets")
  func bareWindow() throws {
    let log = LastProxy()
    let root = laidOut(
      ZStack {
        Color.red.id("red").frame(width: 100, height: 100).ignoresSafeArea()
        log.reader
      })
    // The 100 x 100 frame centred in the window: ((400 − 100) / 2, (300 − 100) / 2).
    #expect(root.frameOf(id: "red") == CGRect(x: 150, y: 100, width: 100, height: 100))
    #expect(try #require(log.proxy).safeAreaInsets == EdgeInsets())
  }

  @Test("a stack's screen starts under its bar; ignoring the safe area reaches the top")
  func underTheBar() {
    // The inline bar is 44 pt: the screen is the rest, (0, 44, 400, 256), and a colour
    // fills it. Ignoring the safe area, its frame reaches the bar's top edge, y 0, and is
    // 44 taller; the bottom has no inset (no toolbar, the window's edge).
    let inside = navigationHost(inlineScreen(Color.red.id("red"))).dump()
    #expect(inside.frameOf(id: "red") == CGRect(x: 0, y: 44, width: 400, height: 256))
    let all = navigationHost(inlineScreen(Color.red.id("red").ignoresSafeArea())).dump()
    #expect(all.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 400, height: 300))
    // Only the bottom edge, or only the keyboard's region (there is no keyboard): nothing.
    let bottom = navigationHost(
      inlineScreen(Color.red.id("red").ignoresSafeArea(edges: .bottom))
    ).dump()
    #expect(bottom.frameOf(id: "red") == CGRect(x: 0, y: 44, width: 400, height: 256))
    let keyboard = navigationHost(
      inlineScreen(Color.red.id("red").ignoresSafeArea(.keyboard))
    ).dump()
    #expect(keyboard.frameOf(id: "red") == CGRect(x: 0, y: 44, width: 400, height: 256))
    // The older spelling does the same as ignoresSafeArea(.all, edges:).
    let old = navigationHost(inlineScreen(Color.red.id("red").edgesIgnoringSafeArea(.top)))
      .dump()
    #expect(old.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 400, height: 300))
  }

  @Test("only a view that meets the safe area's edge reaches over it")
  func onlyAtTheEdge() {
    // A 30 pt spacer above the colour puts its top at 44 + 30 = 74, inside the safe area:
    // it has no top inset and stays; its bottom meets the window's edge, no inset either.
    let root = navigationHost(
      inlineScreen(
        VStack(spacing: 0) {
          Color.clear.frame(height: 30)
          Color.red.id("red").ignoresSafeArea()
        })
    ).dump()
    #expect(root.frameOf(id: "red") == CGRect(x: 0, y: 74, width: 400, height: 226))
  }

  @Test("a shape-style background reaches under the bar unless told not to")
  func backgroundUnderTheBar() {
    // A text at the screen's top, its frame as wide and tall as the screen: its
    // background meets the bar's edge, so (SwiftUI's default `ignoresSafeAreaEdges: .all`)
    // it reaches y 0, while the text stays at y 44.
    let page = Text("hi").id("text")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    let root = navigationHost(inlineScreen(page.background(Color.red))).dump()
    #expect(root.frameOf(id: "text")?.minY == 44)
    let fill = root.all.first { $0.type == "Rectangle" }
    #expect(fill?.rect == CGRect(x: 0, y: 0, width: 400, height: 300))
    let kept = navigationHost(inlineScreen(page.background(Color.red, ignoresSafeAreaEdges: [])))
      .dump()
    #expect(
      kept.all.first { $0.type == "Rectangle" }?.rect
        == CGRect(x: 0, y: 44, width: 400, height: 256))
  }

  @Test("the bar draws nothing opaque over a view that reaches under it")
  func barIsTransparent() throws {
    let h = navigationHost(inlineScreen(Color.red.ignoresSafeArea()))
    let commands = h.displayList().commands
    let red = try #require(
      commands.firstIndex {
        // The red (iOS's systemRed, red 255, green 59): not the window's white.
        if case .fill(let r, _, let c) = $0 { return r.minY == 0 && c.red == 255 && c.green < 128 }
        return false
      })
    // Nothing drawn after it fills the bar's 44 pt band opaquely (the scroll-edge bar is
    // transparent: UINavigationBar's scrollEdgeAppearance).
    let covering = commands[(red + 1)...].contains {
      if case .fill(let r, _, let c) = $0 {
        return r.contains(CGRect(x: 0, y: 0, width: 400, height: 44)) && c.alpha == 255
      }
      return false
    }
    #expect(!covering)
  }

  @Test("during a slide a bar hides the one under it; at rest it is transparent")
  func barDuringASlide() {
    let model = PathModel()
    let h = navigationHost(BoundStack(model: model))
    /// The opaque window-coloured fills over a 44 pt bar's band (white in light appearance).
    func barFills() -> [CGRect] {
      h.displayList().commands.compactMap {
        guard case .fill(let r, _, let c) = $0, r.minY == 0, r.height == 44, c.alpha == 255,
          c.red == 255, c.green == 255, c.blue == 255
        else { return nil }
        return r
      }
    }
    model.path = [1]
    h.update(now: 1)
    h.update(now: 1.1)
    // The pushed screen (no title: the inline 44 pt bar) is 185.70 pt in at t = 0.1
    // (NavigationStackTests.slideCurve): its bar is filled with the window's colour there,
    // 400 wide, so the root's bar does not show through it.
    #expect(barFills().contains { abs($0.minX - 185.70) < 0.5 && $0.width == 400 })
    h.update(now: 5)
    #expect(barFills().isEmpty)
  }

  @Test(
    "a reader at a screen's top reports the bar's height as its top inset",
    arguments: [(false, 44), (true, 96)] as [(Bool, CGFloat)])
  func readerUnderTheBar(large: Bool, bar: CGFloat) throws {
    let log = LastProxy()
    let reader = log.reader
    // A large title that does not collapse (the content is no scroll view) makes the bar
    // 44 + 52 = 96 pt (NavigationModel+Screens.swift).
    let view = NavigationStack {
      reader.navigationTitle("Title")
        .navigationBarTitleDisplayMode(large ? .large : .inline)
    }
    _ = navigationHost(view).dump()
    let proxy = try #require(log.proxy)
    #expect(proxy.frame(in: .global) == CGRect(x: 0, y: bar, width: 400, height: 300 - bar))
    #expect(proxy.safeAreaInsets == EdgeInsets(top: bar, leading: 0, bottom: 0, trailing: 0))
  }

  @Test("a reader that ignores the safe area reports no inset where it reached")
  func readerIgnoring() throws {
    let log = LastProxy()
    let view = inlineScreen(log.reader.ignoresSafeArea())
    _ = navigationHost(view).dump()
    let proxy = try #require(log.proxy)
    #expect(proxy.frame(in: .global) == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(proxy.safeAreaInsets == EdgeInsets())
  }

  @Test("safeAreaInset at the bottom takes its view's height from the content")
  func insetAtTheBottom() throws {
    let log = LastProxy()
    let bar = { Color.blue.id("bar").frame(height: 50) }
    // The bar is offered the width, 400, and is 50 tall, at the bottom: y 250. With no
    // spacing the content is laid out in the 250 pt above it.
    let root = laidOut(Color.red.id("red").safeAreaInset(edge: .bottom, spacing: 0, content: bar))
    #expect(root.frameOf(id: "bar") == CGRect(x: 0, y: 250, width: 400, height: 50))
    #expect(root.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 400, height: 250))
    // Ignoring the safe area, the content reaches under the bar: the whole 300.
    let under = laidOut(
      Color.red.id("red").ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0, content: bar))
    #expect(under.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 400, height: 300))
    // Spacing left to SwiftUI is a stack's between two views: 8 points. 300 − 50 − 8 = 242.
    let spaced = laidOut(Color.red.id("red").safeAreaInset(edge: .bottom, content: bar))
    #expect(spaced.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 400, height: 242))
    // A reader in the content has the bar as its bottom inset.
    _ = laidOut(log.reader.safeAreaInset(edge: .bottom, spacing: 0, content: bar))
    let proxy = try #require(log.proxy)
    #expect(proxy.size == CGSize(width: 400, height: 250))
    #expect(proxy.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 50, trailing: 0))
  }

  @Test("a scroll view keeps its frame under a safeAreaInset's view and insets its content")
  func insetOverAScrollView() throws {
    let view = ScrollView {
      VStack(spacing: 0) { ForEach(0..<10, id: \.self) { Color.red.frame(height: 100).id($0) } }
    }
    .id("scroll")
    .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
    let root = laidOut(view)
    // The scroll view keeps the whole window (it scrolls under the bar); its content's
    // first row is at the top.
    #expect(root.frameOf(id: "scroll") == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(root.all.first { $0.id == .number(0) }?.rect.minY == 0)
  }

  @Test("safeAreaInset at the top and at the leading edge, left to right and right to left")
  func insetAtOtherEdges() {
    // A 20 pt bar at the top: the content has the 280 under it.
    let top = laidOut(
      Color.red.id("red").safeAreaInset(edge: .top, spacing: 0) {
        Color.blue.frame(height: 20)
      })
    #expect(top.frameOf(id: "red") == CGRect(x: 0, y: 20, width: 400, height: 280))
    let side = Color.red.id("red").safeAreaInset(edge: .leading, spacing: 0) {
      Color.blue.id("bar").frame(width: 30)
    }
    let ltr = laidOut(side)
    #expect(ltr.frameOf(id: "bar") == CGRect(x: 0, y: 0, width: 30, height: 300))
    #expect(ltr.frameOf(id: "red") == CGRect(x: 30, y: 0, width: 370, height: 300))
    // Right to left, leading is the right: the bar at 400 − 30 = 370.
    let rtl = laidOut(side.environment(\.layoutDirection, .rightToLeft))
    #expect(rtl.frameOf(id: "bar") == CGRect(x: 370, y: 0, width: 30, height: 300))
    #expect(rtl.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 370, height: 300))
  }

  @Test("safeAreaPadding pads, and what ignores the safe area reaches into the padding")
  func paddingIsSafeArea() {
    let padded = laidOut(Color.red.id("red").safeAreaPadding(20))
    #expect(padded.frameOf(id: "red") == CGRect(x: 20, y: 20, width: 360, height: 260))
    let all = laidOut(Color.red.id("red").ignoresSafeArea().safeAreaPadding(20))
    #expect(all.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 400, height: 300))
    // Only the top: x and width as padded, the top out to 0 (260 + 20 = 280 tall).
    let top = laidOut(Color.red.id("red").ignoresSafeArea(edges: .top).safeAreaPadding(20))
    #expect(top.frameOf(id: "red") == CGRect(x: 20, y: 0, width: 360, height: 280))
  }

  @Test("a tab's content is laid out above the tab bar and can reach under it")
  func underTheTabBar() {
    // The tab bar is 49 pt (TabBar.height): the tab's content has 300 − 49 = 251.
    let inside = laidOut(TabView { ZStack { Color.red.id("red") }.tabItem { Text("A") } })
    #expect(inside.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 400, height: 251))
    let under = laidOut(
      TabView { ZStack { Color.red.id("red").ignoresSafeArea() }.tabItem { Text("A") } })
    #expect(under.frameOf(id: "red") == CGRect(x: 0, y: 0, width: 400, height: 300))
  }
}
