import Foundation
import Testing

/// A private Wayland session at a fractional scale: kwin_wayland 5.27 (Debian 12), which has
/// wp_fractional_scale_v1 and wp_viewporter (weston 10 has neither), nested in its own Xvfb
/// through its X11 windowed backend and compositing with QPainter (no GPU).
///
/// Debian's binary carries the `cap_sys_resource` file capability, which a container without
/// that capability refuses to execute (EPERM); run through the dynamic loader it starts
/// without file capabilities (it only cannot raise its resource limits then). KWin's Qt
/// platform plugin checks that the program is named kwin_wayland, which under the loader it
/// is not: `KWIN_FORCE_OWN_QPA` tells it to load anyway.
///
/// kwin starts the program given after `--` once clients can connect; that program prints
/// a line, so readiness is an event, not a delay. xdotool on the Xvfb display drives
/// Wayland clients, in output pixels, as with weston.
enum KWinServer {
  /// The dynamic loader kwin_wayland runs under (see above).
  static let loader = "/lib64/ld-linux-x86-64.so.2"

  static var isInstalled: Bool {
    Tool.find("kwin_wayland") != nil && FileManager.default.isExecutableFile(atPath: loader)
  }

  /// Starts Xvfb, then kwin_wayland with one output of `size` points at `scale`, and waits
  /// until it starts clients.
  static func start(size: (Int, Int), scale: Double) throws -> NestedCompositor {
    guard let kwin = Tool.find("kwin_wayland") else {
      throw XvfbServer.Failure(description: "kwin_wayland not installed")
    }
    let pixels = (Int((Double(size.0) * scale).rounded()), Int((Double(size.1) * scale).rounded()))
    return try NestedCompositor.start(name: "kwin", pixels: pixels, scale: scale) {
      environment, xDisplay, runtime in
      var environment = environment
      environment["KWIN_FORCE_OWN_QPA"] = "1"
      // QPainter: no OpenGL to look for.
      environment["KWIN_COMPOSE"] = "Q"
      // Its own configuration, not the user's.
      environment["XDG_CONFIG_HOME"] = runtime.appendingPathComponent("config").path
      let socket = "wayland-test"
      let ready = "kwin-ready-\(UUID().uuidString.prefix(8))"
      let process = try LiveProcess(
        URL(fileURLWithPath: loader),
        [
          kwin.path, "--x11-display", xDisplay, "--width", "\(size.0)",
          "--height", "\(size.1)", "--scale", "\(scale)", "--socket", socket,
          // Started through a shell: kwin hands a program started this way no arguments of
          // its own (`/bin/echo x` printed an empty line).
          "--no-lockscreen", "--", "/bin/sh", "-c", "echo \(ready)",
        ], environment: environment)
      // Its X window has neither WM_NAME nor WM_CLASS for `xdotool search`; with no window
      // manager it sits at the screen's origin.
      return NestedCompositor.Launch(
        process: process, socket: socket, windowSearch: nil,
        readiness: "kwin_wayland to start clients"
      ) { lines in lines.contains { $0.contains(ready) } }
    }
  }
}
