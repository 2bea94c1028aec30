import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct Guests: View {
  @State var count: Int

  var body: some View {
    VStack {
      Stepper("Guests", value: $count, in: 1...3)
      Text("n=\(count)")
    }
  }
}

@MainActor
private struct Pages: View {
  @State var log: [String] = []

  var body: some View {
    VStack {
      Stepper("Page", onIncrement: { log.append("+") }, onDecrement: { log.append("-") })
      Text("log=\(log.joined())")
    }
  }
}

@MainActor
@Suite("Stepper")
struct StepperTests {
  /// The stepper's two halves: UIStepper is 94 × 32 pt at the row's trailing edge (the
  /// 400-pt window), split at its middle; the minus half leads.
  private func halves(_ h: ViewHost) throws -> (minus: CGPoint, plus: CGPoint) {
    let glyph = try #require(h.dump().text("Guests") ?? h.dump().text("Page")).rect
    let y = glyph.midY
    return (CGPoint(x: 400 - 94 + 94 / 4, y: y), CGPoint(x: 400 - 94 / 4, y: y))
  }

  @Test("plus and minus step by one and stop at the bounds")
  func clampsAtBounds() throws {
    let h = controlHost(Guests(count: 2))
    let (minus, plus) = try halves(h)
    var t = 0.1
    for expected in [3, 3, 3] {
      h.click(plus, at: t)
      t += 0.2
      #expect(h.shows("n=\(expected)"))
    }
    for expected in [2, 1, 1, 1] {
      h.click(minus, at: t)
      t += 0.2
      #expect(h.shows("n=\(expected)"))
    }
  }

  @Test("a value outside the bounds is brought inside by the first step")
  func outsideBounds() throws {
    // 7 is past the upper bound 3: plus is disabled (UIStepper disables the half that
    // would pass a bound), and minus steps to 7 − 1 = 6, clamped to 3.
    let h = controlHost(Guests(count: 7))
    let (minus, plus) = try halves(h)
    h.click(plus, at: 0.1)
    #expect(h.shows("n=7"))
    h.click(minus, at: 0.3)
    #expect(h.shows("n=3"))
  }

  @Test("onIncrement and onDecrement run for plus and minus")
  func actions() throws {
    let h = controlHost(Pages())
    let (minus, plus) = try halves(h)
    h.click(plus, at: 0.1)
    h.click(plus, at: 0.3)
    h.click(minus, at: 0.5)
    #expect(h.shows("log=++-"))
  }
}
