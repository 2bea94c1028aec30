import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct Switchable: View {
  @State var isOn = false

  var body: some View {
    VStack {
      Toggle("Wi-Fi", isOn: $isOn)
      Text("wifi=\(isOn)")
    }
  }
}

/// A custom style: the label and a word that says the state, switched by a click on it.
private struct WordToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    HStack {
      configuration.label
      Text(configuration.isOn ? "ON" : "OFF").onTapGesture { isOn.wrappedValue.toggle() }
    }
  }
}

@MainActor
@Suite("Toggle")
struct ToggleTests {
  /// The switch: the 51 × 31 capsule at the trailing edge of the 400-pt row.
  private func switchFrame(_ h: ViewHost) throws -> CGRect {
    try #require(h.dump().all.first { $0.type == "Capsule" }).rect
  }

  @Test("a click on the switch flips the binding, and again flips it back")
  func clickFlips() throws {
    let h = controlHost(Switchable())
    let s = try switchFrame(h)
    // Apple's HIG: a switch is 51 × 31 pt; the row fills the window's 400 pt, so the
    // switch's trailing edge is at x = 400.
    #expect(s.size == CGSize(width: 51, height: 31))
    #expect(s.maxX == 400)
    h.click(s.centre, at: 0.1)
    #expect(h.shows("wifi=true"))
    h.click(s.centre, at: 1)
    #expect(h.shows("wifi=false"))
  }

  @Test("the knob slides: half-way through the animation it is between the ends")
  func knobAnimates() throws {
    let h = controlHost(Switchable())
    let s = try switchFrame(h)
    h.click(s.centre, at: 0.1)
    // The knob (27 pt, inset 2) ends at maxX − 2 − 27; it starts at minX + 2.
    let start = s.minX + 2
    let end = s.maxX - 2 - 27
    h.update(now: 0.2)
    let during = try #require(knobX(h.displayList()))
    #expect(during > start && during < end)
    h.update(now: 3)
    let after = try #require(knobX(h.displayList()))
    #expect(after == end, "\(after) \(end) \(s)")
  }

  /// The white knob's left edge in the drawing.
  private func knobX(_ list: DisplayList) -> CGFloat? {
    for case .fill(let r, _, let c) in list.commands where c == .white && r.width == 27 {
      return r.minX
    }
    return nil
  }

  @Test("a disabled toggle ignores clicks")
  func disabledIgnores() throws {
    let h = controlHost(Switchable().disabled(true))
    h.click(try switchFrame(h).centre, at: 0.1)
    #expect(h.shows("wifi=false"))
  }

  @Test("button and checkbox styles flip on click too", arguments: ["button", "checkbox"])
  func otherStylesFlip(style: String) throws {
    let view = Switchable()
    let h =
      style == "button"
      ? controlHost(view.toggleStyle(.button)) : controlHost(view.toggleStyle(.checkbox))
    let label = try #require(h.dump().text("Wi-Fi")).rect
    h.click(label.centre, at: 0.1)
    #expect(h.shows("wifi=true"))
  }

  @Test("a custom ToggleStyle reads configuration.isOn and switches through $isOn")
  func customStyle() throws {
    let h = controlHost(Switchable().toggleStyle(WordToggleStyle()))
    #expect(h.shows("OFF"))
    h.click(try #require(h.dump().text("OFF")).rect.centre, at: 0.1)
    #expect(h.shows("ON"))
    #expect(h.shows("wifi=true"))
  }
}
