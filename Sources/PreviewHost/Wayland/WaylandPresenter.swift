import CSDL2
import CWayland
import Foundation

/// Shows the window's frames on Wayland through our own wl_shm buffers, at the output's
/// pixel density, without OpenGL.
///
/// SDL 2.26 has no software presentation of its own on Wayland: its software renderer is
/// shown through an OpenGL texture (Mesa's llvmpipe without a GPU, 15.6 ms of CPU per
/// 1800x1440 frame) at the window's size in points, which a 2x output doubles. Here the
/// window gets no SDL renderer. Frames are drawn by the same `Renderer`, through SDL's
/// software renderer, straight into the buffers at points × scale: the renderer's target is
/// one canvas surface whose pixel pointer is moved to the free buffer before each frame
/// (`SDL_Surface.pixels` is the one field SDL lets callers change). A buffer handed back by
/// the compositor holds an older frame, so each frame redraws in it only what it lacks of the
/// newest (`StaleRegions`: this frame's damage and what changed since that buffer was last
/// drawn), then attaches it and damages only what changed since the last frame shown. An
/// earlier version drew into a private canvas and copied the band into the buffer: the copy
/// was a quarter of the client's CPU at scale 2.
///
/// At a fractional scale (the compositor has wp_fractional_scale_v1 and wp_viewporter, as
/// kwin 5.27 does) the buffers are round(points × scale) pixels and a viewport shows them at
/// the window's size in points (`Drawable`); elsewhere they are points × the output's whole
/// scale. The compositor tells the fractional scale once the window shows on an output, so
/// after the first frame the presenter waits for its answer once and the window draws again
/// at that scale before `ready`. After that the fractional-scale object's events go to
/// SDL's queue, which SDL dispatches while the loop waits: a later change of scale (the
/// window moved to another output) pushes an SDL event, so the loop wakes and draws at the
/// new scale at once.
///
/// The buffers go on a desynchronised subsurface of SDL's surface: SDL damages its own
/// surface in full on each of its frame callbacks, so a partial damage there would still
/// repaint everything. SDL's surface keeps one static buffer (`backdrop`), so that it is
/// mapped and receives the pointer (the subsurface takes no input).
///
/// Nothing here blocks: the compositor's releases arrive on our queue, which `dispatch()`
/// handles after SDL pumps; a frame with no free buffer waits for a later turn of the loop.
/// One canvas and one SDL renderer keep one glyph cache: a renderer per buffer would
/// rasterise every glyph once per buffer, since SDL textures belong to one renderer.
/// While no frame is being drawn the canvas points at no memory, so nothing can draw into a
/// buffer the compositor is reading.
@MainActor
final class WaylandPresenter {
  /// Buffers in flight at most: one shown, one the compositor is letting go, one to draw.
  static let poolLimit = 3
  /// The canvas grows and shrinks in steps of this many pixels, so that a live resize does
  /// not make a new canvas (and rasterise the glyphs again) on every size. Hand-tuned.
  /// Buffers are the canvas's size in memory (the compositor sees the drawable's part), so
  /// the canvas can point at any of them.
  static let canvasStep: Int32 = 256

  private let connection: WaylandConnection
  /// SDL's window, destroyed after everything here: our subsurface hangs off its surface.
  private let window: SDLWindow
  /// SDL's `wl_surface` for the window.
  private let parent: OpaquePointer
  /// Ours, on top of SDL's, where the frames go.
  private let surface: OpaquePointer
  private let subsurface: OpaquePointer
  /// SDL's surface's one buffer, at the drawable's size; never drawn into.
  private var backdrop: ShmBuffer?
  private var backdropPending = false
  private var buffers: [ShmBuffer] = []
  private var stale = StaleRegions()
  /// The free buffer `prepareFrame` picked, which the canvas points at.
  private var next: Int?
  /// The buffer last drawn into, which holds the newest frame whole (a new buffer starts
  /// as a copy of it).
  private var newest: Int?
  /// What `canvasRenderer` draws into: ARGB8888 like the buffers, at least the drawable's
  /// size, its pixels the picked buffer's memory while a frame is drawn, else nil.
  private var canvas: SDLSurface
  private(set) var canvasRenderer: SDLRenderer
  /// The drawable in pixels and how the buffers map onto the surface.
  private var size = Drawable(width: 0, height: 0, bufferScale: 0, points: (0, 0))
  /// SDL's surface's size in pixels, its whole output scale (the backdrop's size).
  private var backdropSize: (width: Int32, height: Int32) = (0, 0)
  /// Our surface's wp_fractional_scale_v1 and wp_viewport, when the compositor has them.
  private let fractional: (scale: OpaquePointer, viewport: OpaquePointer)?
  /// The compositor's preferred scale for our surface in 120ths (0 until it says), and the
  /// SDL event that wakes the window loop when it changes.
  private let preferredScale: UnsafeMutablePointer<cwl_scale_watch>
  /// Whether `awaitPreferredScale` waited once already.
  private var awaitedScale = false

