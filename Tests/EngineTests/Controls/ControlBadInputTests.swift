import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct Level: View {
  @State var value: Double
  let bounds: ClosedRange<Double>
  let step: Double

  var body: some View {
    VStack {
      Slider(value: $value, in: bounds, step: step)
      Text("v=\(value)")
    }
    .padding(20)
  }
}

@MainActor
private struct Count<V: Strideable & CustomStringConvertible>: View {
  @State var value: V
  let step: V.Stride
  let bounds: ClosedRange<V>?

  var body: some View {
    VStack {
      if let bounds {
        Stepper("Count", value: $value, in: bounds, step: step)
      } else {
        Stepper("Count", value: $value, step: step)
      }
      Text("n=\(value.description)")
    }
  }
}

/// Bad input to the value controls, answered as SwiftUI answers it, without trapping.
@MainActor
@Suite("Value controls: bad input")
struct ControlBadInputTests {
  private func press(_ h: ViewHost, _ key: KeyEquivalent, at t: Double) {
    h.handle(.key(KeyPress(key: key)), at: t)
    h.handle(.key(KeyPress(key: key, phase: .up)), at: t + 0.01)
  }

  /// The stepper's plus half: UIStepper's 94 × 32 pt at the trailing edge of the 400-pt
  /// window, its plus half the trailing 47 pt; the row is the VStack's first, centred on
  /// the Text's line (the stepper is taller: 32 pt, so its middle is at y = 16 + offset).
  private func plus(_ h: ViewHost) throws -> CGPoint {
    let title = try #require(h.dump().text("Count")).rect
    return CGPoint(x: 400 - 94 / 4, y: title.midY)
  }

  @Test("a negative step counts as no step: a click a quarter along gives 0.25")
  func sliderNegativeStep() throws {
    let h = controlHost(Level(value: 0, bounds: 0...1, step: -0.5))
    let t = try #require(h.dump().first("Slider")).rect
    h.click(CGPoint(x: t.minX + 14 + 0.25 * (t.width - 28), y: t.midY), at: 0.1)
    #expect(h.shows("v=0.25"))
  }

  @Test("a value outside the range is left as it is until the slider moves it inside")
  func sliderValueOutside() {
    let h = controlHost(Level(value: 5, bounds: 0...1, step: 0.25))
    _ = h.displayList()
    // Drawn with the thumb at the end, the binding untouched, as SwiftUI draws it.
    #expect(h.shows("v=5.0"))
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    // ← from 5: the nearest value inside is the upper bound, 1.
    press(h, .leftArrow, at: 0.2)
    #expect(h.shows("v=1.0"))
  }

  @Test("a range of one value: keys give that value and nothing else")
  func sliderOneValueKeys() {
    let h = controlHost(Level(value: 3, bounds: 3...3, step: 1))
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    press(h, .rightArrow, at: 0.2)
    press(h, .end, at: 0.3)
    #expect(h.shows("v=3.0"))
  }

  @Test("a NaN slider step: the arrows move by a tenth of the range")
  func sliderNaNStepKeys() {
    let h = controlHost(Level(value: 0, bounds: 0...20, step: .nan))
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    // No step: (20 − 0) / 10 = 2 per press.
    press(h, .rightArrow, at: 0.2)
    #expect(h.shows("v=2.0"))
  }

  @Test("a NaN stepper step leaves the value as it is")
  func stepperNaNStep() throws {
    let h = controlHost(Count<Double>(value: 1, step: .nan, bounds: 0...10))
    h.click(try plus(h), at: 0.1)
    #expect(h.shows("n=1.0"))
    let free = controlHost(Count<Double>(value: 1, step: .nan, bounds: nil))
    free.click(try plus(free), at: 0.1)
    #expect(free.shows("n=1.0"))
  }

  @Test("a negative stepper step is added as written: plus lowers the value")
  func stepperNegativeStep() throws {
    let h = controlHost(Count<Int>(value: 5, step: -2, bounds: 0...10))
    h.click(try plus(h), at: 0.1)
    // 5 + (−2) = 3, as SwiftUI's stepper adds its step on plus.
    #expect(h.shows("n=3"))
  }

  @Test("a step past Int.max leaves the value as it is instead of trapping")
  func stepperOverflow() throws {
    let h = controlHost(Count<Int>(value: Int.max - 1, step: 5, bounds: nil))
    h.click(try plus(h), at: 0.1)
    #expect(h.shows("n=\(Int.max - 1)"))
  }

  @Test("a step of Int.min: minus, which would negate it, leaves the value as it is")
  func stepperMinimumStep() throws {
    let h = controlHost(Count<Int>(value: 0, step: Int.min, bounds: nil))
    let p = try plus(h)
    // The minus half's middle: half of UIStepper's 94 pt to the left of the plus half's.
    let minus = CGPoint(x: p.x - 94 / 2, y: p.y)
    h.click(minus, at: 0.1)
    #expect(h.shows("n=0"))
    // Plus adds it as written: 0 + Int.min.
    h.click(try plus(h), at: 0.2)
    #expect(h.shows("n=\(Int.min)"))
  }

  @Test("an empty picker takes keys without trapping, in every style")
  func emptyPickerKeys() {
    @MainActor struct Empty: View {
      @State var pick = 0
      var body: some View {
        VStack {
          Picker("A", selection: $pick) {}.pickerStyle(.segmented)
          Picker("B", selection: $pick) {}.pickerStyle(.menu)
          Picker("C", selection: $pick) {}.pickerStyle(.wheel)
          Text("pick=\(pick)")
        }
      }
    }
    let h = controlHost(Empty())
    var t = 0.0
    for key in [KeyEquivalent.tab, .space, .downArrow, .return, .tab, .rightArrow, .tab] {
      t += 0.1
      press(h, key, at: t)
    }
    _ = h.displayList()
    #expect(h.shows("pick=0"))
  }
}
