import Foundation
import Testing

/// The X connection closed under the window (`xdotool windowkill` does it as a server that
/// ends would): one line of ours, the `exit` event, exit 1. Xlib's own handler printed
/// "XIO: fatal IO error" and exited without the event.
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
}
