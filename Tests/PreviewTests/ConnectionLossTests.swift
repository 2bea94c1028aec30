import Foundation
import Testing

/// The X connection closed under the window (`xdotool windowkill`, or the server ending):
/// one line of ours, the `exit` event, exit 1. Xlib's own handler printed "XIO: fatal IO
/// error" and exited without the event.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfb)
struct ConnectionLossTests {
  @Test func aKilledConnectionExitsOneWithOurLineAndTheExitEvent() throws {
    let session = try WindowTests.Session()
    try session.xdotool(["windowkill", session.window])
    let status = session.preview.waitForExit()
    #expect(status == 1, "\(String(describing: status)) \(session.preview.stderr)")
    let lines = session.preview.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(session.preview.stderr)")
    #expect(
      lines.first?.hasPrefix("preview: lost the connection to the X server") == true,
      "\(session.preview.stderr)")
    #expect(try session.events.last?.event == "exit")
  }

  /// The X server itself ends under the window (a server of this test's own, so the
  /// suite's goes on): the same line of ours naming the display, the `exit` event, exit 1.
  @Test func anXServerThatEndsExitsOneWithOurLineAndTheExitEvent() throws {
    let server = try XvfbServer.start(resets: false)
    let environment = XvfbDisplay.environment(display: server.display)
    let preview = try LiveProcess(
      try PreviewProcess.executable, ["--trace", "--no-autoplay"], environment: environment)
    try preview.wait(for: "ready") { WindowTests.Session.has("ready", $0) }
    server.stop()
    let status = preview.waitForExit()
    #expect(status == 1, "\(String(describing: status)) \(preview.stderr)")
    let lines = preview.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(preview.stderr)")
    #expect(
      lines.first
        == "preview: lost the connection to the X server \(server.display): the window is gone",
      "\(preview.stderr)")
    let events = try TraceEvent.parse(lines: preview.lines.joined(separator: "\n"))
    #expect(events.last?.event == "exit", "\(events.map(\.event))")
  }
}
