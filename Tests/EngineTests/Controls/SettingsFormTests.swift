import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct SettingsForm: View {
  @State var notifications = false
  @State var theme = "System"
  @State var volume = 0.0
  @State var name = ""

  var body: some View {
    VStack(spacing: 12) {
      Toggle("Notifications", isOn: $notifications)
      Picker("Theme", selection: $theme) {
        ForEach(["Light", "Dark", "System"], id: \.self) { Text($0) }
      }
      .pickerStyle(.segmented)
      Slider(value: $volume, in: 0...10, step: 1)
      TextField("Name", text: $name)
      Text("notifications=\(notifications) theme=\(theme) volume=\(volume)")
      Text("name=\(name)")
    }
    .padding(10)
  }
}

@MainActor
@Suite("Settings form")
struct SettingsFormTests {
  @Test("a form binding a toggle, a picker, a slider and a text field to state shows their values")
  func formShowsValues() throws {
    let h = controlHost(SettingsForm())
    #expect(h.shows("notifications=false theme=System volume=0.0"))
    let d = h.dump()
    // The switch: the 51 × 31 capsule at the trailing edge of the row (inside 10 pt of
    // padding, so its right edge is at 390).
    let toggle = try #require(d.all.first { $0.type == "Capsule" }).rect
    #expect(toggle.maxX == 390 && toggle.width == 51)
    h.click(toggle.centre, at: 0.1)
    // The segments: three equal thirds of the 380-pt row from x = 10; "Dark" is the
    // second, centred at 10 + 380 × 1.5 / 3 = 200.
    let segmentY = try #require(h.dump().text("Dark")).rect.midY
    h.click(CGPoint(x: 200, y: segmentY), at: 0.3)
    // The slider: value = lower + (x − trackMinX) / trackWidth × (upper − lower), the
    // thumb's travel being the track less 14 pt (half the thumb) at each end. At 70 % of
    // the travel: 0 + 0.7 × 10 = 7, already a whole step.
    let track = try #require(h.dump().first("Slider")).rect
    h.click(CGPoint(x: track.minX + 14 + 0.7 * (track.width - 28), y: track.midY), at: 0.5)
    #expect(h.shows("notifications=true theme=Dark volume=7.0"))
    // The field: its placeholder "Name" is its frame's text; a click there focuses it and
    // typed text goes into the binding.
    #expect(h.shows("name="))
    let field = try #require(h.dump().first("TextField")).rect
    h.click(field.centre, at: 0.7)
    h.handle(.text("Ada"), at: 0.8)
    #expect(h.shows("name=Ada"))
  }
}
