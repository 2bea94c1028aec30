import Engine
import Fixtures
import Foundation
import Testing

/// Fades: transparent away from its identity phase.
private struct Fade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

@MainActor
private struct Shown: View {
  let probe: Switch
  @State private var on = false

  var body: some View {
    let _ = probe.on = $on
    VStack {
      if on {
        Color.red.frame(width: 100, height: 20).transition(Fade())
      }
    }
  }
}

@MainActor
private func redAlpha(_ host: ViewHost) -> Double? {
  redFills(host).first.map { Double($0.1.alpha) / 255 }
}

@MainActor
@Suite("A Transition's body animates a view in and out")
struct TransitionProtocolTests {
  @Test("TransitionPhase's values are −1, 0 and 1")
  func phaseValues() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.didDisappear.isIdentity)
  }

  @Test("inserted, the view is drawn at .willAppear, then animates to .identity")
  func insertion() {
    let probe = Switch()
    let host = ViewHost(
      root: Shown(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    withAnimation(.linear(duration: 1)) { probe.on?.wrappedValue = true }
    host.update(now: 1)
    // Built at .willAppear: opacity 0, nothing red drawn.
    #expect((redAlpha(host) ?? 0) < 0.01)
    // From the next frame it moves to .identity over 1 s linear, timed from the insertion
    // at t = 1: at 1.5 half opaque.
    host.update(now: 1.5)
    #expect(redAlpha(host).map { abs($0 - 0.5) < 0.01 } == true)
    host.update(now: 2.1)
    #expect(redAlpha(host) == 1)
  }

  @Test("at 60 Hz the first frame is .willAppear and the fade ends with the transaction's 1 s")
  func insertionFrames() {
    let probe = Switch()
    let host = ViewHost(
      root: Shown(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    withAnimation(.linear(duration: 1)) { probe.on?.wrappedValue = true }
    var alphas: [Double] = []
    for frame in 0...60 {
      host.update(now: 1 + Double(frame) / 60)
      alphas.append(redAlpha(host) ?? 0)
    }
    // Frame k is k/60 s after the insertion: linear opacity k/60, 4.25·k in bytes, within
    // a byte (4.25·k ends in .5 every other even k; the progress is sampled in floating
    // point, so it may round either way). A fade timed from the next frame would be
    // 4.25·(k − 1), four bytes off.
    for (k, alpha) in alphas.enumerated() {
      #expect(abs(alpha * 255 - 4.25 * Double(k)) <= 1, "frame \(k)")
    }
  }

  @Test("removed, the view stays drawn while it animates to .didDisappear, then goes")
  func removal() {
    let probe = Switch()
    let host = ViewHost(
      root: Shown(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    probe.on?.wrappedValue = true
    host.update(now: 1)
    #expect(redAlpha(host) == 1)
    withAnimation(.linear(duration: 1)) { probe.on?.wrappedValue = false }
    host.update(now: 3)
    host.update(now: 3.5)
    // Opacity 1 → 0 over [3, 4]: half way.
    #expect(redAlpha(host).map { abs($0 - 0.5) < 0.01 } == true)
    host.update(now: 4.1)
    host.update(now: 4.2)
    #expect(redAlpha(host) == nil)
  }
}
