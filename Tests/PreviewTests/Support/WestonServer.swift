import Foundation
import Testing

/// A private Wayland session for the Wayland tests: weston nested in its own Xvfb, drawing
/// with pixman (no GPU), at the output scale the suite asks for (2 or 1), with the kiosk
/// shell so that the one client window fills an output of exactly the window's size in
/// points at (0, 0).
///
/// weston's X11 window receives the Xvfb pointer, so xdotool on the Xvfb display drives
/// Wayland clients, in output pixels. `--debug` enables the screenshot protocol that
/// `weston-screenshooter` uses.
enum WestonServer {
  static var isInstalled: Bool {
    Tool.find("weston") != nil && Tool.find("weston-screenshooter") != nil
  }

  /// Starts Xvfb, then weston with an output of `size` points at `scale`, and waits until
  /// weston has loaded its shell (after it opened its socket, so clients can connect).
  static func start(size: (Int, Int), scale: Int) throws -> NestedCompositor {
    guard let weston = Tool.find("weston") else {
      throw XvfbServer.Failure(description: "weston not installed")
    }
    return try NestedCompositor.start(
      name: "weston", pixels: (size.0 * scale, size.1 * scale), scale: Double(scale)
    ) { environment, _, _ in
      let socket = "wayland-test"
      // The log goes to stdout, where LiveProcess lets the test wait for a line.
      let process = try LiveProcess(
        weston,
        [
          "--backend=x11-backend.so", "--use-pixman", "--scale=\(scale)",
          "--width=\(size.0)", "--height=\(size.1)", "--shell=kiosk-shell.so",
          "--socket=\(socket)", "--idle-time=0", "--no-config", "--debug", "--log=/dev/stdout",
        ], environment: environment)
      return NestedCompositor.Launch(
        process: process, socket: socket, windowSearch: ["--class", "Weston Compositor"],
        readiness: "weston to load its shell"
      ) { lines in lines.contains { $0.contains("kiosk-shell.so") } }
    }
  }
}

/// What tests need of a running nested compositor (weston, or kwin_wayland in
/// `KWinServer`): where clients connect and where xdotool points.
struct NestedDisplay: Sendable {
  /// The Xvfb display weston draws into.
  let xDisplay: String
  /// `XDG_RUNTIME_DIR` and `WAYLAND_DISPLAY` for clients.
  let runtimeDirectory: URL
  let socket: String
  /// Output pixels per point (xdotool moves in output pixels).
  let scale: Double
  /// `xdotool search` arguments that find the compositor's X window; nil when the window
  /// cannot be found that way and sits at the screen's origin.
  let windowSearch: [String]?

  /// The environment of a Wayland client of this session: no X display to fall back to.
  var clientEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
    environment["WAYLAND_DISPLAY"] = socket
    environment["SDL_VIDEODRIVER"] = "wayland"
    // Without a libdecor plugin installed libdecor prints two lines on stderr; the kiosk
    // shell draws no decorations anyway.
    environment["SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR"] = "0"
    return environment
  }

  /// The environment for xdotool on the Xvfb display under weston.
  var xEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = xDisplay
    environment["WAYLAND_DISPLAY"] = nil
    return environment
  }

  /// The compositor's picture of its output, in output pixels (weston's, with `--debug`).
  func screenshot() throws -> RGBAImage {
    let tool = try #require(Tool.find("weston-screenshooter"), "weston-screenshooter missing")
    let directory = runtimeDirectory.appendingPathComponent("shots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // It writes wayland-screenshot-<date>.png into its working directory.
    let result = try PreviewProcess.runProgram(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "cd \"$1\" && exec \"$2\"", "sh", directory.path, tool.path],
      environment: clientEnvironment, timeout: LiveProcess.patience * LiveProcess.timeScale)
    try #require(result.status == 0, "weston-screenshooter: \(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let png = try #require(files.first { $0.hasSuffix(".png") }, "no screenshot in \(files)")
    return try RGBAImage(contentsOf: directory.appendingPathComponent(png).path)
  }

}

/// Runs a suite inside one nested Wayland session (900x720 points at a scale), started
/// before its first test and stopped after its last; tests read it from
/// `WestonSession.current`.
struct WestonSession: SuiteTrait, TestScoping {
  @TaskLocal static var current: NestedDisplay?

  static let size = (900, 720)

  enum Compositor: Sendable {
    case weston(scale: Int)
    case kwin(scale: Double)
  }

  let compositor: Compositor

  var isRecursive: Bool { false }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    switch compositor {
    case .weston(let scale):
      let server = try WestonServer.start(size: Self.size, scale: scale)
      defer { server.stop() }
      try await Self.$current.withValue(server.display) { try await function() }
    case .kwin(let scale):
      let server = try KWinServer.start(size: Self.size, scale: scale)
      defer { server.stop() }
      try await Self.$current.withValue(server.display) { try await function() }
    }
  }
}

extension Trait where Self == WestonSession {
  /// A private weston (nested in a private Xvfb) at scale 2 for the suite.
  static var weston: Self { WestonSession(compositor: .weston(scale: 2)) }

  /// A private weston at `scale` for the suite.
  static func weston(scale: Int) -> Self { WestonSession(compositor: .weston(scale: scale)) }

  /// A private kwin_wayland (nested in a private Xvfb) at `scale`, fractional too.
  static func kwin(scale: Double) -> Self { WestonSession(compositor: .kwin(scale: scale)) }
}
