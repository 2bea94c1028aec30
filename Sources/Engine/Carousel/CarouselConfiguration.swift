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

/// The carousel's fixed parameters (geometry, autoplay, animation): from a scroll view's
/// last layout (the carousel engine is also the scroll physics, see `ScrollState`).
public struct CarouselConfiguration: Sendable, Hashable {
  public var pageCount: Int
  /// Safe-area padding on both sides; neighbours peek `inset − spacing` points.
  public var inset: CGFloat
  /// Gap between pages.
  public var spacing: CGFloat
  public var autoplay: Bool
  /// Seconds between autoplay advances.
  public var interval: Double
  public var animation: Animation
  public var wrap: WrapMode
  public var flickLimit: FlickLimit
  /// No animation at all: jumps instead; autoplay stays off unless `autoplay` was asked for
  /// explicitly by the host.
  public var reducedMotion: Bool
  /// The page width when a host measures it (a scroll view's targets); nil for the viewport
  /// less the insets.
  public var pageWidth: CGFloat?

  /// Every parameter's default: the SwiftUI sample's carousel. `CarouselGeometry` and the
  /// apps built on Engine default to these too; each number is written here only.
  public enum Defaults {
    /// The sample's `.safeAreaPadding(.horizontal, 25)`.
    public static let inset: CGFloat = 25
    /// The HStack's default spacing between the pages.
    public static let spacing = ViewSpacing.defaultDistance
    public static let autoplay = true
    /// The sample's `Timer.publish(every: 3, …)`.
    public static let interval: Double = 3
    /// `withAnimation`'s default, which the sample advances with.
    public static let animation = Animation.default
    /// Back to the first page after the last, as the sample does.
    public static let wrap = WrapMode.rewind
    /// One page per flick (SwiftUI `.viewAligned` on a phone).
    public static let flickLimit = FlickLimit.one
  }

  public init(
    pageCount: Int, inset: CGFloat = Defaults.inset, spacing: CGFloat = Defaults.spacing,
    autoplay: Bool = Defaults.autoplay, interval: Double = Defaults.interval,
    animation: Animation = Defaults.animation, wrap: WrapMode = Defaults.wrap,
    flickLimit: FlickLimit = Defaults.flickLimit, reducedMotion: Bool = false,
    pageWidth: CGFloat? = nil
  ) {
    self.pageWidth = pageWidth
    self.pageCount = pageCount
    self.inset = inset
    self.spacing = spacing
    self.autoplay = autoplay
    self.interval = interval
    self.animation = animation
    self.wrap = wrap
    self.flickLimit = flickLimit
    self.reducedMotion = reducedMotion
  }
}
