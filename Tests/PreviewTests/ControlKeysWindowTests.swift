import Foundation
import Testing

/// The ControlsSettings example in a real (virtual) X window, driven by xdotool's keys:
/// the window must end up showing exactly what the same keys give in a headless script run
/// (`ControlKeysExampleTests`), which checks the values themselves.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfb)
struct ControlKeysWindowTests {
  /// X's names for the script's keys.
  static let xKeys = [
    "tab": "Tab", "space": "space", "right": "Right", "left": "Left", "up": "Up",
    "down": "Down", "return": "Return", "escape": "Escape",
  ]

  @Test("Tab, Space, arrows and Return in the window set the controls as the script does")
  func keysInTheWindow() throws {
    let display = try #require(XvfbDisplay.current, "the suite's Xvfb is not running")
    var environment = ProcessInfo.processInfo.environment
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    environment["DISPLAY"] = display
    let folder = try TemporaryFolder()
    let app = try LiveProcess(
      try PreviewBinary.locate("ControlsSettings"), ["--trace", "--size", "390x700"],
      environment: environment, currentDirectory: folder.url)
    defer { app.stop() }
    try app.wait(for: "ready") { WindowTests.Session.has("ready", $0) }
    let found = try WindowTests.Session.xdotool(
      ["search", "--sync", "--pid", "\(app.pid)"], environment: environment)
    let window = try #require(found.split(separator: "\n").first.map(String.init), "no window")

    // What the keys must give: the headless picture after the same keys, once every
    // animation (the switch's 0.3-s slide) is over.
    let path = folder.path("expected.png")
    let script = try folder.write(
      "keys.jsonl", ControlKeysExampleTests.script().joined(separator: "\n"))
    let run = try PreviewProcess.runProgram(
      try PreviewBinary.locate("ControlsSettings"),
      ["--headless", "--size", "390x700", "--time", "3", "--script", script, "--screenshot", path])
    try #require(run.status == 0, "\(run.stderr)")
    let expected = try RGBAImage(contentsOf: path)

    let keys = ControlKeysExampleTests.keys.compactMap { Self.xKeys[$0] }
    try #require(keys.count == ControlKeysExampleTests.keys.count)
    try WindowTests.Session.xdotool(["key", "--window", window] + keys, environment: environment)

    // S saves what the window shows; until the keys have all arrived and the switch has
    // slid, it differs. The spinner turns (20 × 20 pt): a few hundred pixels may differ,
    // a control in another state far more.
    let deadline = Date().addingTimeInterval(LiveProcess.patience * LiveProcess.timeScale)
    var shots = 0
    var differing = Int.max
    while differing > 600 && Date() < deadline {
      try WindowTests.Session.xdotool(["key", "--window", window, "s"], environment: environment)
      shots += 1
      let lines = try app.wait(for: "screenshot \(shots)") { lines in
        lines.filter { (try? TraceEvent.parse(line: $0))?.event == "screenshot" }.count >= shots
      }
      let saved = try #require(
        lines.compactMap { try? TraceEvent.parse(line: $0) }.last { $0.event == "screenshot" }?
          .path)
      let shot = try RGBAImage(contentsOf: saved)
      differing = WaylandTests.differingPixels(shot, expected)
      try? FileManager.default.removeItem(atPath: saved)
    }
    #expect(differing <= 600, "\(differing) pixels differ from the headless picture")
    // Only Q's press: the window is gone before a release could reach it.
    try WindowTests.Session.xdotool(["keydown", "--window", window, "q"], environment: environment)
    #expect(app.waitForExit() == 0)
  }
}
