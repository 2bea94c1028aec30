import Foundation
import Testing

/// `preview --file F` in the window, ended by a signal: the command ends as its default
/// action does, and the window (the module's executable, whose stdin it held) closes.
/// Part of `PreviewFileTests` (the fixture package is shared).
extension PreviewFileTests {
  @Test(
    "SIGTERM to preview --file ends it, and its window closes",
    .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"))
  func terminated() throws {
    let root = try PreviewFixture.prepare()
    let server = try XvfbServer.start(resets: false)
    defer { server.stop() }
    var environment = PreviewFixture.environment
    environment["DISPLAY"] = server.display
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    let preview = try LiveProcess(
      try PreviewProcess.executable,
      ["--file", PreviewFixture.file("CardView.swift"), "--trace", "--size", "400x300"],
      environment: environment, currentDirectory: root)
    defer { preview.stop() }
    let session = Session(preview: preview, environment: environment, root: root)
    try session.waitForWindow(1)
    kill(preview.pid, SIGTERM)
    // SIGTERM's default action: the process ends by the signal.
    #expect(preview.waitForExit(timeout: 60) == SIGTERM)
    // The window's stdin reached its end: it quits, and no preview window is left.
    let tool = try #require(Tool.find("xdotool"), "xdotool is not installed")
    let deadline = Date().addingTimeInterval(60)
    var left = -1
    while Date() < deadline, left != 0 {
      let found = try PreviewProcess.runProgram(
        tool, ["search", "--name", "Previews of \(session.title)"],
        environment: environment, timeout: 20)
      left = found.stdoutText.split(separator: "\n").count
    }
    #expect(left == 0)
  }
}
