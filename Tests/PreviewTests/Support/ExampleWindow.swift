import Foundation
import Testing

/// An example app in a real (virtual) X window, driven by xdotool step by step: after each
/// step's input the window must come to show what a headless run of the same input shows,
/// once every animation is over. Waits are on the app's `--trace` lines (its `ready`, and a
/// `screenshot` for each S pressed), never on sleeps.
enum ExampleWindow {
  /// One step: xdotool commands for the window (given its id), and what the window must
  /// then show: the headless picture of `script` (every step's input so far) at `time`.
  struct Step {
    var script: [String]
    var time: Double
    var input: (String) -> [[String]]
  }

  /// Opens `program` at `size` in the suite's Xvfb display, runs the steps in order, each
  /// waited for until the window matches its headless picture (within `tolerance` differing
  /// pixels), then quits it with Q.
  static func drive(
    _ program: String, size: String = "390x700", tolerance: Int = 600, steps: [Step]
  ) throws {
    let environment = try XvfbDisplay.suiteEnvironment()
    let folder = try TemporaryFolder()
    let app = try LiveProcess(
      try PreviewBinary.locate(program), ["--trace", "--size", size],
      environment: environment, currentDirectory: folder.url)
    defer { app.stop() }
    try app.wait(for: "ready") { WindowTests.Session.has("ready", $0) }
    let found = try WindowTests.Session.xdotool(
      ["search", "--sync", "--pid", "\(app.pid)"], environment: environment)
    let window = try #require(found.split(separator: "\n").first.map(String.init), "no window")

    var shots = 0
    for (index, step) in steps.enumerated() {
      // What the input must give: the headless picture after the same input.
      let path = folder.path("expected-\(index).png")
      let script = try folder.write("input-\(index).jsonl", step.script.joined(separator: "\n"))
      let run = try PreviewProcess.runProgram(
        try PreviewBinary.locate(program),
        [
          "--headless", "--size", size, "--time", "\(step.time)", "--script", script,
          "--screenshot", path,
        ])
      try #require(run.status == 0, "\(run.stderr)")
      let expected = try RGBAImage(contentsOf: path)

      for command in step.input(window) {
        try WindowTests.Session.xdotool(command, environment: environment)
      }

      // S saves what the window shows; until the input has all arrived and the animations
      // are over, it differs.
      let deadline = Date().addingTimeInterval(LiveProcess.patience * LiveProcess.timeScale)
      var differing = Int.max
      while differing > tolerance && Date() < deadline {
        try WindowTests.Session.xdotool(
          ["key", "--window", window, "s"], environment: environment)
        shots += 1
        let lines = try app.wait(for: "screenshot \(shots)") { lines in
          lines.filter { (try? TraceEvent.parse(line: $0))?.event == "screenshot" }.count
            >= shots
        }
        let saved = try #require(
          lines.compactMap { try? TraceEvent.parse(line: $0) }.last { $0.event == "screenshot" }?
            .path)
        let shot = try RGBAImage(contentsOf: saved)
        differing = WaylandTests.differingPixels(shot, expected)
        try? FileManager.default.removeItem(atPath: saved)
      }
      #expect(
        differing <= tolerance,
        "step \(index + 1): \(differing) pixels differ from the headless picture")
      if differing > tolerance { break }
    }
    // Only Q's press: the window is gone before a release could reach it.
    try WindowTests.Session.xdotool(["keydown", "--window", window, "q"], environment: environment)
    #expect(app.waitForExit() == 0)
  }
}
