import CSDL2
import Engine
import Foundation

/// A frame: the drawable's size and scale, and drawing the content's display list at it,
/// through the SDL renderer or on the wayland-shm path into the free buffer.
extension WindowRunner {
  /// Re-reads the window's size in points (held to `Options.sizeRange`) and the drawable's
  /// in pixels (points × the output's scale, fractional too). A new scale re-rasterises
  /// glyphs once, for it (glyphs and corner masks are cached by pixel size); a new pixel
  /// size is traced as `resize` even when the size in points stayed.
  func updateScale() {
    var w: Int32 = 0
    var h: Int32 = 0
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    // Size hints are only hints: without a window manager (or with one that ignores them)
    // `xdotool windowsize` can make the window 1x1 or 40000x40000. It is put back within
    // the range `--size` accepts, and the content is laid out at that size meanwhile.
    let range = Int32(Options.sizeRange.lowerBound)...Int32(Options.sizeRange.upperBound)
    let (cw, ch) = (
      min(max(w, range.lowerBound), range.upperBound),
      min(max(h, range.lowerBound), range.upperBound)
    )
    if (cw, ch) != (w, h) {
      SDL_SetWindowSize(window, cw, ch)
      (w, h) = (cw, ch)
    }
    (pw, ph) = drawableSize()
    let s = w > 0 && pw > 0 ? CGFloat(pw) / CGFloat(w) : 1
    let pixels = [Int(pw), Int(ph)]
    let pixelsChanged = app.trace.output?.pixels != pixels
    app.trace.output = (pixels, Double(s))
    if renderer.setScale(s) { app.setPixelScale(s) }
    let size = CGSize(width: Int(w), height: Int(h))
    if size == app.size {
      if pixelsChanged && presentedOnce { app.emitResize() }
    } else {
      app.handle(.resize(size), at: clock())
    }
  }

  /// Whether the drawable's pixel size differs from the last one read (an output scale can
  /// change without a size event).
  func outputSizeChanged() -> Bool {
    let (pw, ph) = drawableSize()
    return app.trace.output?.pixels != [Int(pw), Int(ph)]
  }

  /// The drawable's size in pixels: the SDL renderer's output, or on the wayland-shm path
  /// the buffers' size.
  func drawableSize() -> (Int32, Int32) {
    if let wayland {
      let d = wayland.drawable()
      return (d.width, d.height)
    }
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetRendererOutputSize(sdl, &pw, &ph)
    return (pw, ph)
  }

  /// `wayland.prepareFrame`, a failure ending the run (as `waiting`, so nothing is drawn).
  private func prepareWayland(_ wayland: WaylandPresenter) -> WaylandPresenter.Readiness {
    do {
      return try wayland.prepareFrame(renderer: renderer)
    } catch {
      presentationFailure = error
      return .waiting
    }
  }

  /// `wayland.awaitPreferredScale`, a failure ending the run (as no change).
  private func awaitPreferredScale(_ wayland: WaylandPresenter) -> Bool {
    do {
      return try wayland.awaitPreferredScale()
    } catch {
      presentationFailure = error
      return false
    }
  }

  func present() {
    if outputSizeChanged() {
      updateScale()
      forceNextPresent = true
    }
    let start = clock()
    if let wayland {
      switch prepareWayland(wayland) {
      case .ready(let redrawAll): if redrawAll { forceNextPresent = true }
      case .waiting:
        // Every buffer is still the compositor's: the frame waits for a later turn, and the
        // loop waits a frame interval for it (SDL does not wake for our queue).
        lastPresent = clock()
        return
      }
    }
    let list = app.displayList(frameTime: app.wantsFrameTime() ? lastFrameTime : nil)
    app.needsRedraw = false
    if list == lastList && !forceNextPresent {
      // Still a frame tick: the next one is a frame interval away, not immediately.
      lastPresent = clock()
      return
    }
    // SDL's software renderer draws into the window's own surface, which keeps its pixels
    // between frames, so only what changed is drawn again (the carousel strip while it
    // animates). GPU back buffers are undefined after a present: always drawn in full.
    let damage =
      retainsBackBuffer && !forceNextPresent
      ? lastList.flatMap { renderer.damage(from: $0, to: list) } : nil
    forceNextPresent = false
    lastList = list
    if let wayland {
      // The buffer drawn into holds an older frame: what it lacks is drawn too.
      let (pw, ph) = drawableSize()
      let changed = damage ?? SDL_Rect(x: 0, y: 0, w: pw, h: ph)
      if let area = wayland.area(toDraw: changed) { renderer.draw(list, damage: area) }
      do {
        try wayland.present(damage: changed)
      } catch {
        presentationFailure = error
      }
    } else {
      renderer.draw(list, damage: damage)
      SDL_RenderPresent(sdl)
    }
    framesPresented += 1
    lastPresent = clock()
    lastFrameTime = (lastPresent - start) * 1000
    if !presentedOnce, let wayland, awaitPreferredScale(wayland) {
      // Drawn again at the fractional scale the compositor told once the window showed on
      // an output, before `ready` reports the size.
      updateScale()
      forceNextPresent = true
      present()
      return
    }
    if !presentedOnce {
      presentedOnce = true
      var info = SDL_RendererInfo()
      SDL_GetRendererInfo(sdl, &info)
      let startup = Self.secondsSinceProcessStart().map { ($0 * 1000).rounded() / 1000 }
      app.emitReady(renderer: info.name.map { String(cString: $0) }, startup: startup)
    }
  }
}
