import Foundation
import Testing

/// Keys count only when pressed while the window has the keyboard (a Q held in
/// another program quit every new window about 0.13 s after it appeared).
///
/// The key goes down through XTest before the window exists, as a real keyboard's would,
/// and stays down while the window opens. The X server repeats a held key to whichever
/// window has the focus (Xvfb's default: after 660 ms, then every 40 ms), and SDL 2 took the
/// first repeat the new window saw for a press. The window now traces that first repeat as
/// `held-key` and ignores it; the test waits for that line, so it knows the repeat arrived.
///
/// The suite's Xvfb does not reset when its last client leaves: a reset forgets held keys,
/// so the key would be up again as soon as xdotool disconnected, before the window existed.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfbWithoutReset)
struct HeldKeyWindowTests {
  /// A window opened while `key` is down, once the server's repeat of the key reached it (or
  /// `effect`, what the key does, showed first). `key` is still down on return.
  static func windowOpened(
    holding key: String, name: String, effect: String
  ) throws -> (WindowTests.Session, [TraceEvent]) {
    let display = try #require(XvfbDisplay.current, "the suite's Xvfb is not running")
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    try WindowTests.Session.xdotool(["keydown", key], environment: environment)
    let session = try WindowTests.Session()
    // SDL gives its window the keyboard itself when there is no window manager.
    let focus = try session.xdotool(["getwindowfocus"])
    try #require(focus.trimmingCharacters(in: .whitespacesAndNewlines) == session.window)
    let events = try session.waitFor("the held key's repeat") {
      $0.event == "held-key" || $0.event == effect
    }
    #expect(events.named("held-key").map(\.key) == [name], "\(events)")
    return (session, events)
  }

  /// Lets go of `keys` whatever happened: this server keeps held keys for the next test.
  static func release(_ keys: String...) {
    guard let display = XvfbDisplay.current else { return }
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    _ = try? WindowTests.Session.xdotool(["keyup"] + keys, environment: environment)
  }

  @Test func rightHeldBeforeTheWindowAppearsTurnsNoPageUntilPressedAgain() throws {
    defer { Self.release("Right", "q") }  // `quit()` leaves Q down
    let (session, held) = try Self.windowOpened(holding: "Right", name: "Right", effect: "advance")
    #expect(held.named("advance").isEmpty, "\(held)")
    try session.xdotool(["keyup", "Right"])
    try session.xdotool(["key", "Right"])
    let events = try session.waitFor("advance after Right pressed again") {
      $0.event == "advance"
    }
    let advances = events.named("advance")
    #expect(advances.map(\.from) == [0] && advances.map(\.to) == [1], "\(events)")
    #expect(advances.allSatisfy { $0.source == "key" })
    #expect(events.named("held-key").count == 1, "reported once, not at every repeat")
    try session.quit()
  }

  @Test func qHeldBeforeTheWindowAppearsQuitsOnlyWhenPressedAgain() throws {
    defer { Self.release("q") }
    let (session, held) = try Self.windowOpened(holding: "q", name: "Q", effect: "exit")
    #expect(held.named("exit").isEmpty, "quit by the held Q: \(held)")
    try session.xdotool(["keyup", "q"])
    try session.xdotool(["keydown", "q"])
    let status = session.preview.waitForExit()
    #expect(status == 0, "exit status after Q: \(String(describing: status))")
    #expect(session.preview.stderr.isEmpty, "\(session.preview.stderr)")
  }
}
