import Foundation
import Testing

@testable import PreviewHost

/// Failures that are not SDL's have error types of their own, and each says what
/// went wrong in one line, word for word what users saw before.
@Suite("Failure messages: one line each, SDLError only for SDL")
struct FailureMessageTests {
  @Test("no display names what was missing and how to go on")
  func noDisplay() {
    let e = WindowRunner.OpenFailure.noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
    #expect(
      e.description
        == "neither DISPLAY nor WAYLAND_DISPLAY is set (use --headless to render without one)")
  }

  @Test("an SDL failure names the call and SDL's message")
  func sdl() {
    let e = SDLError(call: "SDL_CreateRenderer", message: "accelerated: none")
    #expect(e.description == "SDL_CreateRenderer failed: accelerated: none")
    #expect(WindowRunner.OpenFailure.sdl(e).description == e.description)
    #expect(SDLError(call: "SDL_Init", message: "").description == "SDL_Init failed")
  }

  @Test("a PNG that encodes to nothing, and a layout that cannot be dumped")
  func headless() {
    #expect(PNGWriter.Failure.empty.description == "encoding PNG failed: no bytes")
    #expect(
      HeadlessRunner.HeadlessFailure.screenshot(.empty).description
        == "encoding PNG failed: no bytes")
    #expect(
      HeadlessRunner.HeadlessFailure.layoutDump("NaN in frame").description
        == "layout dump failed: NaN in frame")
  }

  @Test("without a display preview says so in the contract's one line, exit 1")
  func noDisplayLine() throws {
    var environment = ProcessInfo.processInfo.environment
    for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
    let result = try PreviewProcess.run(["--no-autoplay"], environment: environment)
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "preview: cannot open a window: neither DISPLAY nor WAYLAND_DISPLAY is set "
          + "(use --headless to render without one)"
      ])
  }

  @Test("a DISPLAY where no X server answers is named, with what to try, exit 1")
  func deadDisplayLine() throws {
    // :987 is a display number no test starts a server on (XvfbServer picks free ones low).
    try #require(!FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X987"))
    var environment = ProcessInfo.processInfo.environment
    for key in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
    environment["DISPLAY"] = ":987"
    let result = try PreviewProcess.run(["--no-autoplay"], environment: environment, timeout: 20)
    #expect(result.status == 1)
    let lines = result.stderrLines.filter { $0.hasPrefix("preview:") }
    #expect(lines.count == 1, "\(result.stderrLines)")
    let line = lines.first ?? ""
    #expect(
      line.hasPrefix(
        "preview: cannot open a window: could not connect to the X display DISPLAY=:987"), "\(line)"
    )
    #expect(line.contains("server is running"), "says what to check: \(line)")
    #expect(line.hasSuffix("(use --headless to render without one)"), "\(line)")
  }

  @Test("the message names the Wayland display too when both are set, and SDL's words")
  func deadDisplayMessage() {
    let m = DisplayProblem.message(
      environment: ["DISPLAY": ":3", "WAYLAND_DISPLAY": "wayland-9"],
      sdlMessage: "wayland not available")
    #expect(
      m.hasPrefix(
        "could not connect to the Wayland display WAYLAND_DISPLAY=wayland-9 nor the X display "
          + "DISPLAY=:3 (SDL: wayland not available); "), "\(m)")
  }
}
