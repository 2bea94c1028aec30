import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct Volume: View {
  @State var value: Double
  let bounds: ClosedRange<Double>
  let step: Double?
  @State var edits: [Bool] = []

  var body: some View {
    VStack {
      if let step {
        Slider(value: $value, in: bounds, step: step) { edits.append($0) }
      } else {
        Slider(value: $value, in: bounds) { edits.append($0) }
      }
      Text("v=\(value)")
      Text("edits=\(edits)")
    }
    .padding(20)
  }
}

@MainActor
@Suite("Slider")
struct SliderTests {
  private func track(_ h: ViewHost) throws -> CGRect {
    try #require(h.dump().first("Slider")).rect
  }

  /// The closed form: the thumb's centre travels from 14 pt (half the 28-pt thumb) inside
  /// the track's leading end to 14 pt inside its trailing end, and the value is linear in
  /// it: value = lower + (x − trackMinX) / trackWidth × (upper − lower), rounded to the
  /// step from the lower bound.
  private func expected(x: CGFloat, track: CGRect, lower: Double, upper: Double, step: Double)
    -> Double
  {
    let minX = track.minX + 14
    let width = track.width - 28
    let raw = lower + Double((x - minX) / width) * (upper - lower)
    return lower + ((raw - lower) / step).rounded() * step
  }

  @Test(
    "dragging the thumb to x sets the value by the closed form, stepped",
    arguments: [0.3, 0.55, 0.81])
  func dragMapsToValue(at share: Double) throws {
    let h = controlHost(Volume(value: 0, bounds: 0...100, step: 5))
    let t = try track(h)
    // The padding of 20 puts the track at x 20…380 in the 400-pt window.
    #expect(t.minX == 20 && t.width == 360)
    let y = t.midY
    let x = t.minX + 14 + CGFloat(share) * (t.width - 28)
    h.handle(.pointerDown(CGPoint(x: t.minX + 14, y: y)), at: 0.1)
    h.handle(.pointerMove(CGPoint(x: (t.minX + x) / 2, y: y)), at: 0.2)
    h.handle(.pointerMove(CGPoint(x: x, y: y + 40)), at: 0.3)
    h.handle(.pointerUp(CGPoint(x: x, y: y + 40)), at: 0.4)
    let v = expected(x: x, track: t, lower: 0, upper: 100, step: 5)
    #expect(h.shows("v=\(v)"))
    #expect(h.shows("edits=[true, false]"))
  }

  @Test("a click on the track jumps there; past the ends the value stops at the bounds")
  func clickJumpsAndClamps() throws {
    let h = controlHost(Volume(value: 0.5, bounds: 0...1, step: nil))
    let t = try track(h)
    // Exactly three quarters along the travel: 0 + 0.75 × (1 − 0).
    h.click(CGPoint(x: t.minX + 14 + 0.75 * (t.width - 28), y: t.midY), at: 0.1)
    #expect(h.shows("v=0.75"))
    h.handle(.pointerDown(CGPoint(x: t.midX, y: t.midY)), at: 1)
    h.handle(.pointerMove(CGPoint(x: t.maxX + 200, y: t.midY)), at: 1.1)
    #expect(h.shows("v=1.0"))
    h.handle(.pointerMove(CGPoint(x: -50, y: t.midY)), at: 1.2)
    h.handle(.pointerUp(CGPoint(x: -50, y: t.midY)), at: 1.3)
    #expect(h.shows("v=0.0"))
  }

  @Test("a NaN step counts as no step: the value moves continuously")
  func nanStep() throws {
    let h = controlHost(Volume(value: 0, bounds: 0...1, step: .nan))
    let t = try track(h)
    h.click(CGPoint(x: t.minX + 14 + 0.25 * (t.width - 28), y: t.midY), at: 0.1)
    #expect(h.shows("v=0.25"))
  }

  @Test("a range of one value (lower == upper) draws and always gives that value")
  func emptyRange() throws {
    let h = controlHost(Volume(value: 3, bounds: 3...3, step: 1))
    let t = try track(h)
    _ = h.displayList()
    h.click(CGPoint(x: t.maxX - 20, y: t.midY), at: 0.1)
    #expect(h.shows("v=3.0"))
  }

  @Test("a disabled slider ignores drags")
  func disabled() throws {
    let h = controlHost(Volume(value: 0, bounds: 0...1, step: nil).disabled(true))
    let t = try track(h)
    h.click(CGPoint(x: t.midX, y: t.midY), at: 0.1)
    #expect(h.shows("v=0.0"))
  }
}
