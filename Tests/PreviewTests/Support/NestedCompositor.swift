import Foundation

/// A Wayland compositor nested in its own Xvfb, with a private runtime directory: what the
/// weston and kwin_wayland sessions share. `WestonServer` and `KWinServer` say how each
/// starts and when it is ready.
final class NestedCompositor {
  let display: NestedDisplay
  private let xvfb: XvfbServer
  private let process: LiveProcess

  /// How a compositor is started, once its Xvfb and runtime directory exist.
  struct Launch {
    /// The compositor's process, started with `environment`.
    let process: LiveProcess
    /// The socket clients connect to, in the runtime directory.
    let socket: String
    /// `xdotool search` arguments for its X window (see `NestedDisplay.windowSearch`).
    let windowSearch: [String]?
    /// What the log must show before clients can connect, described for a timeout.
    let readiness: String
    let isReady: ([String]) -> Bool
  }

  private init(display: NestedDisplay, xvfb: XvfbServer, process: LiveProcess) {
    self.display = display
    self.xvfb = xvfb
    self.process = process
  }

  /// Starts an Xvfb with room for an output of `pixels` (so that the pointer reaches every
  /// pixel of the compositor's window) and a runtime directory named after `name`, then the
  /// compositor `launch` starts with both in its environment, and waits until it is ready.
  /// Whatever started is stopped again when a step fails.
  static func start(
    name: String, pixels: (Int, Int), scale: Double,
    launch: (_ environment: [String: String], _ xDisplay: String, _ runtime: URL) throws ->
      Launch
  ) throws -> NestedCompositor {
    let xvfb = try XvfbServer.start(screen: "\(pixels.0 + 64)x\(pixels.1 + 64)x24")
    let runtime = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(getpid())-\(UUID().uuidString.prefix(8))")
    do {
      try FileManager.default.createDirectory(
        at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      var environment = ProcessInfo.processInfo.environment
      environment["DISPLAY"] = xvfb.display
      environment["XDG_RUNTIME_DIR"] = runtime.path
      environment["WAYLAND_DISPLAY"] = nil
      let started = try launch(environment, xvfb.display, runtime)
      do {
        try started.process.wait(for: started.readiness, until: started.isReady)
      } catch {
        started.process.stop()
        throw error
      }
      return NestedCompositor(
        display: NestedDisplay(
          xDisplay: xvfb.display, runtimeDirectory: runtime, socket: started.socket,
          scale: scale, windowSearch: started.windowSearch),
        xvfb: xvfb, process: started.process)
    } catch {
      xvfb.stop()
      try? FileManager.default.removeItem(at: runtime)
      throw error
    }
  }

  /// Stops the compositor, then its Xvfb (their own pids only).
  func stop() {
    process.stop()
    xvfb.stop()
    try? FileManager.default.removeItem(at: display.runtimeDirectory)
  }
}