  /// Sets up the subsurface on `window`'s wl_surface, or throws when the window is not on
  /// Wayland, the compositor lacks wl_shm or wl_subcompositor, or memory runs out.
  init(window: SDLWindow) throws(WaylandError) {
    var display: UnsafeMutableRawPointer?
    var parent: UnsafeMutableRawPointer?
    guard csdl_wayland_window(window.pointer, &display, &parent) != 0, let display, let parent
    else { throw WaylandError("the window is not on Wayland (SDL_GetWindowWMInfo)") }
    let connection = try WaylandConnection(display: OpaquePointer(display))
    // Shared memory works here (memfd, mmap, a wl_shm pool), or this path is not taken and
    // the window opens another way rather than failing at its first frame.
    _ = try ShmBuffer(connection: connection, width: 1, height: 1)
    guard let surface = wl_compositor_create_surface(connection.compositor) else {
      throw WaylandError("wl_compositor.create_surface failed")
    }
    guard
      let subsurface = wl_subcompositor_get_subsurface(
        connection.subcompositor, surface, OpaquePointer(parent))
    else {
      wl_surface_destroy(surface)
      throw WaylandError("wl_subcompositor.get_subsurface failed")
    }
    wl_subsurface_set_position(subsurface, 0, 0)
    // Our commits show at once, not at SDL's next commit of its surface.
    wl_subsurface_set_desync(subsurface)
    // The pointer goes through to SDL's surface, which turns it into SDL events.
    if let empty = wl_compositor_create_region(connection.compositor) {
      wl_surface_set_input_region(surface, empty)
      wl_region_destroy(empty)
    }
    let preferred = UnsafeMutablePointer<cwl_scale_watch>.allocate(capacity: 1)
    // Any SDL event wakes the loop, which then looks at the drawable's size; one of our own
    // type is ignored otherwise.
    let wakeType = SDL_RegisterEvents(1)
    preferred.initialize(
      to: cwl_scale_watch(
        scale: 0,
        wake: wakeType == UInt32.max
          ? nil
          : { type in
            var event = SDL_Event()
            event.type = type
            return SDL_PushEvent(&event)
          },
        wake_type: wakeType))
    var fractional: (OpaquePointer, OpaquePointer)?
    if let (manager, viewporter) = connection.fractionalScale,
      let f = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
    {
      if let v = wp_viewporter_get_viewport(viewporter, surface) {
        cwl_fractional_scale_watch(f, preferred)
        fractional = (f, v)
      } else {
        wp_fractional_scale_v1_destroy(f)
      }
    }
    let canvas: SDLSurface
    let renderer: SDLRenderer
    do {
      canvas = try Self.canvas(width: Self.canvasStep, height: Self.canvasStep)
      renderer = try SDLRenderer(surface: canvas)
    } catch {
      if let (f, v) = fractional {
        wp_viewport_destroy(v)
        wp_fractional_scale_v1_destroy(f)
      }
      preferred.deallocate()
      wl_subsurface_destroy(subsurface)
      wl_surface_destroy(surface)
      throw WaylandError(error.description)
    }
    self.fractional = fractional
    self.preferredScale = preferred
    self.connection = connection
    self.window = window
    self.parent = OpaquePointer(parent)
    self.surface = surface
    self.subsurface = subsurface
    self.canvas = canvas
    self.canvasRenderer = renderer
    connection.flush()
  }

  /// The drawable's size in pixels: the window's size in points × the compositor's
  /// preferred fractional scale when it told one (`Drawable.init`), else × the output's
  /// whole scale as SDL reports it.
  func drawable() -> Drawable {
    let (points, pixels) = sdlSizes()
    return Drawable(points: points, sdlPixels: pixels, preferredScale: preferredScale.pointee.scale)
  }

