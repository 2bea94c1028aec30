import Foundation

/// What moved a scroll view to another page.
public enum AdvanceSource: String, Sendable, Hashable {
  case autoplay, drag, key, wheel, api
}

/// Why autoplay paused or resumed.
public enum AutoplayReason: String, Sendable, Hashable {
  /// A pointer, key or wheel interaction began (paused) or settled (running).
  case interaction
  /// The window was hidden or minimised (paused) or shown (running).
  case hidden
  /// The user toggled autoplay (Space) or the host changed the setting.
  case user
}

/// Something observable a scroll view's physics or its carousel did: the trace's vocabulary
/// (docs/CONTRACT.md §4). Free scrolling has one page, 0.
public enum ScrollEvent: Sendable, Hashable {
  case dragBegin(page: Int)
  /// `velocity` is the release velocity of the content offset in points per second.
  case dragEnd(velocity: Double, target: Int)
  case advance(from: Int, to: Int, source: AdvanceSource)
  case settled(page: Int)
  case autoplay(running: Bool, reason: AutoplayReason)
}

/// An event and the time (seconds on the caller's clock) it happened.
public struct TimedScrollEvent: Sendable, Hashable {
  public var time: Double
  public var event: ScrollEvent

  public init(time: Double, event: ScrollEvent) {
    self.time = time
    self.event = event
  }
}
