import CSDL2
import Engine
import Foundation

/// The real window: SDL event loop that sleeps when nothing moves and draws at the
/// display's rate while something does.
@MainActor
final class WindowRunner {
  let window: OpaquePointer
  let sdl: OpaquePointer
  let renderer: Renderer
  let app: PreviewApp
  let watcher: SceneWatcher?
  /// Seconds per frame while animating: the display's refresh, 60 Hz when unknown.
  let frameInterval: Double
  private let counterStart = SDL_GetPerformanceCounter()
  private let counterFrequency = Double(SDL_GetPerformanceFrequency())
  private var lastPresent = -1.0
  var running = true
  private var presentedOnce = false
  private var lastFrameTime: Double?
  /// Frames presented so far (for benchmarks: a still window presents none).
  private(set) var framesPresented = 0

  init(app: PreviewApp, watcher: SceneWatcher?) throws(SDLError) {
    self.app = app
    self.watcher = watcher
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
    try check(SDL_InitSubSystem(SDL_INIT_VIDEO), "SDL_Init(video)")
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    guard
      let w = SDL_CreateWindow(
        "OverlapCarousel", csdl_windowpos_centered(), csdl_windowpos_centered(),
        Int32(app.stage.size.width), Int32(app.stage.size.height), flags)
    else { throw SDLError("SDL_CreateWindow") }
    window = w
    SDL_SetWindowMinimumSize(w, Int32(Options.sizeRange.lowerBound), Int32(Options.sizeRange.lowerBound))
    let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    if let r = SDL_CreateRenderer(w, -1, accelerated) {
      sdl = r
    } else if let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) {
      // No GPU renderer: the software one draws the same pixels.
      sdl = r
    } else {
      let e = SDLError("SDL_CreateRenderer")
      SDL_DestroyWindow(w)
      throw e
    }
    renderer = Renderer(sdl: sdl, fonts: app.fonts)
    var mode = SDL_DisplayMode()
    let hz = SDL_GetWindowDisplayMode(w, &mode) == 0 && mode.refresh_rate > 0 ? mode.refresh_rate : 60
    frameInterval = 1 / Double(hz)
    updateScale()
  }

  isolated deinit {
    renderer.glyphs.removeAll()
    SDL_DestroyRenderer(sdl)
    SDL_DestroyWindow(window)
  }

  func clock() -> Double {
    Double(SDL_GetPerformanceCounter() &- counterStart) / counterFrequency
  }

  /// Re-reads the window's point size and the output's pixel size (HiDPI scale).
  func updateScale() {
    var w: Int32 = 0
    var h: Int32 = 0
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    SDL_GetRendererOutputSize(sdl, &pw, &ph)
    let s = w > 0 ? CGFloat(pw) / CGFloat(w) : 1
    if s != renderer.scale {
      renderer.scale = s
      app.fonts.scale = s
      renderer.glyphs.removeAll()
      app.invalidateRows()
    }
    app.handle(.resize(CGSize(width: Int(w), height: Int(h))), at: clock())
  }

  /// Runs until the window closes. Returns the exit code.
  func run() -> Int32 {
    var event = SDL_Event()
    while running {
      let now = clock()
      let moving = app.needsRedraw || app.stage.carousel.isAnimating
      let got: Int32
      if moving {
        let wait = max(lastPresent + frameInterval - now, 0)
        got = SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.down)))
      } else if let deadline = app.stage.carousel.nextDeadline {
        let ms = ((deadline - now) * 1000).rounded(.up)
        got = SDL_WaitEventTimeout(&event, Int32(min(max(ms, 0), 1e9)))
      } else {
        got = SDL_WaitEvent(&event)
      }
      if got != 0 {
        handle(event)
        while running, SDL_PollEvent(&event) != 0 { handle(event) }
      }
      app.update(now: clock())
      let t = clock()
      if app.needsRedraw && (t >= lastPresent + frameInterval * 0.9 || !app.stage.carousel.isAnimating) {
        present()
      }
    }
    return 0
  }

  func present() {
    let start = clock()
    let list = app.displayList(frameTime: lastFrameTime)
    renderer.draw(list)
    SDL_RenderPresent(sdl)
    app.needsRedraw = false
    framesPresented += 1
    lastPresent = clock()
    lastFrameTime = (lastPresent - start) * 1000
    if !presentedOnce {
      presentedOnce = true
      app.emitReady()
    }
  }
}
