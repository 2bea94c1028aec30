import Engine
import Fixtures
import Foundation
import Testing

/// Two bars whose width follows `wide`: one under `.animation(animation, value: wide)`,
/// one beside it outside the modifier.
@MainActor
private struct TwoBars: View {
  let probe: Switch
  let animation: Animation?
  @State private var wide = false

  var body: some View {
    let _ = probe.on = $wide
    VStack(spacing: 0) {
      Color.red.frame(width: wide ? 200 : 100, height: 10)
        .animation(animation, value: wide)
      Color.blue.frame(width: wide ? 200 : 100, height: 10)
    }
  }
}

@MainActor
private func widths(_ host: ViewHost) -> (red: CGFloat?, blue: CGFloat?) {
  var red: CGFloat?
  var blue: CGFloat?
  for case .fill(let r, _, let c) in host.displayList().commands {
    if c == .red { red = r.width }
    if c == .blue { blue = r.width }
  }
  return (red, blue)
}

@MainActor
private func host(_ animation: Animation?) -> (ViewHost, Switch) {
  let probe = Switch()
  let host = ViewHost(
    root: TwoBars(probe: probe, animation: animation), size: CGSize(width: 400, height: 300),
    text: FixedTextMetrics())
  host.update(now: 0)
  return (host, probe)
}

@MainActor
@Suite(".animation(_:value:) animates the changes under it when its value changes")
struct AnimationModifierTests {
  @Test("scoped: the view under the modifier animates, its sibling outside jumps")
  func scoped() throws {
    let (host, probe) = host(.linear(duration: 1))
    probe.on?.wrappedValue = true
    host.update(now: 1)
    host.update(now: 1.5)
    let w = widths(host)
    // Linear, half way from 100 to 200: 150. The sibling has no animation: 200 at once.
    #expect(w.red.map { abs($0 - 150) < 1e-6 } == true)
    #expect(w.blue == 200)
    host.update(now: 2.01)
    #expect(widths(host).red == 200)
  }

  @Test("the modifier's animation wins over withAnimation's under it")
  func overridesTransaction() throws {
    let (host, probe) = host(.linear(duration: 1))
    withAnimation(.linear(duration: 4)) { probe.on?.wrappedValue = true }
    host.update(now: 1)
    host.update(now: 1.5)
    let w = widths(host)
    // Red on the modifier's 1 s: 150. Blue on withAnimation's 4 s: 100 + 100 / 8 = 112.5.
    #expect(w.red.map { abs($0 - 150) < 1e-6 } == true)
    #expect(w.blue.map { abs($0 - 112.5) < 1e-6 } == true)
  }

  @Test(".animation(nil, value:) makes the change jump even inside withAnimation")
  func disables() throws {
    let (host, probe) = host(nil)
    withAnimation(.linear(duration: 1)) { probe.on?.wrappedValue = true }
    host.update(now: 1)
    host.update(now: 1.5)
    let w = widths(host)
    #expect(w.red == 200)
    #expect(w.blue.map { abs($0 - 150) < 1e-6 } == true)
  }

  @Test("a transaction closure can take the animation away")
  func transactionClosure() throws {
    let probe = Switch()
    struct Bar: View {
      let probe: Switch
      @State var wide = false
      var body: some View {
        let _ = probe.on = $wide
        Color.red.frame(width: wide ? 200 : 100, height: 10)
          .transaction { $0.animation = nil }
      }
    }
    let host = ViewHost(
      root: Bar(probe: probe), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    withAnimation(.linear(duration: 1)) { probe.on?.wrappedValue = true }
    host.update(now: 1)
    host.update(now: 1.5)
    #expect(widths(host).red == 200)
  }
}
