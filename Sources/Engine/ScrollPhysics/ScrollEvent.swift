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
/// (docs/CONTRACT.md §4).
///
/// A scroll view with pages (`.paging`, `.viewAligned`, the carousel) names pages. One that
/// scrolls freely has no pages, so its drags and rests name content offsets instead: points
/// along the axis, SwiftUI's `contentOffset` on that axis.
public enum ScrollEvent: Sendable, Hashable {
  case dragBegin(page: Int)
  /// `velocity` is the release velocity of the content offset in points per second.
  case dragEnd(velocity: Double, target: Int)
  case advance(from: Int, to: Int, source: AdvanceSource)
  case settled(page: Int)
  case autoplay(running: Bool, reason: AutoplayReason)
  /// Scrolling freely, a drag began tracking with the content at `offset`.
  case freeDragBegin(offset: Double)
  /// Scrolling freely, a drag was released at `velocity` (points per second); the content
  /// comes to rest at `targetOffset` (UIScrollView's target content offset: where the coast
  /// ends, or the end it springs back onto).
  case freeDragEnd(velocity: Double, targetOffset: Double)
  /// Scrolling freely, the content came to rest at `offset`.
  case freeSettled(offset: Double)
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
