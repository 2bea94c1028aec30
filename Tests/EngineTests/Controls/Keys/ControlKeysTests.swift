import Engine
import Fixtures
import Foundation
import Testing

/// A panel of every value control that takes focus, in reading order, with their values
/// shown as one line of text.
@MainActor
private struct Panel: View {
  @State private var on = false
  @State private var level = 0.5
  @State private var count = 2
  @State private var mode = "A"
  @State private var size = "S"

  var body: some View {
    VStack {
      Toggle("Wi-Fi", isOn: $on)
      Slider(value: $level, in: 0...1, step: 0.25)
      Stepper("Count", value: $count, in: 0...3)
      Picker("Mode", selection: $mode) {
        Text("A").tag("A")
        Text("B").tag("B")
        Text("C").tag("C")
      }
      .pickerStyle(.segmented)
      Picker("Size", selection: $size) {
        Text("Small").tag("S")
        Text("Medium").tag("M")
        Text("Large").tag("L")
      }
      Text("on=\(on) level=\(level) count=\(count) mode=\(mode) size=\(size)")
    }
  }
}

@MainActor
private final class Keyboard {
  let host: ViewHost
  var t = 0.0

  init(_ host: ViewHost) { self.host = host }

  /// Presses and releases `key` (with `modifiers`), a tenth of a second after the last.
  func press(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) {
    t += 0.1
    host.handle(.key(KeyPress(key: key, modifiers: modifiers)), at: t)
    host.handle(.key(KeyPress(key: key, modifiers: modifiers, phase: .up)), at: t + 0.01)
  }

  func tab(_ times: Int = 1) {
    for _ in 0..<times { press(.tab) }
  }
}

@MainActor
@Suite("Value controls' keys")
struct ControlKeysTests {
  private func values(_ h: ViewHost) -> String? {
    h.dump().all.compactMap(\.text).first { $0.hasPrefix("on=") }
  }

  @Test("Tab stops once at each control, in reading order, and comes round to the first")
  func oneStopEach() {
    let h = controlHost(Panel())
    let k = Keyboard(h)
    // Five controls: the sixth Tab is back on the toggle. Were a stepper's halves or a
    // picker's segments stops of their own, Space would land elsewhere.
    k.tab(6)
    k.press(.space)
    #expect(values(h) == "on=true level=0.5 count=2 mode=A size=S")
  }

  @Test("Space flips a focused switch once per press; Return does not flip it")
  func spaceToggles() {
    let h = controlHost(Panel())
    let k = Keyboard(h)
    k.tab()
    k.press(.space)
    #expect(values(h)?.hasPrefix("on=true") == true)
    // A held Space repeats: the repeats do not flip it again.
    h.handle(.key(KeyPress(key: .space)), at: 1)
    h.handle(.key(KeyPress(key: .space, phase: .repeat)), at: 1.5)
    h.handle(.key(KeyPress(key: .space, phase: .repeat)), at: 1.55)
    h.handle(.key(KeyPress(key: .space, phase: .up)), at: 1.6)
    k.t = 2
    #expect(values(h)?.hasPrefix("on=false") == true)
    k.press(.return)
    #expect(values(h)?.hasPrefix("on=false") == true)
  }

  @Test("arrows move a focused slider by its step; Home and End go to its bounds")
  func sliderKeys() {
    let h = controlHost(Panel())
    let k = Keyboard(h)
    k.tab(2)
    // 0.5 + 0.25 = 0.75, + 0.25 = 1.0, then the upper bound holds it.
    k.press(.rightArrow)
    #expect(values(h)?.contains("level=0.75") == true)
    k.press(.upArrow)
    k.press(.rightArrow)
    #expect(values(h)?.contains("level=1.0") == true)
    // Down and left: 1.0 − 0.25 − 0.25 = 0.5.
    k.press(.downArrow)
    k.press(.leftArrow)
    #expect(values(h)?.contains("level=0.5") == true)
    k.press(.home)
    #expect(values(h)?.contains("level=0.0") == true)
    k.press(.end)
    #expect(values(h)?.contains("level=1.0") == true)
  }

