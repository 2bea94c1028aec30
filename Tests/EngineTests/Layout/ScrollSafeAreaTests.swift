import Engine
import Fixtures
import Foundation
import Testing

/// Ten 100 pt rows (ids 0 to 9), 1000 pt of content, in a scroll view with id "scroll".
@MainActor
private func rows() -> some View {
  ScrollView {
    VStack(spacing: 0) {
      ForEach(0..<10, id: \.self) { Color.red.frame(height: 100).id($0) }
    }
  }
  .id("scroll")
}

/// SwiftUI's scroll views and the safe area: where a scroll view meets the safe area's edge
/// its frame reaches over the inset (under a navigation bar, a bottom toolbar, a tab bar)
/// and the inset becomes its content's inset, so at offset 0 the content starts at the bar's
/// edge and scrolled it goes under the bar. A navigation stack reaches under an enclosing
/// tab bar the same way and its screens have the tab bar's inset. Windows are 400 x 300.
@MainActor
@Suite("The safe area of scroll views, stacks in tab views and sheets")
struct ScrollSafeAreaTests {
  /// The frame of row `n` (`rows()`).
  private func row(_ root: ViewDump, _ n: Int) -> CGRect? {
    root.all.first { $0.id == .number(n) }?.rect
  }

  /// A host of `view` on a manual clock, scrolled by `notches` wheel clicks down (each
  /// 40 pt scrolling freely: PinnedSectionTests), each given 0.6 s to settle.
  private func scrolled(_ view: some View, notches: Int) -> HostClock {
    var clock = HostClock(view, width: 400, height: 300)
    clock.run(until: 0.1)
    for n in 0..<notches {
      clock.host.wheel(dx: 0, dy: -1, shift: false, at: clock.now)
      clock.run(until: 0.1 + Double(n + 1) * 0.6)
    }
    return clock
  }

  @Test("a scroll view in a stack's screen reaches under the bar; its content starts below it")
  func underTheBar() throws {
    let root = navigationHost(inlineScreen(rows())).dump()
    // The screen is (0, 44, 400, 256) under the 44 pt bar; the scroll view fills it and
    // meets the bar's edge, so its frame reaches the stack's top: the whole window. The
    // bar's 44 pt is its content's top inset: row 0 at 44 at offset 0.
    #expect(root.frameOf(id: "scroll") == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(row(root, 0) == CGRect(x: 0, y: 44, width: 400, height: 100))
    #expect(root.first("ScrollView")?.contentOffset == [0, 0])
  }

