import Engine
import Fixtures
import Foundation
import Testing

/// A red bar whose width the keyframes drive: 100 → 200 over one second, looping.
@MainActor
private struct Looping: View {
  var body: some View {
    KeyframeAnimator(initialValue: 100.0) { width in
      Color.red.frame(width: width, height: 10)
    } keyframes: { _ in
      KeyframeTrack { LinearKeyframe(200.0, duration: 1) }
    }
  }
}

/// The modifier form, played once (100 points wider) each time `on` flips.
@MainActor
private struct Triggered: View {
  let probe: Switch
  @State private var on = false

  var body: some View {
    let _ = probe.on = $on
    Color.red.frame(height: 10)
      .keyframeAnimator(initialValue: 100.0, trigger: on) { bar, width in
        bar.frame(width: width)
      } keyframes: { width in
        KeyframeTrack { LinearKeyframe(width + 100, duration: 1) }
      }
  }
}

@MainActor
private func redWidth(_ host: ViewHost) -> CGFloat? {
  redFills(host).first?.0.width
}

private func near(_ a: CGFloat?, _ b: CGFloat) -> Bool {
  a.map { abs($0 - b) < 1e-6 } == true
}

@MainActor
@Suite("KeyframeAnimator shows its keyframes' value at every frame")
struct KeyframeAnimatorTests {
  @Test("repeating keyframes loop from the initial value")
  func loops() {
    let host = ViewHost(
      root: Looping(), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    #expect(redWidth(host) == 100)
    // Linear 100 → 200 over 1 s from t = 0: a quarter in is 125.
    host.update(now: 0.25)
    #expect(near(redWidth(host), 125))
    // 1.5 s in is half way through the second play: 150.
    host.update(now: 1.5)
    #expect(near(redWidth(host), 150))
    #expect(host.isAnimating)
  }

  @Test("triggered keyframes play once from the value shown and rest where they end")
  func triggered() {
    let probe = Switch()
    let host = ViewHost(
      root: Triggered(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    #expect(redWidth(host) == 100)
    #expect(!host.isAnimating)
    probe.on?.wrappedValue.toggle()
    host.update(now: 1)
    // From 100 to 200 over [1, 2]: at 1.5, 150; after it, 200 and still.
    host.update(now: 1.5)
    #expect(near(redWidth(host), 150))
    host.update(now: 2.5)
    #expect(redWidth(host) == 200)
    #expect(!host.isAnimating)
    // The next play starts from 200: 200 → 300 over [3, 4].
    probe.on?.wrappedValue.toggle()
    host.update(now: 3)
    host.update(now: 3.5)
    #expect(near(redWidth(host), 250))
  }

  @Test("not repeating, the content gets the value at the timeline's start")
  func notRepeating() {
    let host = ViewHost(
      root: Color.red.frame(height: 10).keyframeAnimator(initialValue: 100.0, repeating: false) {
        bar, width in
        bar.frame(width: width)
      } keyframes: { _ in
        KeyframeTrack { LinearKeyframe(200.0, duration: 1) }
      },
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    host.update(now: 0.5)
    #expect(redWidth(host) == 100)
    #expect(!host.isAnimating)
  }
}
