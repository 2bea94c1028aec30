import Engine
import Fixtures
import Foundation
import Testing

@MainActor
final class FlagProbe {
  var wide: Binding<Bool>?
}

@MainActor
private struct GrowingBar: View {
  let probe: FlagProbe
  @State private var wide = false

  var body: some View {
    let _ = probe.wide = $wide
    Color.red.frame(width: wide ? 200 : 100, height: 20)
  }
}

/// The red bar's drawn width in a display list.
@MainActor
private func barWidth(_ host: ViewHost) -> CGFloat? {
  for case .fill(let rect, _, let color) in host.displayList().commands where color == .red {
    return rect.width
  }
  return nil
}

@MainActor
@Suite("State changes inside withAnimation animate the frames they move")
struct FrameAnimationTests {
  @Test("a frame change animates with the default spring, and jumps without withAnimation")
  func frameAnimates() throws {
    let probe = FlagProbe()
    let host = ViewHost(
      root: GrowingBar(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    #expect(barWidth(host) == 100)
    withAnimation { probe.wide?.wrappedValue = true }
    host.update(now: 0.1)
    // The animation starts in the frame that applies the change, then moves.
    #expect(barWidth(host) == 100)
    host.update(now: 0.2)
    let mid = try #require(barWidth(host))
    #expect(mid > 100 && mid < 200)
    #expect(host.isAnimating)
    host.update(now: 2)
    #expect(barWidth(host) == 200)
    #expect(!host.isAnimating)
    probe.wide?.wrappedValue = false
    host.update(now: 2.1)
    #expect(barWidth(host) == 100)
  }

  @Test("a second change mid-animation retargets from where the frame is")
  func retargets() throws {
    let probe = FlagProbe()
    let host = ViewHost(
      root: GrowingBar(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    withAnimation { probe.wide?.wrappedValue = true }
    host.update(now: 0.05)
    host.update(now: 0.15)
    let mid = try #require(barWidth(host))
    withAnimation { probe.wide?.wrappedValue = false }
    host.update(now: 0.15 + 1.0 / 60)
    let next = try #require(barWidth(host))
    // Continuous: one frame later it is still near where it was, not back at 100.
    #expect(abs(next - mid) < 10)
    host.update(now: 3)
    #expect(barWidth(host) == 100)
  }
}

@MainActor
final class PulseProbe {
  var wide: Binding<Bool>?
  var shown: Binding<Bool>?
}

@MainActor
private struct PulsingBar: View {
  let probe: PulseProbe
  @State private var wide = false
  @State private var shown = true

  var body: some View {
    let _ = probe.wide = $wide
    let _ = probe.shown = $shown
    VStack {
      if shown { Color.red.frame(width: wide ? 200 : 100, height: 20) }
    }
  }
}

@MainActor
@Suite("A repeating animation runs for as long as its view exists")
struct RepeatingFrameAnimationTests {
  @Test("repeatForever keeps moving, and a still window does nothing once the view is gone")
  func repeatForeverStopsWithTheView() throws {
    let probe = PulseProbe()
    let host = ViewHost(
      root: PulsingBar(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    withAnimation(.linear(duration: 1).repeatForever()) { probe.wide?.wrappedValue = true }
    host.update(now: 0.1)
    // Linear over 1 s from 100 to 200, starting at 0.1: a quarter in is 125; the second
    // play runs backwards, so a quarter into it is 175.
    host.update(now: 0.35)
    #expect(abs(try #require(barWidth(host)) - 125) < 1e-6)
    host.update(now: 1.35)
    #expect(abs(try #require(barWidth(host)) - 175) < 1e-6)
    host.update(now: 500.35)
    #expect(host.isAnimating, "never settles")
    probe.shown?.wrappedValue = false
    host.update(now: 500.4)
    _ = host.displayList()
    #expect(barWidth(host) == nil)
    #expect(!host.isAnimating)
    #expect(host.nextDeadline == nil)
    #expect(!host.needsFrame)
  }
}