  @Test("↑ and + increment a focused stepper, ↓ and − decrement it, stopping at the bounds")
  func stepperKeys() {
    let h = controlHost(Panel())
    let k = Keyboard(h)
    k.tab(3)
    // 2 + 1 = 3, the upper bound: a second ↑ and a + leave it there.
    k.press(.upArrow)
    k.press(.upArrow)
    k.press("+")
    #expect(values(h)?.contains("count=3") == true)
    // 3 − 1 − 1 − 1 = 0, then the lower bound holds.
    k.press(.downArrow)
    k.press("-")
    k.press(.downArrow)
    k.press(.downArrow)
    #expect(values(h)?.contains("count=0") == true)
  }

  @Test("← and → select the neighbouring segment, stopping at the ends")
  func segmentedKeys() {
    let h = controlHost(Panel())
    let k = Keyboard(h)
    k.tab(4)
    k.press(.rightArrow)
    #expect(values(h)?.contains("mode=B") == true)
    k.press(.rightArrow)
    k.press(.rightArrow)
    #expect(values(h)?.contains("mode=C") == true)
    k.press(.leftArrow)
    #expect(values(h)?.contains("mode=B") == true)
  }

  @Test("a menu picker opens on Space, ↓ moves the highlight, Return chooses, Escape closes")
  func menuKeys() {
    let h = controlHost(Panel())
    let k = Keyboard(h)
    k.tab(5)
    #expect(!h.shows("Medium"))
    k.press(.space)
    // Open: the menu's rows show, the selection (Small) highlighted; ↓ goes to Medium.
    #expect(h.shows("Medium") && h.shows("Large"))
    k.press(.downArrow)
    k.press(.return)
    #expect(values(h)?.hasSuffix("size=M") == true)
    #expect(!h.shows("Large"))
    // Open again (Return this time), ↓ ↓ past the end stops at Large, Escape closes
    // without choosing, and focus stays: Space opens it once more.
    k.press(.return)
    k.press(.downArrow)
    k.press(.downArrow)
    k.press(.escape)
    #expect(!h.shows("Large"))
    #expect(values(h)?.hasSuffix("size=M") == true)
    k.press(.space)
    #expect(h.shows("Large"))
    k.press(.upArrow)
    k.press(.space)
    #expect(values(h)?.hasSuffix("size=S") == true)
  }

  @Test("the ring goes round the switch, not the toggle's whole row")
  func ringAroundTheSwitch() throws {
    let h = controlHost(Panel())
    Keyboard(h).tab()
    let last = try #require(h.displayList(frameTime: nil).commands.last)
    guard case .stroke(let rect, _, _) = last else {
      Issue.record("no ring: \(last)")
      return
    }
    // The ring is 4 pt outside the frame (a 1-pt gap and a 3-pt band): the switch's
    // 51 × 31 pt (UISwitch) grows to 59 × 39, at the trailing edge of the 400-pt row.
    #expect(rect.size == CGSize(width: 59, height: 39))
    #expect(abs(rect.maxX - (400 + 4)) < 1e-9)
  }

  @Test("a disabled control is passed by; keys with Control do not move a control")
  func disabledAndShortcuts() {
    @MainActor struct Two: View {
      @State var a = 0.0
      @State var b = 0.0
      var body: some View {
        VStack {
          Slider(value: $a, in: 0...10, step: 1).disabled(true)
          Slider(value: $b, in: 0...10, step: 1)
          Text("a=\(a) b=\(b)")
        }
      }
    }
    let h = controlHost(Two())
    let k = Keyboard(h)
    k.tab()
    k.press(.rightArrow)
    k.press(.rightArrow, .control)
    #expect(h.shows("a=0.0 b=1.0"))
  }
}
