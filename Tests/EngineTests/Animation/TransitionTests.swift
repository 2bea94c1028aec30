import Engine
import Fixtures
import Foundation
import Testing

@MainActor
final class ShowProbe {
  var shown: Binding<Bool>?
  var disappeared = 0
}

/// A 100×20 red bar shown under a condition, with `transition`, centred in 400×300.
@MainActor
private struct Toggled: View {
  let probe: ShowProbe
  let transition: AnyTransition
  @State private var shown: Bool

  init(probe: ShowProbe, transition: AnyTransition, shown: Bool = false) {
    self.probe = probe
    self.transition = transition
    _shown = State(initialValue: shown)
  }

  var body: some View {
    let _ = probe.shown = $shown
    VStack(spacing: 0) {
      Color.blue.frame(width: 50, height: 50)
      if shown {
        Color.red.frame(width: 100, height: 20).transition(transition)
          .onDisappear { probe.disappeared += 1 }
      }
    }
  }
}

@MainActor
private func host(_ view: some View) -> ViewHost {
  let host = ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
  host.update(now: 0)
  return host
}

@MainActor
@Suite("Transitions run on insertion and removal, in the transaction's animation")
struct TransitionTests {
  @Test("an inserted view fades in with .opacity: half opaque halfway through easeInOut")
  func opacityInsertion() throws {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .opacity))
    #expect(redFills(host).isEmpty)
    withAnimation(.easeInOut(duration: 1)) { probe.shown?.wrappedValue = true }
    host.update(now: 1)
    // easeInOut is the Bézier (0.42, 0), (0.58, 1): symmetric about (½, ½), so at half its
    // duration it is at half its progress, and alpha is 255 × ½ = 127.5.
    host.update(now: 1.5)
    let mid = try #require(redFills(host).first)
    #expect(abs(Double(mid.1.alpha) - 127.5) <= 0.5)
    host.update(now: 2.01)
    #expect(redFills(host).first?.1.alpha == 255)
    #expect(!host.isAnimating)
  }

  @Test("without an animation a view appears and goes at once")
  func unanimated() {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .opacity))
    probe.shown?.wrappedValue = true
    host.update(now: 1)
    #expect(redFills(host).first?.1.alpha == 255)
    probe.shown?.wrappedValue = false
    host.update(now: 2)
    #expect(redFills(host).isEmpty)
    #expect(probe.disappeared == 1)
  }

  @Test("a removed view stays drawn where it was until its removal ends")
  func removalKeepsView() throws {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .opacity, shown: true))
    // The stack is 50 + 20 tall, centred: y = (300 − 70) / 2 = 115; the bar below the
    // square at y 165, x = (400 − 100) / 2 = 150.
    #expect(redFills(host).first?.0 == CGRect(x: 150, y: 165, width: 100, height: 20))
    withAnimation(.linear(duration: 1)) { probe.shown?.wrappedValue = false }
    host.update(now: 1)
    host.update(now: 1.5)
    // Linear: half way, alpha 255 × ½ = 127.5; still at its old frame although the
    // stack now holds only the square.
    let mid = try #require(redFills(host).first)
    #expect(mid.0 == CGRect(x: 150, y: 165, width: 100, height: 20))
    #expect(abs(Double(mid.1.alpha) - 127.5) <= 0.5)
    #expect(probe.disappeared == 0)
    host.update(now: 2.01)
    #expect(redFills(host).isEmpty)
    #expect(probe.disappeared == 1)
    #expect(!host.isAnimating)
  }

  @Test(".move(edge: .leading) comes in from a bar's width to the left")
  func moveInsertion() throws {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .move(edge: .leading)))
    withAnimation(.linear(duration: 1)) { probe.shown?.wrappedValue = true }
    host.update(now: 1)
    let start = try #require(redFills(host).first)
    // At progress 0 the bar is shifted by its width (100) towards its leading edge.
    #expect(start.0 == CGRect(x: 50, y: 165, width: 100, height: 20))
    host.update(now: 1.25)
    // Linear, a quarter through: 100 × ¾ = 75 to the left of x 150.
    let quarter = try #require(redFills(host).first)
    #expect(abs(quarter.0.minX - 75) < 1e-6)
    #expect(quarter.1.alpha == 255)
  }

  @Test(".scale halves the view about its centre halfway, and .combined adds the fade")
  func scaleAndCombined() throws {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .scale.combined(with: .opacity)))
    withAnimation(.linear(duration: 1)) { probe.shown?.wrappedValue = true }
    host.update(now: 1)
    host.update(now: 1.5)
    let mid = try #require(redFills(host).first)
    // Scale from 0: 0 + (1 − 0) × ½ = ½ about the centre (200, 175): 50 × 10 at (175, 170).
    #expect(abs(mid.0.width - 50) < 1e-6 && abs(mid.0.height - 10) < 1e-6)
    #expect(abs(mid.0.minX - 175) < 1e-6 && abs(mid.0.minY - 170) < 1e-6)
    #expect(abs(Double(mid.1.alpha) - 127.5) <= 0.5)
  }

  @Test("asymmetric: the removal runs its own transition (.slide goes out to the trailing edge)")
  func slideRemoval() throws {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .slide, shown: true))
    withAnimation(.linear(duration: 1)) { probe.shown?.wrappedValue = false }
    host.update(now: 1)
    host.update(now: 1.5)
    // Removal runs progress 1 → 0; at ½ the bar is 100 × ½ = 50 to the right of x 150.
    let mid = try #require(redFills(host).first)
    #expect(abs(mid.0.minX - 200) < 1e-6)
    #expect(mid.1.alpha == 255)
  }

  @Test("put back while leaving, a view turns round from where it is and is not duplicated")
  func interrupted() throws {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .opacity, shown: true))
    withAnimation(.linear(duration: 1)) { probe.shown?.wrappedValue = false }
    host.update(now: 1)
    host.update(now: 1.5)
    withAnimation(.linear(duration: 1)) { probe.shown?.wrappedValue = true }
    host.update(now: 1.5)
    // Retargeted from its current progress (½), so the alpha does not jump.
    let fills = redFills(host)
    #expect(fills.count == 1)
    #expect(abs(Double(try #require(fills.first).1.alpha) - 127.5) <= 0.5)
    host.update(now: 3)
    #expect(redFills(host).first?.1.alpha == 255)
    #expect(probe.disappeared == 0)
  }

  @Test("a ForEach element removed in an animated transaction fades out where it was")
  func forEachRemoval() throws {
    @MainActor final class Items { var ids: Binding<[Int]>? }
    struct Rows: View {
      let probe: Items
      @State var ids = [1, 2, 3]
      var body: some View {
        let _ = probe.ids = $ids
        VStack(spacing: 0) {
          ForEach(ids, id: \.self) { _ in Color.red.frame(width: 100, height: 10) }
        }
      }
    }
    let probe = Items()
    let host = host(Rows(probe: probe))
    withAnimation(.linear(duration: 1)) { probe.ids?.wrappedValue = [1, 3] }
    host.update(now: 1)
    host.update(now: 1.5)
    // Two rows laid out (y 140 and 150 in a 20-tall stack centred in 300), the removed
    // middle one still drawn at its old frame (y 145, the middle of the old 30-tall
    // stack at y 135) at half opacity.
    let rows = redFills(host)
    #expect(rows.count == 3)
    let faded = rows.filter { $0.1.alpha != 255 }
    #expect(faded.map(\.0) == [CGRect(x: 150, y: 145, width: 100, height: 10)])
    host.update(now: 2.01)
    #expect(redFills(host).map(\.0.minY) == [140, 150])
  }

  @Test(".push(from: .trailing) comes in from the trailing edge while fading in")
  func pushInsertion() throws {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .push(from: .trailing)))
    withAnimation(.linear(duration: 1)) { probe.shown?.wrappedValue = true }
    host.update(now: 1)
    host.update(now: 1.25)
    // At progress 0 the 100 pt bar is its width to the trailing side of x 150, and clear.
    // Linear, a quarter through: 100 × ¾ = 75 to the right of 150, and a quarter opaque
    // (255 / 4 = 63.75). The stack is 50 + 20 tall, centred: the bar's top is
    // (300 − 70) / 2 + 50 = 165.
    let quarter = try #require(redFills(host).first)
    #expect(abs(quarter.0.minX - 225) < 1e-6 && quarter.0.minY == 165)
    #expect(abs(Double(quarter.1.alpha) - 63.75) <= 0.5)
    host.update(now: 2.01)
    let end = try #require(redFills(host).first)
    #expect(end.0.minX == 150 && end.1.alpha == 255)
  }

  @Test(".push(from: .trailing) removes towards the leading edge while fading out")
  func pushRemoval() throws {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .push(from: .trailing), shown: true))
    withAnimation(.linear(duration: 1)) { probe.shown?.wrappedValue = false }
    host.update(now: 1)
    host.update(now: 1.5)
    // Removal runs progress 1 → 0 towards the opposite edge: at ½ the bar is 100 × ½ = 50
    // to the left of 150, half opaque (127.5).
    let mid = try #require(redFills(host).first)
    #expect(abs(mid.0.minX - 100) < 1e-6)
    #expect(abs(Double(mid.1.alpha) - 127.5) <= 0.5)
    host.update(now: 2.01)
    #expect(redFills(host).isEmpty)
  }

  @Test("the window stays idle once transitions end: no frame needed")
  func idleAfterwards() {
    let probe = ShowProbe()
    let host = host(Toggled(probe: probe, transition: .opacity))
    withAnimation(.linear(duration: 0.5)) { probe.shown?.wrappedValue = true }
    host.update(now: 1)
    _ = host.displayList()
    #expect(host.isAnimating)
    host.update(now: 2)
    _ = host.displayList()
    #expect(!host.isAnimating)
    #expect(!host.needsFrame)
  }
}
