/// A timed input script for `--script` (`preview` and every `App`): events on the virtual
/// clock, in order.
///
/// Headless tests drive drags, keys and resizes through scripts, so the same file always
/// produces the same frames; `Script.parse` guarantees times never go backwards.
public struct Script: Sendable, Hashable {
  public var events: [ScriptEvent]

  public init(events: [ScriptEvent] = []) {
    self.events = events
  }
}
