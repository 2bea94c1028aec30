import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct Loading: View {
  @State var loading = true

  var body: some View {
    VStack {
      if loading { ProgressView("Loading") }
      Button("Stop") { loading = false }
    }
  }
}

@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
  /// The fills of the bar drawn in the tint (the accent blue, #007AFF).
  private func tintFills(_ h: ViewHost) -> [CGRect] {
    h.displayList().commands.compactMap {
      if case .fill(let r, _, let c) = $0, c == Color.accentColor { return r }
      return nil
    }
  }

  @Test("a linear bar fills value / total of its width", arguments: [(0.25, 1.0), (3.0, 4.0)])
  func linearFraction(value: Double, total: Double) throws {
    let h = controlHost(ProgressView(value: value, total: total).padding(20))
    let bar = try #require(h.dump().first("ProgressBar")).rect
    // The window's 400 pt less 20 pt of padding each side: a 360-pt bar, 4 pt tall
    // (UIProgressView's default thickness).
    #expect(bar.width == 360 && bar.height == 4)
    #expect(tintFills(h) == [CGRect(x: 20, y: bar.minY, width: 360 * value / total, height: 4)])
  }

  @Test("values outside 0…total and bad totals draw an empty or full bar, never trap")
  func badValues() {
    for (v, t, done) in [(-1.0, 1.0, 0.0), (5, 1, 1), (.nan, 1, 0), (1, 0, 0), (1, -2, 0)] {
      let h = controlHost(ProgressView(value: v, total: t))
      let filled = Double(tintFills(h).first?.width ?? 0)
      #expect(filled == 400 * done, "value \(v) of \(t)")
    }
  }

  @Test("the spinner wakes the host once per 1/8 s step while it shows, and not after")
  func spinnerTicksOnlyWhileShown() throws {
    let h = controlHost(Loading())
    _ = h.displayList()
    // Drawn at t = 0: the next step begins at 0.125 (8 steps a second).
    #expect(h.nextDeadline == 0.125)
    h.update(now: 0.1)
    #expect(!h.needsFrame, "still the same step")
    h.update(now: 0.13)
    #expect(h.needsFrame)
    _ = h.displayList()
    #expect(h.nextDeadline == 0.25)
    // Hidden, the window needs no frames for the spinner.
    h.handle(.visible(false), at: 0.2)
    #expect(h.nextDeadline == nil)
    h.handle(.visible(true), at: 0.3)
    #expect(h.nextDeadline == 0.375)
    // Gone, nothing ticks after the frame that no longer draws it.
    h.click(try #require(h.dump().text("Stop")).rect.centre, at: 0.4)
    _ = h.displayList()
    #expect(h.dump().first("ActivityIndicator") == nil)
    #expect(h.nextDeadline == nil)
    h.update(now: 2)
    #expect(!h.needsFrame)
  }

  @Test("a spinner outside the window does not tick")
  func offscreenSpinner() {
    let h = controlHost(ProgressView().offset(x: 1000))
    _ = h.displayList()
    #expect(h.nextDeadline == nil)
  }
}
