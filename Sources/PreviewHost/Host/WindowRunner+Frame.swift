import CSDL2
import Engine
import Foundation

/// A frame: the drawable's size and scale, and drawing the content's display list at it
/// through the presenter.
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

  /// The drawable's size in pixels.
  func drawableSize() -> (Int32, Int32) {
    let d = presenter.drawableSize()
    return (d.width, d.height)
  }

  /// `presenter.prepareFrame`, a failure ending the run (as `waiting`, so nothing is drawn).
  private func prepareFrame() -> FrameReadiness {
    do {
      return try presenter.prepareFrame(renderer: renderer)
    } catch {
      presentationFailure = error
      return .waiting
    }
  }

  /// `presenter.awaitPreferredScale`, a failure ending the run (as no change).
  private func awaitPreferredScale() -> Bool {
    do {
      return try presenter.awaitPreferredScale()
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
    switch prepareFrame() {
    case .ready(let redrawAll): if redrawAll { forceNextPresent = true }
    case .waiting:
      // Every buffer is still the display server's: the frame waits for a later turn, and
      // the loop waits a frame interval for it (SDL does not wake for that queue).
      lastPresent = clock()
      return
    }
    let list = app.displayList(frameTime: app.wantsFrameTime() ? lastFrameTime : nil)
    app.needsRedraw = false
    if list == lastList && !forceNextPresent {
      // Still a frame tick: the next one is a frame interval away, not immediately.
      lastPresent = clock()
      return
    }
    // A presenter that keeps its pixels between frames gets only what changed drawn again
    // (the carousel strip while it animates); others are drawn in full.
    let damage =
      presenter.retainsBackBuffer && !forceNextPresent
      ? lastList.flatMap { renderer.damage(from: $0, to: list) } : nil
    forceNextPresent = false
    lastList = list
    do {
      try presenter.present(list, damage: damage, renderer: renderer)
    } catch {
      presentationFailure = error
    }
    framesPresented += 1
    lastPresent = clock()
    lastFrameTime = (lastPresent - start) * 1000
    if !presentedOnce, awaitPreferredScale() {
      // Drawn again at the fractional scale the compositor told once the window showed on
      // an output, before `ready` reports the size.
      updateScale()
      forceNextPresent = true
      present()
      return
    }
    if !presentedOnce {
      presentedOnce = true
      let startup = Self.secondsSinceProcessStart().map { ($0 * 1000).rounded() / 1000 }
      app.emitReady(renderer: rendererName, startup: startup)
    }
  }
}
