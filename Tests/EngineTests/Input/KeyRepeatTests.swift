import Engine
import Testing

/// Holding a key repeats only what is meant to repeat (issue 17: a held S saved a screenshot
/// at every repeat of the key, 23 in 1.5 s; a held Space turned autoplay on and off). S, F11
/// and Q act once per press in the window's key handling itself.
struct KeyRepeatTests {
  @Test(arguments: [
    KeyCommand.previous, .next, .first, .last, .addTile, .removeTile,
  ])
  func movingAndSteppingRepeat(_ command: KeyCommand) {
    #expect(command.repeatsWhileHeld)
  }

  @Test(arguments: [
    KeyCommand.toggleAutoplay, .cycleAlignment, .cycleZOrder, .toggleInspector,
  ])
  func togglesAndCyclesActOncePerPress(_ command: KeyCommand) {
    #expect(!command.repeatsWhileHeld)
  }
}
