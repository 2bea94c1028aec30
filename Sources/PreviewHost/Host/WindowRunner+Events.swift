import CSDL2
import Engine
import Foundation

extension WindowRunner {
  /// Translates one SDL event into the app's input.
  func handle(_ event: SDL_Event) {
    // When the event happened, not when the loop got to it: a slow frame delivers several
    // motions at once, and velocity needs their real spacing. SDL stamps events in ms since
    // it started; SDL_GetTicks is the same clock now.
    let age = Double(SDL_GetTicks() &- event.common.timestamp) / 1000
    let now = clock() - (age >= 0 && age < 1 ? age : 0)
    switch SDL_EventType(rawValue: event.type) {
    case SDL_QUIT:
      running = false
    case SDL_WINDOWEVENT:
      windowEvent(event.window, now: now)
    case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
      app.handle(.pointerDown(point(event.button.x, event.button.y)), at: now)
      if app.isTrackingPointer { SDL_CaptureMouse(SDL_TRUE) }
    case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
      let wasDown = app.isTrackingPointer
      app.handle(.pointerUp(point(event.button.x, event.button.y)), at: now)
      if wasDown { SDL_CaptureMouse(SDL_FALSE) }
    case SDL_MOUSEMOTION:
      app.handle(.pointerMove(point(event.motion.x, event.motion.y)), at: now)
    case SDL_MOUSEWHEEL:
      let flip: Float = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let shift = SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0
      app.handle(
        .wheel(
          dx: Double(event.wheel.preciseX * flip), dy: Double(event.wheel.preciseY * flip),
          shift: shift), at: now)
    case SDL_SYSWMEVENT:
      heldKeys.observe(XKeyboardEvent(event))
    case SDL_KEYDOWN:
      switch heldKeys.keyDown() {
      case .counts:
        key(event.key.keysym, phase: event.key.repeat != 0 ? .repeat : .down, now: now)
      case .ignored(let first): if first { traceHeldKey(event.key.keysym, now: now) }
      }
    case SDL_KEYUP:
      key(event.key.keysym, phase: .up, now: now)
    case SDL_TEXTINPUT:
      textInput(event.text, now: now)
    case SDL_TEXTEDITING:
      textEditing(event.edit, now: now)
    case SDL_USEREVENT:
      onUserEvent?(now)
    default:
      break
    }
  }

  func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: Int(x), y: Int(y)) }

  /// Tells `onWindowFrame` where the window is and how large, in points.
  func reportFrame() {
    guard let onWindowFrame else { return }
    var x: Int32 = 0
    var y: Int32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowPosition(window, &x, &y)
    SDL_GetWindowSize(window, &width, &height)
    onWindowFrame(CGRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height)))
  }

  func windowEvent(_ w: SDL_WindowEvent, now: Double) {
    switch SDL_WindowEventID(rawValue: UInt32(w.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
      updateScale()
      app.needsRedraw = true
      forceNextPresent = true
      reportFrame()
    case SDL_WINDOWEVENT_MOVED:
      var r = TraceRecord(t: now, event: "move")
      r.position = [Int(w.data1), Int(w.data2)]
      app.trace.emit(r)
      reportFrame()
    case SDL_WINDOWEVENT_EXPOSED:
      presenter.exposed()
      app.needsRedraw = true
      forceNextPresent = true
    case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
      // X11 reports the window hidden while it is first mapped; only a shown window hides.
      if presentedOnce { app.handle(.visible(false), at: now) }
    case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
      // SDL detaches its surface's buffer when it shows the window.
      presenter.exposed()
      app.handle(.visible(true), at: now)
      app.needsRedraw = true
      forceNextPresent = true
    case SDL_WINDOWEVENT_LEAVE:
      app.handle(.pointerLeft, at: now)
    default:
      break
    }
  }

  /// One key press, or with `repeated` the system's repeat of a held key. The window
  /// performs its own commands (S, F11, Q, Esc) for any App, once per press, unless the
  /// host claims the key (a focused text field takes every key); every other key goes to
  /// the host, which decides what it does and whether a repeat counts.
  func key(_ keysym: SDL_Keysym, phase: KeyPress.Phases, now: Double) {
    guard let press = KeyPress(keysym, phase: phase) else { return }
    // Escape closes a sheet or goes back when the content has one to close (SwiftUI's
    // keyboard dismissal); it quits otherwise.
    if !app.host.claimsKey(press), let command = WindowCommand(press),
      !(press.key == .escape && app.host.takesEscape)
    {
      guard press.phase == .down else { return }
      switch command {
      case .screenshot: saveScreenshot()
      case .toggleFullscreen: toggleFullscreen()
      case .quit: running = false
      }
      return
    }
    app.handle(.key(press), at: now)
  }

  /// `held-key {key}`: the first press of a key that was already down when the window got
  /// the keyboard, which the window ignored as it ignores the key until it is released.
  func traceHeldKey(_ keysym: SDL_Keysym, now: Double) {
    var r = TraceRecord(t: now, event: "held-key")
    r.key = String(cString: SDL_GetKeyName(keysym.sym))
    app.trace.emit(r)
  }

  /// S: saves the window's pixels as a new PNG in the working directory and prints its path.
  func saveScreenshot() {
    let (w, h) = drawableSize()
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, csdl_pixelformat_rgba32())
    else { return report("screenshot not saved: \(SDLError("SDL_CreateRGBSurface"))") }
    defer { SDL_FreeSurface(surface) }
    // Draw the current frame again so the read-back does not depend on the back buffer; on
    // the wayland-shm path into memory of its own, not into a buffer the compositor may be
    // reading.
    let drawAndRead = {
      self.renderer.draw(self.app.displayList(frameTime: nil))
      // The drawable's rectangle: on the wayland-shm path the canvas can be larger.
      var rect = SDL_Rect(x: 0, y: 0, w: w, h: h)
      return SDL_RenderReadPixels(
        self.sdl, &rect, csdl_pixelformat_rgba32(), surface.pointee.pixels,
        surface.pointee.pitch)
    }
    guard presenter.drawAside(drawAndRead) == 0
    else { return report("screenshot not saved: \(SDLError("SDL_RenderReadPixels"))") }
    // The retained canvas now holds that frame whole, whatever the last one presented was:
    // the next frame is drawn whole, not as damage against the last.
    app.needsRedraw = true
    forceNextPresent = true
    do {
      let path = try PNGWriter.writeNew(
        surface, directory: FileManager.default.currentDirectoryPath, stem: "overlapcarousel")
      report("saved \(path)")
      var r = TraceRecord(t: clock(), event: "screenshot")
      r.path = path
      app.trace.emit(r)
    } catch {
      // One line with the reason ("cannot write a new file in DIR: Permission denied").
      report("screenshot not saved: \(error)")
      var r = TraceRecord(t: clock(), event: "error")
      r.message = "screenshot not saved: \(error)"
      app.trace.emit(r)
    }
  }

  /// F11: the window covers its display, borderless; F11 again puts it back where and as
  /// large as it was.
  ///
  /// Done by hand rather than with `SDL_SetWindowFullscreen`: without a window manager
  /// (Xvfb, kiosks) SDL's desktop fullscreen only asks one, so SDL reported the display's
  /// size and the content was laid out for it while the X window stayed as it was, and a
  /// second F11 did not come back. Moving and sizing the window works with or without one.
  func toggleFullscreen() {
    if let windowed = windowedFrame {
      windowedFrame = nil
      SDL_SetWindowBordered(window, SDL_TRUE)
      SDL_SetWindowSize(window, windowed.w, windowed.h)
      SDL_SetWindowPosition(window, windowed.x, windowed.y)
    } else {
      var bounds = SDL_Rect()
      let display = SDL_GetWindowDisplayIndex(window)
      guard display >= 0, SDL_GetDisplayBounds(display, &bounds) == 0 else { return }
      var frame = SDL_Rect()
      SDL_GetWindowPosition(window, &frame.x, &frame.y)
      SDL_GetWindowSize(window, &frame.w, &frame.h)
      windowedFrame = frame
      SDL_SetWindowBordered(window, SDL_FALSE)
      SDL_SetWindowPosition(window, bounds.x, bounds.y)
      SDL_SetWindowSize(window, bounds.w, bounds.h)
    }
    SDL_RaiseWindow(window)
  }
}

