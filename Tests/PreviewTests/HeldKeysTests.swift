import Testing

@testable import PreviewHost

/// The rule behind `held-key`, on X events as SDL passes them on: presses of a key
/// that was down when the window got the keyboard do not count until it is released.
struct HeldKeysTests {
  /// Q (keycode 24) and Right (114) with the evdev keymap; any numbers would do.
  let q: UInt32 = 24
  let right: UInt32 = 114

  /// The events of gaining the focus with `down` held.
  func focused(holding down: Set<UInt32>) -> HeldKeys {
    var keys = HeldKeys()
    keys.observe(.focusIn)
    keys.observe(.keymap(down))
    return keys
  }

  func press(_ keycode: UInt32, _ keys: inout HeldKeys) -> HeldKeys.KeyDown {
    keys.observe(.press(keycode))
    return keys.keyDown()
  }

  @Test func aKeyHeldAtFocusIsIgnoredUntilReleasedAndReportedOnce() {
    var keys = focused(holding: [q])
    #expect(press(q, &keys) == .ignored(first: true))
    #expect(press(q, &keys) == .ignored(first: false), "the server's next repeat")
    keys.observe(.release(q))
    #expect(press(q, &keys) == .counts)
  }

  @Test func otherKeysCountWhileOneIsHeld() {
    var keys = focused(holding: [q])
    #expect(press(right, &keys) == .counts)
    #expect(press(q, &keys) == .ignored(first: true))
  }

  @Test func aKeyPressedWhileFocusedStillCountsAfterThePointerEnters() {
    var keys = focused(holding: [])
    #expect(press(right, &keys) == .counts)
    // EnterNotify is followed by a KeymapNotify too, listing the key being held down.
    keys.observe(.other)
    keys.observe(.keymap([right]))
    #expect(press(right, &keys) == .counts, "its repeat")
  }

  /// With no window manager the focus follows the pointer until SDL gives the window the
  /// keyboard: a window opened under the pointer gets EnterNotify and its KeymapNotify,
  /// then the held key's repeats, before its first FocusIn.
  @Test func aKeyHeldWhenThePointerEntersBeforeTheFirstFocusIsIgnored() {
    var keys = HeldKeys()
    keys.observe(.other)  // EnterNotify
    keys.observe(.keymap([right]))
    #expect(press(right, &keys) == .ignored(first: true), "the server's repeat")
    #expect(press(q, &keys) == .counts, "a key not held")
    keys.observe(.focusIn)
    keys.observe(.keymap([right]))
    #expect(press(right, &keys) == .ignored(first: true), "still held at the focus")
    keys.observe(.release(right))
    #expect(press(right, &keys) == .counts)
  }

  @Test func eachFocusStartsAfresh() {
    var keys = focused(holding: [q])
    keys.observe(.focusIn)
    keys.observe(.keymap([right]))
    #expect(press(q, &keys) == .counts, "released while the window was away")
    #expect(press(right, &keys) == .ignored(first: true))
  }

  @Test func aKeyDownWithoutAnXPressBeforeItCounts() {
    var keys = focused(holding: [q])
    keys.observe(.press(q))
    keys.observe(.other)
    #expect(keys.keyDown() == .counts, "the X press became no key down (an input method took it)")
    var wayland = HeldKeys()
    #expect(wayland.keyDown() == .counts, "Wayland: no X events at all")
  }
}
