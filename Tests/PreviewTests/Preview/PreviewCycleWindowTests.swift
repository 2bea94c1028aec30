import Foundation
import Testing

/// A preview whose body writes the state it reads (Fixture/Cycle.swift), in the window: the
/// update is cut after a bounded number of passes, so the window still draws, takes keys
/// and ends on SIGTERM. Part of `PreviewFileTests` (the fixture package is shared).
extension PreviewFileTests {
  @Test(
    "the window: a body writing its own state draws, takes keys, is said once, ends on SIGTERM",
    .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"))
  func cycleInTheWindow() throws {
    let root = try PreviewFixture.prepare()
    // Without a reset: a window that dies while it is the display's only client would
    // otherwise reset the server under the next one.
    let server = try XvfbServer.start(resets: false)
    defer { server.stop() }
    let environment = XvfbDisplay.environment(PreviewFixture.environment, display: server.display)
    let preview = try LiveProcess(
      try PreviewProcess.executable,
      ["--file", PreviewFixture.file("Cycle.swift"), "--trace", "--size", "900x720"],
      environment: environment, currentDirectory: root)
    defer { preview.stop() }
    let session = Session(
      preview: preview, environment: environment, root: root, title: "Fixture/Cycle.swift")
    try session.waitForWindow(1)

    // S went through and the window drew: "Rendered … times", black text, somewhere in the
    // preview's space (right of the 200-point list).
    let shot = try session.screenshot()
    let drawn = (0..<shot.height).contains { y in
      (210..<shot.width).contains { x in shot.rgb(x, y).allSatisfy { $0 < 100 } }
    }
    #expect(drawn, "no text drawn in the preview's space")
    // A second key goes through as well: the frame loop is not stuck in the cycle.
    _ = try session.screenshot()

    // The cycle is said once, on stderr and in the trace, however many frames followed.
    let said = preview.stderr.split(separator: "\n").filter {
      $0.contains("Modifying state during view update")
    }
    #expect(said.count == 1, "\(preview.stderr)")
    let traced = session.events.filter {
      $0.event == "error" && $0.message?.hasPrefix("Modifying state during view update") == true
    }
    #expect(traced.count == 1, "\(session.events.map(\.event))")

    // SIGTERM to the window's own process (its _NET_WM_PID), sent after its ready line:
    // it ends with exit 0 and its `exit` event, and `preview --file` with it.
    let tool = try #require(Tool.find("xdotool"), "xdotool is not installed")
    let found = try PreviewProcess.runProgram(
      tool, ["getwindowpid", try session.window()], environment: environment, timeout: 20)
    let pid = try #require(
      Int32(found.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)),
      "\(found.stdoutText) \(found.stderr)")
    #expect(pid != preview.pid)
    kill(pid, SIGTERM)
    #expect(preview.waitForExit() == 0, "\(preview.stderr)")
    #expect(session.events.last?.event == "exit", "\(session.events.map(\.event))")
  }
}
