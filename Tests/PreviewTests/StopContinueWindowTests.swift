import Foundation
import Testing

/// The window stopped by SIGSTOP past autoplay's next grid time and continued by SIGCONT:
/// the advance it catches up with is stamped when it happens, after the stop, not at the
/// grid time that passed meanwhile (Sources/Engine/Scroll/Carousel/CarouselAutoplay.swift).
/// A real `preview --trace` with autoplay, under Xvfb.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfb)
struct StopContinueWindowTests {
  /// Autoplay's interval in the scene the test gives, in seconds.
  static let interval = 0.5

  /// The scheduler's state of process `pid` (`/proc/PID/stat` field 3: "T" when stopped).
  static func state(of pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
  }

  static func isAutoplayAdvance(_ e: TraceEvent) -> Bool {
    e.event == "advance" && e.source == "autoplay"
  }

  @Test("the advance caught up after SIGSTOP and SIGCONT is stamped when it happened")
  func catchUpIsStampedWhenItHappens() throws {
    let environment = try XvfbDisplay.suiteEnvironment()
    let folder = try TemporaryFolder()
    let scene = try folder.write("scene.json", "{\"carousel\": {\"interval\": \(Self.interval)}}")
    let preview = try LiveProcess(
      try PreviewProcess.executable, ["--trace", "--scene", scene, "--size", "900x720"],
      environment: environment)
    defer { preview.stop() }
    func events() -> [TraceEvent] { preview.lines.compactMap { try? TraceEvent.parse(line: $0) } }

    // Running: its first autoplay advance, `seen` on our clock when we read it.
    try preview.wait(for: "an autoplay advance") { lines in
      lines.contains { (try? TraceEvent.parse(line: $0)).map(Self.isAutoplayAdvance) == true }
    }
    let seen = ContinuousClock.now
    let first = try #require(events().first(where: Self.isAutoplayAdvance))

    kill(preview.pid, SIGSTOP)
    try preview.waitUntil("the window stopped") { Self.state(of: preview.pid) == "T" }
    // Stopped for four intervals of wall time: the stop is the input under test, not a
    // synchronisation; a slower machine only makes it longer.
    let stopped = ContinuousClock.now
    while ContinuousClock.now - stopped < .seconds(4 * Self.interval) {
      _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 4 * Self.interval)
    }
    let before = events().count
    let continued = ContinuousClock.now
    kill(preview.pid, SIGCONT)
    try preview.wait(for: "the advance after SIGCONT") { lines in
      lines.compactMap { try? TraceEvent.parse(line: $0) }.dropFirst(before)
        .contains(where: Self.isAutoplayAdvance)
    }
    let caughtUp = try #require(events().dropFirst(before).first(where: Self.isAutoplayAdvance))

    // The trace's clock is ours shifted: the first advance was written at `first.t` on its
    // clock, no later than `seen` on ours, so the window's clock at `continued` read at
    // least first.t + (continued − seen). The catch-up happened after SIGCONT, so its stamp
    // is at least that; a stamp at the missed grid time, at most one interval after the
    // stop, is about three intervals earlier.
    let resumedAtLeast = first.t + Self.seconds(continued - seen)
    #expect(
      caughtUp.t >= resumedAtLeast,
      "advance stamped \(caughtUp.t), but the window was continued at \(resumedAtLeast) or later")
    #expect(caughtUp.from != nil && caughtUp.to != caughtUp.from)
  }

  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }
}
