import Engine
import Fixtures
import Foundation
import Testing

/// The columns the app shows, bound to the split.
@Observable
private final class Columns {
  var visibility = NavigationSplitViewVisibility.all
}

private struct Toggled: View {
  @Bindable var columns: Columns

  var body: some View {
    NavigationSplitView(columnVisibility: $columns.visibility) {
      Text("side")
    } detail: {
      Text("detail")
    }
  }
}

@MainActor
@Suite("NavigationSplitView columns slide, and the sidebar button")
struct SplitColumnSlideTests {
  /// An iPad-wide window: 1024 × 400, side by side.
  private func host(_ columns: Columns) -> ViewHost {
    ViewHost(
      root: Toggled(columns: columns), size: CGSize(width: 1024, height: 400),
      text: FixedTextMetrics())
  }

  private func midX(_ h: ViewHost, _ text: String) throws -> CGFloat {
    try #require(h.dump().text(text)).rect.midX
  }

  /// The sidebar button's frame.
  private func toggle(_ h: ViewHost) -> CGRect? {
    h.dump().all.first { $0.text == "sidebar.left" }?.rect
  }

  @Test("hiding the sidebar slides it off the leading edge on the push's spring")
  func slidesOut() throws {
    let columns = Columns()
    let h = host(columns)
    h.update(now: 0)
    // Side by side: the sidebar 0–320, the detail 320–1024 (centred at 672).
    #expect(abs(try midX(h, "side") - 160) <= 0.5)
    #expect(abs(try midX(h, "detail") - 672) <= 0.5)
    columns.visibility = .detailOnly
    h.update(now: 1)
    h.update(now: 1.1)
    // The shown width goes from 320 to 0 on the critically damped 0.35 s spring:
    // 320 × (1 + ωt)e^(−ωt), ω = 2π/0.35 = 17.952/s, t = 0.1: 320 × 0.46424 = 148.56.
    // The sidebar ends there (its centre 148.56 − 160 = −11.44); the detail starts there
    // (centre 148.56 + 875.44 / 2 = 586.28). Texts sit at whole points: within 0.5.
    #expect(abs(try midX(h, "side") - (-11.44)) <= 0.5)
    #expect(abs(try midX(h, "detail") - 586.28) <= 0.5)
    #expect(h.isAnimating)
    h.update(now: 1 + NavigationStackTests.settle)
    #expect(!h.shows("side"))
    #expect(abs(try midX(h, "detail") - 512) <= 0.5)
    #expect(!h.isAnimating)
  }

  @Test("the sidebar button hides the sidebar, then from the detail's bar shows it again")
  func toggleButton() throws {
    let columns = Columns()
    let h = host(columns)
    h.update(now: 0)
    // In the sidebar's bar, at its leading end (16 pt in), within the sidebar.
    let inSidebar = try #require(toggle(h))
    #expect(inSidebar.minX >= 16 && inSidebar.maxX < 320 && inSidebar.maxY <= 44)
    h.handle(.pointerDown(CGPoint(x: inSidebar.midX, y: inSidebar.midY)), at: 1)
    h.handle(.pointerUp(CGPoint(x: inSidebar.midX, y: inSidebar.midY)), at: 1.05)
    #expect(columns.visibility == .detailOnly)
    h.update(now: 1.05 + NavigationStackTests.settle)
    // Now the detail, filling the window, has it at its leading end.
    let inDetail = try #require(toggle(h))
    #expect(inDetail.minX >= 16 && inDetail.minX < 60)
    h.handle(.pointerDown(CGPoint(x: inDetail.midX, y: inDetail.midY)), at: 3)
    h.handle(.pointerUp(CGPoint(x: inDetail.midX, y: inDetail.midY)), at: 3.05)
    #expect(columns.visibility == .all)
    h.update(now: 3.05 + NavigationStackTests.settle)
    #expect(abs(try midX(h, "side") - 160) <= 0.5)
  }
}
