import Foundation

/// What happens after the last page.
public enum WrapMode: String, Sendable, Hashable, CaseIterable {
  /// Animate back to page 0, as the original SwiftUI sample does.
  case rewind
  /// Keep going forward: page 0 follows the last page seamlessly, with no cloned pages.
  case loop
}

/// How many pages one flick may travel.
public enum FlickLimit: String, Sendable, Hashable, CaseIterable {
  /// At most one page from the page the drag started on (SwiftUI `.viewAligned` on a phone).
  case one
  /// Wherever the projected deceleration lands.
  case unlimited
}

/// The scroll physics' fixed parameters along its axis, from a scroll view's last layout:
/// where pages rest (or none, for free scrolling), how they wrap, how a flick ends.
public struct ScrollPhysicsConfiguration: Sendable, Hashable {
  public var pageCount: Int
  /// Leading inset of the pages: page i's leading edge rests this far from the viewport's.
  /// Without a host's page length, pages are the viewport less this on both ends, so
  /// neighbours peek `inset − spacing` points.
  public var inset: CGFloat
  /// Gap between pages.
  public var spacing: CGFloat
  /// The animation of a snap to a page.
  public var animation: Animation
  public var wrap: WrapMode
  public var flickLimit: FlickLimit
  /// No animation at all: snaps jump instead.
  public var reducedMotion: Bool
  /// The page length when a host measures it (a scroll view's targets); nil for the
  /// viewport less the insets.
  public var pageLength: CGFloat?
  /// Free scrolling over offsets `0...scrollableLength`, with no pages (a scroll view with
  /// no target behaviour): a drag moves the content exactly as far as the pointer and a
  /// release coasts (`Deceleration`). Nil: the offset comes to rest on pages.
  public var scrollableLength: CGFloat?

  /// Every parameter defaults to the SwiftUI sample's carousel (`ScrollCarousel.Defaults`).
  public init(
    pageCount: Int, inset: CGFloat = ScrollCarousel.Defaults.inset,
    spacing: CGFloat = ScrollCarousel.Defaults.spacing,
    animation: Animation = ScrollCarousel.Defaults.animation,
    wrap: WrapMode = ScrollCarousel.Defaults.wrap,
    flickLimit: FlickLimit = ScrollCarousel.Defaults.flickLimit, reducedMotion: Bool = false,
    pageLength: CGFloat? = nil, scrollableLength: CGFloat? = nil
  ) {
    self.pageCount = pageCount
    self.inset = inset
    self.spacing = spacing
    self.animation = animation
    self.wrap = wrap
    self.flickLimit = flickLimit
    self.reducedMotion = reducedMotion
    self.pageLength = pageLength
    self.scrollableLength = scrollableLength.map { $0.isFinite ? max($0, 0) : 0 }
  }

  /// Free scrolling over `0...scrollableLength`: one page, no wrap, no flick limit.
  public static func free(scrollableLength: CGFloat, reducedMotion: Bool = false) -> Self {
    ScrollPhysicsConfiguration(
      pageCount: 1, inset: 0, spacing: 0, flickLimit: .unlimited, reducedMotion: reducedMotion,
      scrollableLength: scrollableLength)
  }

  /// Whether the offset rests anywhere rather than on pages.
  public var isFree: Bool { scrollableLength != nil }
}
