import Foundation
import Testing

/// A private X server for the real-window tests.
///
/// The display number is one no lock file or socket claims, picked at random from a high
/// range so that sessions using the usual small numbers are left alone; should another
/// server take it first, Xvfb exits and the next number is tried. `-displayfd` makes Xvfb
/// write the number once it accepts connections, so readiness is an event, not a delay.
final class XvfbServer {
  let display: String
  private let process: LiveProcess

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static var isInstalled: Bool { Tool.find("Xvfb") != nil }

  private init(display: String, process: LiveProcess) {
    self.display = display
    self.process = process
  }

  /// Starts Xvfb on a free display and waits until it accepts connections.
  ///
  /// - Parameters:
  ///   - screen: Width x height x depth of its one screen.
  ///   - resets: Whether the server starts afresh each time its last client disconnects,
  ///     as an X server does by default. A reset forgets the keys that are down (and puts
  ///     the pointer back in the middle), so a key that `xdotool keydown` holds while no
  ///     other client is connected is released again the moment xdotool exits.
  static func start(screen: String = "1280x800x24", resets: Bool = true) throws -> XvfbServer {
    guard let xvfb = Tool.find("Xvfb") else { throw Failure(description: "Xvfb not installed") }
    var failures: [String] = []
    for _ in 0..<10 {
      let number = freeDisplayNumber()
      let process = try LiveProcess(
        xvfb,
        [":\(number)", "-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"]
          + (resets ? [] : ["-noreset"]),
        environment: ProcessInfo.processInfo.environment)
      do {
        try process.wait(for: "Xvfb :\(number) to accept connections") { !$0.isEmpty }
        return XvfbServer(display: ":\(number)", process: process)
      } catch {
        failures.append("\(error)")
        process.stop()
      }
    }
    throw Failure(description: "Xvfb did not start: " + failures.joined(separator: "; "))
  }

  /// A display number in 100..<1000 with no lock file and no socket.
  static func freeDisplayNumber() -> Int {
    let files = FileManager.default
    while true {
      let n = Int.random(in: 100..<1000)
      if !files.fileExists(atPath: "/tmp/.X\(n)-lock")
        && !files.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
      {
        return n
      }
    }
  }

  /// Stops the server (its own pid only).
  func stop() { process.stop() }
}

/// Runs a suite with its own Xvfb, started before the suite's first test and stopped after
/// its last; tests read the display from `XvfbDisplay.current`.
struct XvfbDisplay: SuiteTrait, TestScoping {
  @TaskLocal static var current: String?

  /// See `XvfbServer.start(screen:resets:)`.
  var resets = true

  /// `base` pointed at X display `display` alone: no Wayland display and no forced video
  /// driver, so SDL opens its window on that X server.
  static func environment(
    _ base: [String: String] = ProcessInfo.processInfo.environment, display: String
  ) -> [String: String] {
    var environment = base
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    environment["DISPLAY"] = display
    return environment
  }

  /// This process's environment pointed at the suite's Xvfb (`current`).
  static func suiteEnvironment() throws -> [String: String] {
    let display = try #require(current, "the suite's Xvfb is not running")
    return environment(display: display)
  }

  var isRecursive: Bool { false }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let server = try XvfbServer.start(resets: resets)
    defer { server.stop() }
    try await Self.$current.withValue(server.display) { try await function() }
  }
}

extension Trait where Self == XvfbDisplay {
  /// A private Xvfb for the suite.
  static var xvfb: Self { XvfbDisplay() }

  /// A private Xvfb for the suite that keeps its state (held keys, the pointer) when its
  /// last client disconnects.
  static var xvfbWithoutReset: Self { XvfbDisplay(resets: false) }
}

/// Programs looked up in `$PATH`.
enum Tool {
  static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }
}
