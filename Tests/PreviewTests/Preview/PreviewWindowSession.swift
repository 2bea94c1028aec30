import Foundation
import Testing

/// What the window tests of `preview --file` share: the window opened on an Xvfb of its
/// own, and a `Session` that drives it through xdotool and reads its `--trace`.
extension PreviewFileTests {
  /// `preview --file` showing a fixture file in a window, with the server it is on.
  struct OpenedWindow {
    let server: XvfbServer
    let preview: LiveProcess
    let session: Session

    /// Ends the window's command, then its server.
    func stop() {
      preview.stop()
      server.stop()
    }
  }

  /// `preview --file Sources/Fixture/<name> --trace --size <size>` on a new Xvfb, its
  /// window titled `Fixture/<name>`, once the fixture package is prepared.
  static func openWindow(_ name: String, size: String) throws -> OpenedWindow {
    let root = try PreviewFixture.prepare()
    // Without a reset: a window that dies while it is the display's only client would
    // otherwise reset the server under the next one.
    let server = try XvfbServer.start(resets: false)
    let environment = XvfbDisplay.environment(PreviewFixture.environment, display: server.display)
    let preview: LiveProcess
    do {
      preview = try LiveProcess(
        try PreviewProcess.executable,
        ["--file", PreviewFixture.file(name), "--trace", "--size", size],
        environment: environment, currentDirectory: root)
    } catch {
      server.stop()
      throw error
    }
    let session = Session(
      preview: preview, environment: environment, root: root, title: "Fixture/\(name)")
    return OpenedWindow(server: server, preview: preview, session: session)
  }

  /// Drives the window through xdotool and its `--trace`.
  struct Session {
    let preview: LiveProcess
    let environment: [String: String]
    let root: URL
    let title: String

    var events: [TraceEvent] {
      preview.lines.compactMap { try? TraceEvent.parse(line: $0) }
    }

    /// Waits for the `count`th window's `ready`, then until it is the only window (the
    /// previous one closes once the new one is open).
    func waitForWindow(_ count: Int) throws {
      _ = try preview.wait(for: "window \(count)", timeout: PreviewFixture.buildTimeout) {
        $0.filter { (try? TraceEvent.parse(line: $0))?.event == "ready" }.count >= count
      }
      _ = try window()
    }

    /// The ids of the preview windows open now, as xdotool finds them by their title.
    func windowIDs() throws -> [String] {
      let tool = try #require(Tool.find("xdotool"), "xdotool is not installed")
      let found = try PreviewProcess.runProgram(
        tool, ["search", "--name", "Previews of \(title)"],
        environment: environment, timeout: 20)
      return found.stdoutText.split(separator: "\n").map(String.init)
    }

    /// The one preview window's id; waits while an old one is still closing.
    func window() throws -> String {
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline {
        let ids = try windowIDs()
        if ids.count == 1 { return ids[0] }
      }
      throw PreviewFixture.Failure(description: "not exactly one preview window within 60 s")
    }

    /// Sends a key to the preview window; a window closing as the key goes (replaced by a
    /// rebuild's or a restarted one) is looked up again, up to five times.
    func key(_ name: String) throws {
      let tool = try #require(Tool.find("xdotool"), "xdotool is not installed")
      var errors: [String] = []
      for _ in 0..<5 {
        let id = try window()
        let result = try PreviewProcess.runProgram(
          tool, ["key", "--window", id, name], environment: environment, timeout: 20)
        if result.status == 0 { return }
        errors.append("\(id): \(result.stderr)")
      }
      Issue.record("xdotool key \(name): \(errors)")
    }

    /// Clicks the preview window at (x, y) in its own coordinates.
    func click(x: Int, y: Int) throws {
      let tool = try #require(Tool.find("xdotool"), "xdotool is not installed")
      let result = try PreviewProcess.runProgram(
        tool, ["mousemove", "--window", try window(), "\(x)", "\(y)", "click", "1"],
        environment: environment, timeout: 20)
      #expect(result.status == 0, "\(result.stderr)")
    }

    /// Moves the preview window's top-leading corner to `origin` on the screen and waits
    /// for its `move` trace line saying it is there.
    func move(to origin: (Int, Int)) throws {
      let tool = try #require(Tool.find("xdotool"), "xdotool is not installed")
      let id = try window()
      _ = try PreviewProcess.runProgram(
        tool, ["windowmove", id, "\(origin.0)", "\(origin.1)"], environment: environment,
        timeout: 20)
      let wanted = "\"position\":[\(origin.0),\(origin.1)]"
      _ = try preview.wait(for: "the move to \(origin)") {
        $0.contains { $0.contains("\"event\":\"move\"") && $0.contains(wanted) }
      }
    }

    /// The preview window's top-leading corner on the screen, as xdotool reads it.
    func origin() throws -> [Int] {
      let tool = try #require(Tool.find("xdotool"), "xdotool is not installed")
      let result = try PreviewProcess.runProgram(
        tool, ["getwindowgeometry", "--shell", try window()], environment: environment,
        timeout: 20)
      var values: [String: Int] = [:]
      for line in result.stdoutText.split(separator: "\n") {
        let parts = line.split(separator: "=")
        if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
      }
      return [values["X"] ?? -1, values["Y"] ?? -1]
    }

    /// Presses S and reads the PNG the window saved.
    func screenshot() throws -> RGBAImage {
      let before = events.filter { $0.event == "screenshot" }.count
      try key("s")
      _ = try preview.wait(for: "screenshot \(before + 1)") {
        $0.filter { (try? TraceEvent.parse(line: $0))?.event == "screenshot" }.count > before
      }
      let shot = try #require(events.filter { $0.event == "screenshot" }.last?.path)
      defer { try? FileManager.default.removeItem(atPath: shot) }
      return try RGBAImage(contentsOf: shot)
    }
  }
}
