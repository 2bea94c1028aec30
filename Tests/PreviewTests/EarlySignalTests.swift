import Foundation
import Testing

/// A signal in the first milliseconds of the window program, before SDL, the fonts or the
/// window exist, quits as a later one does: exit 0 after the `exit` trace event (README
/// "Controls"). The signal is sent as soon as `main` holds it (its main thread blocks it),
/// which is the earliest moment the program can decide anything.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfb)
struct EarlySignalTests {
  @Test(arguments: [SIGTERM, SIGQUIT, SIGINT])
  func aSignalAtTheStartOfMainQuitsWithTheExitEvent(_ signal: Int32) throws {
    var environment = try XvfbDisplay.suiteEnvironment()
    environment["SWIFT_BACKTRACE"] = nil
    let preview = try LiveProcess(
      try PreviewProcess.executable, ["--trace", "--no-autoplay"], environment: environment)
    try preview.waitUntilTaking(signal)
    kill(preview.pid, signal)
    let status = preview.waitForExit()
    #expect(status == 0, "signal \(signal): \(String(describing: status)) \(preview.stderr)")
    #expect(preview.stderr.isEmpty, "\(preview.stderr)")
    let events = try TraceEvent.parse(lines: preview.lines.joined(separator: "\n"))
    #expect(events.last?.event == "exit", "\(events.map(\.event))")
  }
}