extension KeyPress {
  /// The key SDL reports, in Engine's terms; nil for keys that type nothing Engine names
  /// (modifiers alone, media keys).
  ///
  /// SDL names a printable key by the character it types without modifiers ('a', '='), the
  /// keypad's by its own code, and the rest by scancode-based codes.
  init?(_ keysym: SDL_Keysym, phase: Phases) {
    let sym = Int(keysym.sym)
    let mods = Int(keysym.mod)
    var modifiers: EventModifiers = []
    if mods & Int(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
    if mods & Int(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
    if mods & Int(KMOD_ALT.rawValue) != 0 { modifiers.insert(.option) }
    if mods & Int(KMOD_GUI.rawValue) != 0 { modifiers.insert(.command) }
    if mods & Int(KMOD_CAPS.rawValue) != 0 { modifiers.insert(.capsLock) }
    let key: KeyEquivalent
    switch sym {
    case Int(SDLK_LEFT.rawValue): key = .leftArrow
    case Int(SDLK_RIGHT.rawValue): key = .rightArrow
    case Int(SDLK_UP.rawValue): key = .upArrow
    case Int(SDLK_DOWN.rawValue): key = .downArrow
    case Int(SDLK_HOME.rawValue): key = .home
    case Int(SDLK_END.rawValue): key = .end
    case Int(SDLK_PAGEUP.rawValue): key = .pageUp
    case Int(SDLK_PAGEDOWN.rawValue): key = .pageDown
    case Int(SDLK_DELETE.rawValue): key = .deleteForward
    case Int(SDLK_BACKSPACE.rawValue): key = .delete
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): key = .return
    case Int(SDLK_KP_PLUS.rawValue):
      key = "+"
      modifiers.insert(.numericPad)
    case Int(SDLK_KP_MINUS.rawValue):
      key = "-"
      modifiers.insert(.numericPad)
    case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue):
      guard let f = KeyEquivalent.function(sym - Int(SDLK_F1.rawValue) + 1) else { return nil }
      key = f
    case 0x08, 0x09, 0x1B, 0x20..<0x7F:
      // Backspace, Tab, Escape and the printable ASCII keys are their own characters.
      guard let scalar = Unicode.Scalar(sym) else { return nil }
      key = KeyEquivalent(Character(scalar))
    default:
      return nil
    }
    let typed =
      modifiers.contains(.shift) != modifiers.contains(.capsLock)
      ? String(key.character).uppercased() : String(key.character)
    self.init(key: key, characters: typed, modifiers: modifiers, phase: phase)
  }
}
