import Engine
import Fixtures
import Foundation
import Testing

/// A red bar 100 + 100 × phase points wide, under a phase animator that cycles through
/// 0, 1, 2: one second of linear animation into phases 0 and 1, two into phase 2.
@MainActor
private struct Cycling: View {
  var body: some View {
    PhaseAnimator([0.0, 1.0, 2.0]) { phase in
      Color.red.frame(width: 100 + 100 * phase, height: 10)
    } animation: { phase in
      phase == 2 ? .linear(duration: 2) : .linear(duration: 1)
    }
  }
}

/// The same bar as a modifier, run once each time `on` flips (phases 0 then 1).
@MainActor
private struct Triggered: View {
  let probe: Switch
  @State private var on = false

  var body: some View {
    let _ = probe.on = $on
    Color.red.frame(height: 10)
      .phaseAnimator([0.0, 1.0], trigger: on) { bar, phase in
        bar.frame(width: 100 + 100 * phase)
      } animation: { _ in
        .linear(duration: 1)
      }
  }
}

@MainActor
private func redWidth(_ host: ViewHost) -> CGFloat? {
  redFills(host).first?.0.width
}

@MainActor
@Suite("PhaseAnimator moves through its phases, each with the animation into it")
struct PhaseAnimatorTests {
  @Test("a cycling animator shows the first phase, then animates into each next one")
  func cycles() {
    let host = ViewHost(
      root: Cycling(), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    // Built at t = 0 on phase 0: 100 wide.
    #expect(redWidth(host) == 100)
    // The next frame (still t = 0) moves into phase 1 over 1 s linear: 100 → 200.
    host.update(now: 0)
    host.update(now: 0.5)
    #expect(redWidth(host).map { abs($0 - 150) < 1e-6 } == true)
    // At t = 1 phase 1 is reached and phase 2 begins, over 2 s (its own animation): at
    // t = 2 half of 200 → 300, 250.
    host.update(now: 1)
    host.update(now: 2)
    #expect(redWidth(host).map { abs($0 - 250) < 1e-6 } == true)
    // At t = 3 phase 2 is reached; back into phase 0 over 1 s: t = 3.25 is 300 − 50.
    host.update(now: 3)
    host.update(now: 3.25)
    #expect(redWidth(host).map { abs($0 - 250) < 1e-6 } == true)
    #expect(host.isAnimating)
  }

  @Test("a triggered animator rests on the first phase and runs every phase once per change")
  func triggered() {
    let probe = Switch()
    let host = ViewHost(
      root: Triggered(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    host.update(now: 0.5)
    #expect(redWidth(host) == 100)
    #expect(!host.isAnimating)
    probe.on?.wrappedValue.toggle()
    // Phase 1 from t = 1 over 1 s (100 → 200), then back to phase 0 from t = 2.
    host.update(now: 1)
    host.update(now: 1.5)
    #expect(redWidth(host).map { abs($0 - 150) < 1e-6 } == true)
    host.update(now: 2)
    host.update(now: 2.75)
    // 200 → 100, three quarters of the way: 125.
    #expect(redWidth(host).map { abs($0 - 125) < 1e-6 } == true)
    host.update(now: 3)
    host.update(now: 4)
    #expect(redWidth(host) == 100)
    #expect(!host.isAnimating)
  }

  @Test("an empty sequence of phases draws nothing and does not run")
  func empty() {
    let host = ViewHost(
      root: PhaseAnimator([Double]()) { _ in Color.red.frame(width: 10, height: 10) },
      size: CGSize(width: 100, height: 100), text: FixedTextMetrics())
    host.update(now: 0)
    host.update(now: 1)
    #expect(redWidth(host) == nil)
    #expect(!host.isAnimating)
  }
}
