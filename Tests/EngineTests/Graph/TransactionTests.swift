import Engine
import Fixtures
import Foundation
import Testing

@MainActor
final class TwoFlags {
  var a: Binding<Bool>?
  var b: Binding<Bool>?
}

/// A red bar that `a` widens and a blue one that `b` widens, in one view's state.
@MainActor
private struct TwoBars: View {
  let probe: TwoFlags
  @State private var a = false
  @State private var b = false

  var body: some View {
    let _ = probe.a = $a
    let _ = probe.b = $b
    VStack(spacing: 0) {
      Color.red.frame(width: a ? 200 : 100, height: 20)
      Color.blue.frame(width: b ? 200 : 100, height: 20)
      Color.green.frame(width: 50, height: 20)
    }
  }
}

/// The frame drawn in `color`.
@MainActor
private func frame(_ host: ViewHost, _ color: Color) -> CGRect? {
  for case .fill(let rect, _, let c) in host.displayList().commands where c == color {
    return rect
  }
  return nil
}

@MainActor
private func twoBars() -> (ViewHost, TwoFlags) {
  let probe = TwoFlags()
  let host = ViewHost(
    root: TwoBars(probe: probe), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
  host.update(now: 0)
  return (host, probe)
}

/// In SwiftUI each state change carries its own transaction: a frame moves with the
/// animation of the change that moved it, and what only unanimated changes move jumps.
@MainActor
@Suite("Each change carries its own transaction")
struct TransactionTests {
  @Test("withAnimation { a = … }; b = … animates what depends on a and jumps what depends on b")
  func unanimatedNeighbourJumps() throws {
    let (host, probe) = twoBars()
    withAnimation(.linear(duration: 1)) { probe.a?.wrappedValue = true }
    probe.b?.wrappedValue = true
    host.update(now: 1)
    host.update(now: 1.5)
    // Linear over 1 s: half way the red bar is 150 wide; the blue one is 200 at once.
    #expect(abs(try #require(frame(host, .red)).width - 150) < 1e-6)
    #expect(try #require(frame(host, .blue)).width == 200)
    host.update(now: 2)
    #expect(try #require(frame(host, .red)).width == 200)
  }

  @Test("code that changes state reads the new value at once")
  func writesAreSeenAtOnce() {
    let (host, probe) = twoBars()
    // The host stays alive: a state whose view is gone reads its initial value.
    withExtendedLifetime(host) {
      withAnimation { probe.a?.wrappedValue = true }
      #expect(probe.a?.wrappedValue == true)
    }
  }

  @Test("a resize in the same frame as an animated change jumps; the change animates")
  func resizeJumps() throws {
    let (host, probe) = twoBars()
    // Before: the stack is 100 wide, centred in 400: x = 150; green (50 wide) at 175.
    #expect(try #require(frame(host, .green)).minX == 175)
    withAnimation(.linear(duration: 1)) { probe.a?.wrappedValue = true }
    host.size = CGSize(width: 600, height: 300)
    host.update(now: 1)
    // The widening alone keeps green where it was (the stack grows about its centre), so
    // only the resize moves it: centred in 600, the 200-wide stack starts at 200, green at
    // 200 + 75 = 275, straight away.
    #expect(try #require(frame(host, .green)).minX == 275)
    host.update(now: 1.5)
    // Red animates 150 → 100 in x and 100 → 200 in width with the change, and jumps the
    // resize's 100 points: half way it is at 125 + 100 = 225, 150 wide.
    let red = try #require(frame(host, .red))
    #expect(abs(red.minX - 225) < 1e-6)
    #expect(abs(red.width - 150) < 1e-6)
  }

  @Test("withTransaction(Transaction(animation:)) animates like withAnimation")
  func withTransactionAnimates() throws {
    let (host, probe) = twoBars()
    withTransaction(Transaction(animation: .linear(duration: 2))) { probe.b?.wrappedValue = true }
    host.update(now: 1)
    host.update(now: 1.5)
    // A quarter of 2 s: 100 + 100/4.
    #expect(abs(try #require(frame(host, .blue)).width - 125) < 1e-6)
  }

  @Test("disablesAnimations makes a change jump even inside withAnimation")
  func disablesAnimations() throws {
    let (host, probe) = twoBars()
    var t = Transaction(animation: .linear(duration: 1))
    t.disablesAnimations = true
    withAnimation(.linear(duration: 1)) {
      withTransaction(t) { probe.a?.wrappedValue = true }
      probe.b?.wrappedValue = true
    }
    host.update(now: 1)
    host.update(now: 1.5)
    #expect(try #require(frame(host, .red)).width == 200)
    #expect(abs(try #require(frame(host, .blue)).width - 150) < 1e-6)
  }

  @Test("Binding.animation() animates writes through it, and only those")
  func bindingAnimation() throws {
    let (host, probe) = twoBars()
    probe.a?.animation(.linear(duration: 1)).wrappedValue = true
    probe.b?.wrappedValue = true
    host.update(now: 1)
    host.update(now: 1.25)
    #expect(abs(try #require(frame(host, .red)).width - 125) < 1e-6)
    #expect(try #require(frame(host, .blue)).width == 200)
  }

  @Test("an unanimated change after an animated one in the same frame does not cut it")
  func laterChangeKeepsAnimation() throws {
    let (host, probe) = twoBars()
    withAnimation(.linear(duration: 1)) { probe.a?.wrappedValue = true }
    probe.a?.wrappedValue = false
    probe.a?.wrappedValue = true
    host.update(now: 1)
    host.update(now: 1.5)
    // The animated change started the motion 100 → 200; the unanimated pair ends where it
    // began, so the motion is unchanged.
    #expect(abs(try #require(frame(host, .red)).width - 150) < 1e-6)
  }
}
