import Foundation
import Testing

/// A window closed while a save's rebuild runs ends `preview --file` (README "Previews":
/// closing the window ends the command) and stops that build: the build's window must not
/// open in its place. Part of `PreviewFileTests` (the fixture package is shared and edited).
extension PreviewFileTests {
  @Test(
    "the window: closed while a save rebuilds, it stops the build, ends the command, and no new window opens",
    .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"))
  func closedWhileBuilding() throws {
    let file = PreviewFixture.file("CardView.swift")
    let opened = try Self.openWindow("CardView.swift", size: "900x720")
    defer { opened.stop() }
    let (preview, session) = (opened.preview, opened.session)
    try session.waitForWindow(1)
    let tool = try #require(Tool.find("xdotool"), "xdotool is not installed")
    let found = try PreviewProcess.runProgram(
      tool, ["getwindowpid", try session.window()], environment: session.environment,
      timeout: 20)
    let pid = try #require(
      Int32(found.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)),
      "\(found.stdoutText) \(found.stderr)")

    // A save (the same text, a new modification time) starts a rebuild; the window says so
    // with its `building` line, and only then is it ended, so the signal lands while
    // `swift build` compiles and links the module (seconds; the window ends in one turn
    // of its loop).
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    _ = try preview.wait(for: "the building line", timeout: PreviewFixture.buildTimeout) {
      $0.contains { (try? TraceEvent.parse(line: $0))?.event == "building" }
    }
    kill(pid, SIGTERM)

    // The command ends with the window's own exit status and its `exit` event; the build's
    // window never opened: one `ready` in all. The build (seconds of compiling and linking)
    // was still running when the window ended, so it was interrupted, and `preview` says
    // so; the deadline is still a build's, for a machine slow to take the interrupt.
    #expect(preview.waitForExit(timeout: PreviewFixture.buildTimeout) == 0, "\(preview.stderr)")
    let events = session.events.map(\.event)
    #expect(events.last == "exit", "\(events)")
    #expect(events.filter { $0 == "ready" }.count == 1, "\(events)")
    #expect(
      preview.stderr.contains("the window closed: the build of Fixture was stopped"),
      "\(preview.stderr)")
  }
}
