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
    let opened = try Self.openWindow("CardView.swift", size: "400x300")
    defer { opened.stop() }
    let (preview, session) = (opened.preview, opened.session)
    try session.waitForWindow(1)
    kill(preview.pid, SIGTERM)
    // SIGTERM's default action: the process ends by the signal.
    #expect(preview.waitForExit(timeout: 60) == SIGTERM)
    // The window's stdin reached its end: it quits, and no preview window is left.
    let deadline = Date().addingTimeInterval(60)
    var left = -1
    while Date() < deadline, left != 0 {
      left = try session.windowIDs().count
    }
    #expect(left == 0)
  }
}