  /// The window's size in points and SDL's surface's size in pixels (points × the output's
  /// whole scale), each at least 1.
  private func sdlSizes() -> (points: (Int32, Int32), pixels: (Int32, Int32)) {
    var w: Int32 = 0
    var h: Int32 = 0
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetWindowSize(window.pointer, &w, &h)
    SDL_GetWindowSizeInPixels(window.pointer, &pw, &ph)
    return ((max(w, 1), max(h, 1)), (max(pw, 1), max(ph, 1)))
  }

  /// Once the first frame is shown: waits for the compositor to answer it (it tells the
  /// fractional scale once the window is on an output) and returns whether the drawable's
  /// size changed with what it said. Without a fractional scale there is nothing to wait
  /// for.
  func awaitPreferredScale() throws(WaylandError) -> Bool {
    guard let (f, _) = fractional, !awaitedScale else { return false }
    awaitedScale = true
    if preferredScale.pointee.scale == 0 { try connection.roundtrip() }
    // From now on SDL's wait dispatches it, and a new scale wakes the loop.
    cwl_fractional_scale_follow_on_default_queue(f)
    return drawable() != size
  }

  /// Handles the compositor's releases read since the last turn; never blocks.
  func dispatch() throws(WaylandError) { try connection.dispatch() }

  /// What the next frame may do: with `redrawAll`, the canvas is new or resized and must be
  /// drawn whole; `waiting` while every buffer is still the compositor's.
  typealias Readiness = FrameReadiness

  /// Gets ready to draw a frame at the drawable's current size: follows a new size or
  /// scale (new buffers, a new backdrop, a canvas that fits, `renderer` drawing into it),
  /// picks a free buffer and points the canvas at it.
  func prepareFrame(renderer: Renderer) throws(WaylandError) -> Readiness {
    let d = drawable()
    var redrawAll = false
    if d != size {
      redrawAll = true
      size = d
      point(at: nil)
      buffers.removeAll()
      stale.removeAll()
      next = nil
      newest = nil
      let sdl = sdlSizes().pixels
      if sdl != backdropSize {
        backdropSize = sdl
        backdrop = try ShmBuffer(connection: connection, width: sdl.0, height: sdl.1)
        backdropPending = true
      }
      if let (_, viewport) = fractional {
        // -1: no viewport, the buffer scale sizes the surface.
        let points = d.bufferScale == 0 ? d.points : (-1, -1)
        wp_viewport_set_destination(viewport, points.0, points.1)
      }
      if let region = wl_compositor_create_region(connection.compositor) {
        wl_region_add(region, 0, 0, d.points.0, d.points.1)
        wl_surface_set_opaque_region(surface, region)
        wl_region_destroy(region)
      }
      try fitCanvas(renderer: renderer)
    }
    if let n = next, !buffers[n].isBusy {
      point(at: buffers[n])
      return .ready(redrawAll: redrawAll)
    }
    if let free = buffers.firstIndex(where: { !$0.isBusy }) {
      next = free
    } else if buffers.count < Self.poolLimit {
      let c = canvas.pointer.pointee
      let made = try ShmBuffer(
        connection: connection, width: d.width, height: d.height, stride: c.pitch, rows: c.h)
      stale.append(bounds: SDL_Rect(x: 0, y: 0, w: d.width, h: d.height))
      buffers.append(made)
      next = buffers.count - 1
    } else {
      next = nil
      point(at: nil)
      return .waiting
    }
    point(at: next.map { buffers[$0] })
    return .ready(redrawAll: redrawAll)
  }

  /// What to draw into the picked buffer for a frame that changed `damage` (pixels), nil
  /// when nothing; every other buffer now lacks `damage` too. What the buffer lacks of the
  /// frames before (it was last drawn some frames ago, or never) is copied from the buffer
  /// that holds the previous frame, outside `damage`: a memcpy, where drawing it again cost
  /// about ten times as much at scale 2 (the rows' emoji are blended pixel by pixel, and a
  /// forced full redraw was drawn once per buffer). While the carousel animates the band it
  /// lacks is the band being drawn anyway, and nothing is copied. Call after `prepareFrame`
  /// returned `ready`, then draw, then `present(damage:)`.
  func area(toDraw damage: SDL_Rect) -> SDL_Rect? {
    guard let n = next else { return nil }
    let d = clipped(damage)
    if let source = newest, source != n, let lacking = stale.regions[n] {
      for piece in Renderer.subtract(d, from: [lacking]) {
        buffers[n].copy(piece, from: buffers[source])
      }
      _ = stale.refresh(n)
    }
    stale.changed(d)
    newest = n
    return stale.refresh(n)
  }

