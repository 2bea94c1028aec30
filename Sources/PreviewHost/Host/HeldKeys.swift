import CSDL2

/// Keys count only when pressed while the window has the keyboard.
///
/// An X server repeats a held key to whichever window has the focus, and SDL 2 reports the
/// first repeat a window sees as a new press (`repeat` 0): when it gains the focus it adopts
/// the modifiers that are down and nothing else. So a Q held in another program quit every
/// new window as soon as the server's first repeat reached it. The server says which keys are
/// down at each focus change (KeymapNotify, which follows every FocusIn in the event stream);
/// their presses are dropped until the key is released, and a press after that counts.
///
/// A window can take keys before its first FocusIn: with no window manager the focus
/// follows the pointer until SDL gives the window the keyboard, so a window that opens under
/// the pointer gets EnterNotify and its KeymapNotify, then the held key's repeats, and only
/// later FocusIn (a slow start, as under a sanitizer, widens that gap). Any KeymapNotify
/// therefore marks as held the keys that are down and were not pressed while the window
/// had the keyboard; only after FocusIn does it replace the set.
///
/// SDL passes each X event on as an `SDL_SYSWMEVENT` just before the SDL events it becomes,
/// so the `SDL_KEYDOWN` that a dropped KeyPress becomes is the next one in the queue. X
/// keycodes are only compared with X keycodes: no keymap translation, whatever the layout.
///
/// Wayland needs nothing of this: SDL 2 sends no press for the keys that `wl_keyboard.enter`
/// lists as held (modifiers aside), and repeats only keys it saw pressed.
struct HeldKeys {
  /// X keycodes that were down when the window last got the keyboard, not released since.
  private var held = Set<UInt32>()
  /// Held keys whose first ignored press has been reported.
  private var reported = Set<UInt32>()
  /// X keycodes pressed while the window had the keyboard (their presses counted), not
  /// released since.
  private var counted = Set<UInt32>()
  private var afterFocusIn = false
  /// The held key whose press the last X event was, if it was one.
  private var pressed: UInt32?

  /// What becomes of a key down.
  enum KeyDown: Equatable {
    case counts
    /// Ignored; `first` for the key's first ignored press since it was found held.
    case ignored(first: Bool)
  }

  /// Follows the X event behind an `SDL_SYSWMEVENT`.
  mutating func observe(_ event: XKeyboardEvent) {
    switch event {
    case .keymap(let down) where afterFocusIn:
      held = down
      reported = []
      counted = []
    case .keymap(let down):
      // KeymapNotify follows EnterNotify too; a key pressed while the window had the
      // keyboard is still down then, and goes on counting. A key down that the window never
      // saw pressed was pressed elsewhere (or before the window existed).
      held.formUnion(down.subtracting(counted))
    case .press(let keycode) where !held.contains(keycode):
      counted.insert(keycode)
    case .release(let keycode):
      held.remove(keycode)
      reported.remove(keycode)
      counted.remove(keycode)
    default:
      break
    }
    afterFocusIn = event == .focusIn
    if case .press(let keycode) = event, held.contains(keycode) {
      pressed = keycode
    } else {
      pressed = nil
    }
  }

  /// What becomes of the `SDL_KEYDOWN` just taken from the queue. Call it for every one.
  mutating func keyDown() -> KeyDown {
    guard let keycode = pressed else { return .counts }
    pressed = nil
    return .ignored(first: reported.insert(keycode).inserted)
  }
}

/// What an X event says about the keyboard, as far as `HeldKeys` needs to know.
enum XKeyboardEvent: Equatable {
  case focusIn
  /// KeymapNotify: the keycodes that are down.
  case keymap(Set<UInt32>)
  case press(UInt32)
  case release(UInt32)
  case other

  /// The X event behind an `SDL_SYSWMEVENT`; `.other` for any other event or system.
  init(_ event: SDL_Event) {
    var e = event
    var keycode: UInt32 = 0
    switch csdl_x11_keyboard_event(&e, &keycode) {
    case Int32(CSDL_X11_FOCUS_IN): self = .focusIn
    case Int32(CSDL_X11_KEYMAP):
      self = .keymap(Set((8...255).filter { csdl_x11_keymap_holds(&e, $0) != 0 }))
    case Int32(CSDL_X11_KEY_PRESS): self = .press(keycode)
    case Int32(CSDL_X11_KEY_RELEASE): self = .release(keycode)
    default: self = .other
    }
  }
}
