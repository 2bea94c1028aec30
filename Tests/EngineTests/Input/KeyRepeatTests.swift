import Engine
import Testing

/// Holding a paging key repeats it (a held arrow moves page after page).
struct KeyRepeatTests {
  @Test(arguments: KeyCommand.allCases)
  func pagingKeysRepeat(_ command: KeyCommand) {
    #expect(command.repeatsWhileHeld)
    #expect(command.performs(on: command.press(.repeat)))
    #expect(!command.performs(on: command.press(.up)))
  }
}
