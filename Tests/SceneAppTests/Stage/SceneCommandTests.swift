import Engine
import Testing

@testable import SceneApp

/// The scene's keys: each maps back to its command, either case presses a letter, and
/// holding a key repeats only what is meant to repeat (a held Space turned autoplay on and
/// off; adding or removing tiles repeats).
struct SceneCommandTests {
  @Test("every command's key maps back to it", arguments: SceneCommand.allCases)
  func roundTrip(_ command: SceneCommand) {
    #expect(SceneCommand(command.press()) == command)
    for key in command.keys {
      #expect(SceneCommand(KeyPress(key: key)) == command)
    }
  }

  @Test("letters in either case, + as = or on the keypad; other keys are no command")
  func spellings() {
    #expect(SceneCommand(KeyPress(key: "A", modifiers: .shift)) == .cycleAlignment)
    #expect(SceneCommand(KeyPress(key: "=")) == .addTile)
    #expect(SceneCommand(KeyPress(key: "+", modifiers: .numericPad)) == .addTile)
    #expect(SceneCommand(KeyPress(key: "s")) == nil)
    #expect(SceneCommand(KeyPress(key: .rightArrow)) == nil)
  }

  @Test(arguments: [SceneCommand.addTile, .removeTile])
  func steppingRepeats(_ command: SceneCommand) {
    #expect(command.repeatsWhileHeld)
  }

  @Test(arguments: [SceneCommand.toggleAutoplay, .cycleAlignment, .cycleZOrder, .toggleInspector])
  func togglesAndCyclesActOncePerPress(_ command: SceneCommand) {
    #expect(!command.repeatsWhileHeld)
    #expect(!command.performs(on: command.press(.repeat)))
    #expect(command.performs(on: command.press()))
  }
}
