import Foundation
import Testing

/// The ControlsSettings example (and the Lists example's keys) in a real (virtual) X window,
/// driven by xdotool's keys and mouse: the window must end up showing exactly what the same
/// input gives in a headless script run (`ControlKeysExampleTests` checks the values
/// themselves).
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfb)
struct ControlsWindowTests {
  /// X's names for the script's keys.
  static let xKeys = [
    "tab": "Tab", "space": "space", "right": "Right", "left": "Left", "up": "Up",
    "down": "Down", "return": "Return", "escape": "Escape",
  ]

  @Test("Tab, Space, arrows and Return in the window set the controls as the script does")
  func keysInTheWindow() throws {
    let keys = ControlKeysExampleTests.keys.compactMap { Self.xKeys[$0] }
    try #require(keys.count == ControlKeysExampleTests.keys.count)
    try Self.drive(script: ControlKeysExampleTests.script()) { window in
      [["key", "--window", window] + keys]
    }
  }

  @Test(
    "a click on a switch, typed notes, the wheel scrolled into view and turned, as the script's")
  func mouseInTheWindow() throws {
    // Where the controls are, from the headless layout: the Bluetooth switch (the second
    // 51 × 31 capsule) and the multi-line Notes field.
    let size = ["--size", "390x700"]
    let doc = try PreviewProcess.viewDump("ControlsSettings", size)
    let switches = doc.views.all("Capsule").filter { $0.width == 51 && $0.height == 31 }
    let toggle = try #require(switches.dropFirst().first)
    let notes = try #require(doc.views.all("TextField").first)
    let (sx, sy) = (Int(toggle.midX), Int(toggle.y + toggle.height / 2))
    let (nx, ny) = (Int(notes.midX), Int(notes.y + notes.height / 2))
    try #require(sy < 700 && ny < 700, "the switch and the field show in the window")
    // A click on the switch; a click into the field, two typed lines, Escape to leave it
    // (so that the window's S saves again). Then wheel notches over the form's left margin
    // (clear of every control) until the wheel picker shows: a notch scrolls a form a wheel
    // step of 40 pt (ScrollPhysics.wheelStep), and its selected row, Cherry, must end at
    // least 80 pt above the window's bottom for the drag below.
    let cherry = try #require(doc.views.all("Text").first { $0.text == "Cherry" })
    let notches = max(0, Int(((cherry.y + cherry.height / 2 + 80 - 700) / 40).rounded(.up)))
    var script = [
      "{\"t\":0.1,\"down\":[\(sx),\(sy)]}", "{\"t\":0.15,\"up\":[\(sx),\(sy)]}",
      "{\"t\":0.3,\"down\":[\(nx),\(ny)]}", "{\"t\":0.35,\"up\":[\(nx),\(ny)]}",
      "{\"t\":0.4,\"type\":\"Hi\"}", "{\"t\":0.45,\"chord\":\"return\"}",
      "{\"t\":0.5,\"type\":\"there\"}", "{\"t\":0.55,\"chord\":\"escape\"}",
      "{\"t\":0.6,\"move\":[5,350]}",
    ]
    script += (0..<notches).map { "{\"t\":\(0.7 + 0.05 * Double($0)),\"wheel\":[0,-1]}" }
    // Where Cherry is once the form rests, from the headless layout after the same input.
    let rest = 1.0 + 0.05 * Double(notches)
    let scrolled = try PreviewProcess.viewDump(
      "ControlsSettings", size + ["--time", "\(rest)"], script: script)
    let shown = try #require(scrolled.views.all("Text").first { $0.text == "Cherry" })
    let (wx, wy) = (Int(shown.midX), Int(shown.y + shown.height / 2))
    try #require(wy + 40 < 700, "the wheel shows once the form is scrolled")
    // Up by 60 pt: 60 / 32 ≈ 1.9 rows, so the wheel rests two rows on, on Lemon.
    script += [
      "{\"t\":\(rest + 0.1),\"down\":[\(wx),\(wy + 20)]}",
      "{\"t\":\(rest + 0.2),\"move\":[\(wx),\(wy - 10)]}",
      "{\"t\":\(rest + 0.3),\"move\":[\(wx),\(wy - 40)]}",
      "{\"t\":\(rest + 0.4),\"up\":[\(wx),\(wy - 40)]}",
    ]
    let values = try PreviewProcess.viewDump(
      "ControlsSettings", size + ["--time", "\(rest + 3)"], script: script)
    let texts = values.views.all("Text").compactMap(\.text)
    #expect(texts.contains("wifi=true bluetooth=true") && texts.contains("fruit=Lemon"))
    #expect(texts.contains("notes=Hi\nthere"), "\(texts)")
    try Self.drive(script: script, time: rest + 3) { window in
      [
        ["mousemove", "--window", window, "\(sx)", "\(sy)"], ["click", "1"],
        ["mousemove", "--window", window, "\(nx)", "\(ny)"], ["click", "1"],
        ["type", "--window", window, "Hi"], ["key", "--window", window, "Return"],
        ["type", "--window", window, "there"], ["key", "--window", window, "Escape"],
        ["mousemove", "--window", window, "5", "350"],
      ] + (0..<notches).map { _ in ["click", "5"] } + [
        ["mousemove", "--window", window, "\(wx)", "\(wy + 20)"], ["mousedown", "1"],
        ["mousemove", "--window", window, "\(wx)", "\(wy - 10)"],
        ["mousemove", "--window", window, "\(wx)", "\(wy - 40)"], ["mouseup", "1"],
        // Away from the controls, so no hover differs from the headless picture.
        ["mousemove", "--window", window, "5", "695"],
      ]
    }
  }

  @Test("Tab and ↓ in the Lists window focus the list and select as the script does")
  func listKeysInTheWindow() throws {
    // Tab focuses the contacts list (its ring drawn inside it); ↓ ↓ select the second
    // contact, the footer saying so (ListsExampleTests checks the text itself).
    let keys = ["tab", "down", "down"]
    let script = ControlKeysExampleTests.script(keys)
    try Self.drive("Lists", script: script) { window in
      [["key", "--window", window] + keys.compactMap { Self.xKeys[$0] }]
    }
  }

  /// Opens `program` (ControlsSettings) at 390 × 700 in the suite's display, runs the xdotool
  /// commands `input` gives for its window, and expects the window to show what a headless
  /// run of `script` shows at `time`, once every animation (the switch's 0.3-s slide, the
  /// wheel's settling) is over; quits it with Q. The spinner turns (20 × 20 pt): a few
  /// hundred pixels may differ, a control in another state far more.
  static func drive(
    _ program: String = "ControlsSettings", script lines: [String], time: Double = 3,
    input: @escaping (String) -> [[String]]
  ) throws {
    try ExampleWindow.drive(
      program, steps: [ExampleWindow.Step(script: lines, time: time, input: input)])
  }
}