  /// Draws into memory of the canvas's size that no buffer shares, for `body` (the S key's
  /// read-back), and puts the canvas back as it was.
  func drawingAside<Result>(_ body: () -> Result) -> Result {
    let c = canvas.pointer.pointee
    let count = Int(c.pitch) * Int(c.h)
    let scratch = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    scratch.initializeMemory(as: UInt8.self, repeating: 0, count: count)
    let before = c.pixels
    canvas.pointer.pointee.pixels = scratch
    defer {
      canvas.pointer.pointee.pixels = before
      scratch.deallocate()
    }
    return body()
  }

  /// The canvas draws into `buffer`'s memory from now on, or into none.
  private func point(at buffer: ShmBuffer?) {
    canvas.pointer.pointee.pixels = buffer?.pixels
  }

  /// `rect` within the drawable (empty when outside it).
  private func clipped(_ rect: SDL_Rect) -> SDL_Rect {
    var r = rect
    var bounds = SDL_Rect(x: 0, y: 0, w: size.width, h: size.height)
    var out = SDL_Rect()
    return SDL_IntersectRect(&r, &bounds, &out) == SDL_TRUE ? out : SDL_Rect()
  }

  /// A canvas of `width`×`height` pixels over no memory yet.
  private static func canvas(width: Int32, height: Int32) throws(SDLError) -> SDLSurface {
    try SDLSurface(
      width: width, height: height, pitch: width * 4, format: SDL_PIXELFORMAT_ARGB8888.rawValue,
      pixels: nil)
  }

  /// A canvas at least the drawable's size, and not more than two steps larger.
  private func fitCanvas(renderer: Renderer) throws(WaylandError) {
    let c = canvas.pointer.pointee
    let step = Self.canvasStep
    let fits = { (have: Int32, need: Int32) in have >= need && have - need < 2 * step }
    if fits(c.w, size.width) && fits(c.h, size.height) { return }
    func rounded(_ v: Int32) -> Int32 { (v + step - 1) / step * step }
    do {
      let made = try Self.canvas(width: rounded(size.width), height: rounded(size.height))
      let r = try SDLRenderer(surface: made)
      renderer.retarget(r)
      canvas = made
      canvasRenderer = r
    } catch {
      throw WaylandError(error.description)
    }
  }

  /// Shows the picked buffer, drawn up to date (`area(toDraw:)`): attached at the output's
  /// scale, with only `damage` (pixels, what changed since the last frame shown) damaged.
  /// The canvas points at no memory afterwards.
  func present(damage: SDL_Rect) throws(WaylandError) {
    guard let n = next else { return }
    let d = clipped(damage)
    guard d.w > 0 && d.h > 0 || backdropPending else { return }
    let b = buffers[n]
    point(at: nil)
    // 1 under a viewport, which maps the buffer onto the surface's size in points.
    wl_surface_set_buffer_scale(surface, max(size.bufferScale, 1))
    wl_surface_attach(surface, b.buffer, 0, 0)
    wl_surface_damage_buffer(surface, d.x, d.y, d.w, d.h)
    wl_surface_commit(surface)
    b.markBusy()
    next = nil
    // SDL's surface after ours, so that it maps (or takes its new size) with our frame on it.
    if backdropPending { showBackdrop() }
    connection.flush()
  }

  /// SDL's surface lost its buffer or needs a commit (SDL detaches it when it shows the
  /// window; libdecor asks for a commit through `SDL_WINDOWEVENT_EXPOSED`).
  func exposed() {
    guard backdrop != nil else { return }
    showBackdrop()
    connection.flush()
  }

  private func showBackdrop() {
    guard let backdrop else { return }
    wl_surface_attach(parent, backdrop.buffer, 0, 0)
    wl_surface_damage_buffer(parent, 0, 0, backdrop.width, backdrop.height)
    wl_surface_commit(parent)
    backdropPending = false
  }

  isolated deinit {
    // Ours before SDL's window: the subsurface, then the buffers (the stored properties go
    // after this body; each buffer holds the connection, whose queue goes last).
    if let (f, v) = fractional {
      wp_viewport_destroy(v)
      wp_fractional_scale_v1_destroy(f)
    }
    preferredScale.deallocate()
    wl_subsurface_destroy(subsurface)
    wl_surface_destroy(surface)
  }
}
