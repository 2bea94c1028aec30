import CSDL2
import Engine
import Foundation

/// The real window: SDL event loop that sleeps when nothing moves and draws at the
/// display's rate while something does.
@MainActor
final class WindowRunner {
  private let ownedWindow: SDLWindow
  /// Draws into the window, or on the wayland-shm path into `wayland`'s canvas; either way
  /// the window is destroyed after it.
  let renderer: Renderer
  /// Presents frames on the wayland-shm path (`RendererChoice.waylandShm`); nil when an SDL
  /// renderer presents them. It holds the window, destroyed after its Wayland objects.
  let wayland: WaylandPresenter?
  let app: HostedContent
  /// Where the window was before F11 made it cover its display; nil when windowed.
  var windowedFrame: SDL_Rect?
  /// Keys that were down when the window got the keyboard: their presses do not count.
  var heldKeys = HeldKeys()
  /// Runs when another thread posts an SDL user event (the scene watcher's reload).
  var onUserEvent: ((Double) -> Void)?
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
  /// Whether the renderer keeps the previous frame's pixels (SDL's software renderer, and
  /// the wayland-shm path's canvas).
  let retainsBackBuffer: Bool
  var lastFrameTime: Double?
  /// What the last presented frame drew; an identical list is not drawn again.
  var lastList: DisplayList?
  /// Why frames can no longer be shown (the Wayland connection failed): the run ends with
  /// exit 1 and this reason.
  var presentationFailure: WaylandError?
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
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
    let env = ProcessInfo.processInfo.environment
    let asked = env["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
    if !asked && env["DISPLAY"].map(\.isEmpty) ?? true
      && env["WAYLAND_DISPLAY"].map(\.isEmpty) ?? true
    {
      throw .noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
    }
    if !asked {
      // Only the display the environment names: no probing of the others (libwayland prints
      // its own complaint when there is no Wayland compositor).
      let wayland = !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
      SDL_SetHint(SDL_HINT_VIDEODRIVER, wayland ? "wayland,x11" : "x11")
    }
    csdl_ignore_stale_window_errors()
    if SDL_InitSubSystem(SDL_INIT_VIDEO) < 0 {
      let error = SDLError("SDL_Init(video)")
      if asked { throw .sdl(error) }
      throw .noDisplay(DisplayProblem.message(environment: env, sdlMessage: error.message))
    }
    // X events, for the keys held when the window gets the keyboard (`HeldKeys`); from
    // before the window exists, so the first focus is seen too.
    SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
    // SDL falls back to an invisible off-screen driver when no display answers; a window
    // nobody can see is a failure unless that driver was asked for.
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if !asked && (driver == "offscreen" || driver == "dummy") {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .noDisplay("no X11 or Wayland display answered")
    }
    let decision = RendererChoice.decide(
      videoDriver: driver,
      requested: SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0) },
      gpu: { RendererChoice.detectGPU(videoDriver: driver) })
    // Each way in turn, a fresh window each (a renderer that failed can leave its window
    // unusable): no window only when every way failed.
    var failures: [String] = []
    var made: (SDLWindow, SDLRenderer, WaylandPresenter?, RendererChoice)?
    for choice in decision.order {
      let w: SDLWindow
      do {
        w = try Self.makeWindow(size: app.size, title: app.windowTitle)
      } catch {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        throw .sdl(error)
      }
      if choice == .waylandShm {
        do {
          let presenter = try WaylandPresenter(window: w)
          made = (w, presenter.canvasRenderer, presenter, choice)
          break
        } catch {
          failures.append("\(choice.rawValue): \(error)")
          continue
        }
      }
      if let r = choice.makeRenderer(window: w.pointer, videoDriver: driver) {
        made = (w, SDLRenderer(adopting: r, window: w), nil, choice)
        break
      }
      // The window goes once SDL's message is read.
      withExtendedLifetime(w) {
        failures.append("\(choice.rawValue): \(SDLError("SDL_CreateRenderer"))")
      }
    }
    guard let (w, chosen, presenter, choice) = made else {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .sdl(SDLError(call: "SDL_CreateRenderer", message: failures.joined(separator: "; ")))
    }
    ownedWindow = w
    wayland = presenter
    var info = SDL_RendererInfo()
    let name =
      SDL_GetRendererInfo(chosen.pointer, &info) == 0 ? info.name.map { String(cString: $0) } : nil
    retainsBackBuffer = name == "software" || presenter != nil
    renderer = Renderer(chosen, fonts: app.fonts)
    var mode = SDL_DisplayMode()
    let hz =
      SDL_GetWindowDisplayMode(w.pointer, &mode) == 0 && mode.refresh_rate > 0
      ? mode.refresh_rate : 60
    frameInterval = 1 / Double(hz)
    updateScale()
    var r = TraceRecord(t: clock(), event: "window")
    r.video = driver
    r.renderer = name
    r.mode = choice.rawValue
    r.reason = decision.reason
    r.message = failures.isEmpty ? nil : failures.joined(separator: "; ")
    app.trace.emit(r)
  }

  /// A resizable HiDPI-aware window held to the sizes `--size` accepts.
  static func makeWindow(size: CGSize, title: String) throws(SDLError) -> SDLWindow {
    let w = try SDLWindow(width: Int32(size.width), height: Int32(size.height), title: title)
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
        if got == 0 && app.wantsFrameTime { app.needsRedraw = true }
      } else {
        got = SDL_WaitEvent(&event)
      }
      if got != 0 {
        handle(event)
        while running, SDL_PollEvent(&event) != 0 { handle(event) }
      }
      // The compositor's buffer releases, read off the socket by SDL's pump just now.
      do {
        try wayland?.dispatch()
      } catch {
        presentationFailure = error
      }
      // A new output scale (no size event comes with it on the wayland-shm path) is drawn
      // now, not when something else next asks for a frame.
      if wayland != nil, !app.needsRedraw, outputSizeChanged() { app.needsRedraw = true }
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