  @Test("scrolled, the content goes under the bar, which blurs it")
  func scrollsUnderTheBar() throws {
    let clock = scrolled(inlineScreen(rows()), notches: 3)
    let root = clock.host.dump()
    // Three 40 pt notches: offset 120; row 0 from 44 − 120 = −76 to 24, row 1 from 24, both
    // (partly) under the 44 pt bar.
    #expect(root.first("ScrollView")?.contentOffset == [0, 120])
    #expect(row(root, 0) == CGRect(x: 0, y: -76, width: 400, height: 100))
    #expect(row(root, 1)?.minY == 24)
    // The bar has its material (120 pt is past the 10 pt fade: BarAppearance.swift): its
    // backdrop blur comes after a red row drawn in the bar's band, so it blurs that row.
    let commands = clock.host.displayList().commands
    let blur = try #require(
      commands.firstIndex {
        if case .pushEffect(let e) = $0, case .backdropBlur = e.kind { return true }
        return false
      })
    let redUnderBar = commands[..<blur].contains {
      // iOS's systemRed (red 255, green 59), not the window's white.
      if case .fill(let r, _, let c) = $0 { return r.minY < 44 && c.red == 255 && c.green < 128 }
      return false
    }
    #expect(redUnderBar)
  }

  @Test("the bar takes its material over a scroll view built inside a GeometryReader")
  func readerScroll() throws {
    // A reader builds its content while it is placed, after the screen was built; its
    // scroll view still reaches under the bar, and scrolled 120 pt (past the 10 pt fade)
    // the bar shows its material, a backdrop blur at full opacity, over it.
    let view = inlineScreen(GeometryReader { _ in rows() })
    let clock = scrolled(view, notches: 3)
    let top = try #require(row(clock.host.dump(), 0)?.minY)
    #expect(abs(top - (44 - 120)) < 1e-6)
    let blurs = clock.host.displayList().commands.filter {
      if case .pushEffect(let e) = $0, case .backdropBlur = e.kind { return e.opacity == 1 }
      return false
    }
    #expect(blurs.count == 1)
  }

  @Test("a drag that starts on the bar does not scroll the content under it")
  func dragOnTheBar() throws {
    var clock = HostClock(inlineScreen(rows()), width: 400, height: 300)
    clock.run(until: 0.1)
    /// Drags from `y` down 100 pt (past the 6 pt slop) and back up to 10 pt above `y`,
    /// held there a second before the release, and lets the content settle.
    func drag(from y: CGFloat, at t: Double) {
      clock.host.handle(.pointerDown(CGPoint(x: 200, y: y)), at: t)
      clock.host.handle(.pointerMove(CGPoint(x: 200, y: y + 6)), at: t + 0.01)
      clock.host.handle(.pointerMove(CGPoint(x: 200, y: y + 100)), at: t + 0.02)
      clock.host.handle(.pointerMove(CGPoint(x: 200, y: y - 10)), at: t + 0.03)
      clock.host.handle(.pointerUp(CGPoint(x: 200, y: y - 10)), at: t + 1)
      clock.run(until: t + 3)
    }
    // From y 20, inside the 44 pt bar: the bar takes it, and the content stays.
    drag(from: 20, at: 0.2)
    #expect(clock.host.dump().first("ScrollView")?.contentOffset == [0, 0])
    // From y 200, on the content: it scrolls.
    drag(from: 200, at: 4)
    let offset = try #require(clock.host.dump().first("ScrollView")?.contentOffset?[1])
    #expect(offset > 0)
  }

  @Test("scrolled to its end, the content's last row ends at the window's bottom")
  func scrolledToTheEnd() throws {
    let root = scrolled(inlineScreen(rows()), notches: 25).host.dump()
    // 25 notches ask 1000 pt; the content scrolls at most 1000 + 44 (top inset) − 300
    // (the viewport, the whole window) = 744, where row 9 ends at 44 + 1000 − 744 = 300.
    #expect(root.first("ScrollView")?.contentOffset == [0, 744])
    #expect(row(root, 9)?.maxY == 300)
  }

  @Test("a scroll view reaches under a bottom toolbar, whose top is its content's end")
  func underTheBottomToolbar() throws {
    let view = inlineScreen(
      rows().toolbar { ToolbarItem(placement: .bottomBar) { Text("B") } })
    let top = navigationHost(view).dump()
    // The bottom toolbar is 44 pt (BottomToolbar.height): the screen is 44–256, and the
    // scroll view reaches over both bars, the whole window.
    #expect(top.frameOf(id: "scroll") == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(row(top, 0)?.minY == 44)
    // At the end: 1000 + 44 + 44 − 300 = 788, row 9 ending at the toolbar's top, 256.
    let end = scrolled(view, notches: 25).host.dump()
    #expect(end.first("ScrollView")?.contentOffset == [0, 788])
    #expect(row(end, 9)?.maxY == 256)
  }

  @Test("a scroll view that ignores the safe area starts its content under the bar")
  func ignoringScroll() {
    let root = navigationHost(inlineScreen(rows().ignoresSafeArea())).dump()
    // It reaches the top (ignoresSafeArea) and has no inset left: row 0 at 0.
    #expect(root.frameOf(id: "scroll") == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(row(root, 0)?.minY == 0)
  }

  @Test("a scroll view below other content does not reach the bar")
  func belowOtherContent() {
    let root = navigationHost(
      inlineScreen(
        VStack(spacing: 0) {
          Color.blue.frame(height: 30)
          rows()
        })
    ).dump()
    // Its top is at 44 + 30 = 74, inside the safe area; its bottom meets the window's
    // edge, which has no inset.
    #expect(root.frameOf(id: "scroll") == CGRect(x: 0, y: 74, width: 400, height: 226))
    #expect(row(root, 0)?.minY == 74)
  }

  @Test("a plain list's header sticks below the bar its list scrolls under")
  func pinnedHeaderBelowTheBar() throws {
    let list = List {
      Section("A") { ForEach(0..<20, id: \.self) { Text("A\($0)") } }
    }
    .listStyle(.plain)
    let root = scrolled(inlineScreen(list), notches: 2).host.dump()
    // Scrolled 80 pt, the section's top (44 − 80) is under the bar; its 28 pt header
    // sticks at the bar's bottom edge, 44, not at the scroll view's top, 0.
    #expect(root.first("ScrollView")?.contentOffset == [0, 80])
    let header = try #require(root.all.first { $0.type == "PinnedSection" }?.children.first)
    #expect(header.rect.minY == 44)
  }

  @Test("a stack in a tab view reaches under the tab bar; its screens have its inset")
  func stackUnderTheTabBar() throws {
    let log = LastProxy()
    let reader = log.reader
    _ = laidOut(TabView { inlineScreen(reader).tabItem { Text("A") } })
    // The tab bar is 49 pt (TabBar.height), 251–300. The stack reaches under it, so its
    // screen is between the 44 pt bar and the tab bar, 44–251 (207 tall), with the bar's
    // 44 on top and the tab bar's 49 at the bottom as its insets.
    let proxy = try #require(log.proxy)
    #expect(proxy.frame(in: .global) == CGRect(x: 0, y: 44, width: 400, height: 207))
    #expect(proxy.safeAreaInsets == EdgeInsets(top: 44, leading: 0, bottom: 49, trailing: 0))
    let root = laidOut(TabView { inlineScreen(rows()).tabItem { Text("A") } })
    #expect(root.first("NavigationStack")?.rect == CGRect(x: 0, y: 0, width: 400, height: 300))
    // The scroll view in the screen reaches under both bars, its content between them.
    #expect(root.frameOf(id: "scroll") == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(row(root, 0)?.minY == 44)
  }

  @Test("scrolled to its end in a tab's stack, the content ends at the tab bar's top")
  func tabStackScrolledToTheEnd() {
    let view = TabView { inlineScreen(rows()).tabItem { Text("A") } }
    let root = scrolled(view, notches: 25).host.dump()
    // 1000 + 44 + 49 − 300 = 793: row 9 ends at 300 − 49 = 251.
    #expect(root.first("ScrollView")?.contentOffset == [0, 793])
    #expect(row(root, 9)?.maxY == 251)
  }

  @Test("a sheet's content has the sheet's own safe area, not its presenter's")
  func sheetHasItsOwn() throws {
    let log = LastProxy()
    let reader = log.reader
    // The presenter is a stack's screen, with the 44 pt bar as its top inset.
    var clock = HostClock(
      inlineScreen(Color.clear.sheet(isPresented: .constant(true)) { reader }),
      width: 400, height: 300)
    clock.run(until: 2)
    // The sheet is a card 10 pt below the window's top reaching its bottom: 290 tall. A
    // window has no home indicator, so the card's content has no insets; the presenting
    // screen's bar is not its.
    let proxy = try #require(log.proxy)
    #expect(proxy.frame(in: .global) == CGRect(x: 0, y: 10, width: 400, height: 290))
    #expect(proxy.safeAreaInsets == EdgeInsets())
    // A stack in the sheet makes its own bar's inset: its scroll view reaches the card's
    // top, 10, and its content starts under the bar, at 10 + 44 = 54.
    var stacked = HostClock(
      Color.clear.sheet(isPresented: .constant(true)) { inlineScreen(rows()) },
      width: 400, height: 300)
    stacked.run(until: 2)
    let root = stacked.host.dump()
    #expect(root.frameOf(id: "scroll") == CGRect(x: 0, y: 10, width: 400, height: 290))
    #expect(row(root, 0)?.minY == 54)
  }
}
