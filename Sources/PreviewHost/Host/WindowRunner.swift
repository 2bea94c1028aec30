import CSDL2
import Engine
import Foundation

/// The real window: SDL event loop that sleeps when nothing moves and draws at the
/// display's rate while something does.
@MainActor
package final class WindowRunner {
  private let ownedWindow: SDLWindow
  /// Draws into the window (or into the presenter's canvas); the window is destroyed
  /// after it.
  let renderer: Renderer
  /// Shows the frames: an SDL renderer's or the wayland-shm path's.
  let presenter: any Presenter
  let app: HostedContent
  /// Where the window was before F11 made it cover its display; nil when windowed.
  var windowedFrame: SDL_Rect?
  /// Keys that were down when the window got the keyboard: their presses do not count.
  var heldKeys = HeldKeys()
  /// Runs when another thread posts an SDL user event (the scene watcher's reload).
  package var onUserEvent: ((Double) -> Void)?
  /// Runs when the window moved or changed size, with its frame on the screen in points.
  package var onWindowFrame: ((CGRect) -> Void)?
  /// Seconds per frame while animating: the display's refresh, 60 Hz when unknown.
  let frameInterval: Double
  private let counterStart = SDL_GetPerformanceCounter()
  private let counterFrequency = Double(SDL_GetPerformanceFrequency())
  var lastPresent = -1.0
  var running = true
  var presentedOnce = false
  /// Set when the window's pixels may have been lost (expose, resize): draw even if the
  /// display list is unchanged.
  var forceNextPresent = true
  var lastFrameTime: Double?
  /// What the last presented frame drew; an identical list is not drawn again.
  var lastList: DisplayList?
  /// Why frames can no longer be shown (the Wayland connection failed): the run ends with
  /// exit 1 and this reason.
  var presentationFailure: (any Error)?
  /// Frames presented so far (for benchmarks: a still window presents none).
  var framesPresented = 0

  /// Why the window could not open.
  enum OpenFailure: Error, CustomStringConvertible {
    /// No X11 or Wayland display to open it on (the reason says which way that showed).
    case noDisplay(String)
    /// SDL failed to set up video or to make a window or renderer.
    case sdl(SDLError)

    var description: String {
      switch self {
      case .noDisplay(let reason): "\(reason) (use --headless to render without one)"
      case .sdl(let e): e.description
      }
    }
  }

  init(app: HostedContent) throws(OpenFailure) {
    self.app = app
    let driver = try Self.startVideo()
    let decision = RendererChoice.decide(
      videoDriver: driver,
      requested: SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0) },
      gpu: { RendererChoice.detectGPU(videoDriver: driver) })
    let opened = try Self.open(
      decision.order, size: app.size, title: app.windowTitle, origin: app.windowOrigin,
      videoDriver: driver)
    ownedWindow = opened.window
    presenter = opened.presenter
    renderer = Renderer(opened.presenter.sdlRenderer, fonts: app.fonts)
    var mode = SDL_DisplayMode()
    let hz =
      SDL_GetWindowDisplayMode(opened.window.pointer, &mode) == 0 && mode.refresh_rate > 0
      ? mode.refresh_rate : 60
    frameInterval = 1 / Double(hz)
    app.host.clipboard = SDLClipboard()
    updateTextInput()
    updateScale()
    var r = TraceRecord(t: clock(), event: "window")
    r.video = driver
    r.renderer = rendererName
    r.mode = opened.choice.rawValue
    r.reason = decision.reason
    r.message = opened.failures.isEmpty ? nil : opened.failures.joined(separator: "; ")
    app.trace.emit(r)
  }

  /// A resizable HiDPI-aware window held to the sizes `--size` accepts.
  static func makeWindow(size: CGSize, title: String, origin: CGPoint?) throws(SDLError)
    -> SDLWindow
  {
    let w = try SDLWindow(
      width: Int32(size.width), height: Int32(size.height), title: title,
      origin: origin.map { (Renderer.pixels($0.x), Renderer.pixels($0.y)) })
    let minimum = Int32(Options.sizeRange.lowerBound)
    let maximum = Int32(Options.sizeRange.upperBound)
    SDL_SetWindowMinimumSize(w.pointer, minimum, minimum)
    SDL_SetWindowMaximumSize(w.pointer, maximum, maximum)
    return w
  }

  /// The SDL window (valid while the runner lives).
  var window: OpaquePointer { ownedWindow.pointer }
  /// The SDL renderer drawing into it.
  var sdl: OpaquePointer { renderer.sdl }

  /// SDL's name for the renderer drawing the frames ("software", "opengl").
  var rendererName: String? {
    var info = SDL_RendererInfo()
    return SDL_GetRendererInfo(sdl, &info) == 0 ? info.name.map { String(cString: $0) } : nil
  }

  func clock() -> Double {
    Double(SDL_GetPerformanceCounter() &- counterStart) / counterFrequency
  }

  /// Seconds since this process started, from the kernel's start time (in clock ticks, so
  /// to 10 ms) against the boot-time clock it is counted on.
  static func secondsSinceProcessStart() -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name, which may hold spaces: state is field 3, starttime 22.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
    var now = timespec()
    clock_gettime(CLOCK_BOOTTIME, &now)
    let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - ticks / hz
  }

  /// Runs until the window closes. Returns the exit code.
  func run() -> Int32 {
    onConnectionLost()
    var event = SDL_Event()
    while running {
      if ProcessSignals.quitRequested { break }
      let now = clock()
      let moving = app.needsRedraw || app.isAnimating
      let got: Int32
      if moving {
        // Round up: a 0 ms wait would poll, spinning the CPU for the rest of the frame.
        let wait = max(lastPresent + frameInterval - now, 0)
        got =
          wait > 0
          ? SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up)))
          : SDL_PollEvent(&event)
      } else if let deadline = nextWake(now: now) {
        let ms = ((deadline - now) * 1000).rounded(.up)
        got = SDL_WaitEventTimeout(&event, Int32(min(max(ms, 0), 1e9)))
        if got == 0 && app.wantsFrameTime() { app.needsRedraw = true }
      } else {
        got = SDL_WaitEvent(&event)
      }
      if got != 0 {
        handle(event)
        while running, SDL_PollEvent(&event) != 0 { handle(event) }
        updateTextInput()
      }
      // The display server's buffer releases, read off the socket by SDL's pump just now.
      do {
        try presenter.dispatch()
      } catch {
        presentationFailure = error
      }
      // A new output scale that comes with no size event is drawn now, not when something
      // else next asks for a frame.
      if presenter.scaleChangesWithoutEvents, !app.needsRedraw, outputSizeChanged() {
        app.needsRedraw = true
      }
      app.update(now: clock())
      let t = clock()
      // At most one frame per display refresh, whether motion comes from an animation or
      // from a pointer that reports a thousand times a second.
      if app.needsRedraw && t >= lastPresent + frameInterval * 0.95 {
        present()
      }
      if app.trace.failure != nil || presentationFailure != nil { running = false }
    }
    var r = TraceRecord(t: clock(), event: "exit")
    r.frames = framesPresented
    app.trace.emit(r)
    if let failure = app.trace.failure {
      report(failure.description)
      return ExitCode.runtime.rawValue
    }
    if let failure = presentationFailure {
      report("cannot show the window: \(failure)")
      return ExitCode.runtime.rawValue
    }
    return ExitCode.success.rawValue
  }

  /// When the loop must wake without input (the content's next deadline).
  func nextWake(now: Double) -> Double? {
    app.nextWake(now: now)
  }
}
