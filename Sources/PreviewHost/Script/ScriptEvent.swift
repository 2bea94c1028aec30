/// One script line: an action at a time on the virtual clock.
public struct ScriptEvent: Sendable, Hashable {
  /// Seconds from the start of the virtual clock.
  public var time: Double
  public var action: ScriptAction
  /// The 1-based line of the script file, for messages about the event.
  public var line: Int

  public init(time: Double, action: ScriptAction, line: Int) {
    self.time = time
    self.action = action
    self.line = line
  }
}
