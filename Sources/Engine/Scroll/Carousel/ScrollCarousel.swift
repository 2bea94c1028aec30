import Foundation

/// What a carousel adds to a paging scroll view: advancing by itself and looping. SwiftUI
/// leaves both to app code (the sample advances with a `Timer` and rewinds by writing the
/// position); `Carousel`, this modifier's component, does them with the behaviour `preview` documents:
/// autoplay pauses while a pointer, key or wheel interaction lasts and while the window is
/// hidden, and a loop goes on from the last target to the first with no cloned views.
public struct ScrollCarousel: Sendable, Hashable {
  /// Advance every `interval` seconds.
  public var autoplay: Bool
  public var interval: Double
  /// The animation of an automatic advance.
  public var animation: Animation
  /// After the last target: back to the first (`.rewind`), or on to it (`.loop`, which
  /// needs a `LazyHStack`/`LazyVStack` of targets: an eager stack cannot repeat).
  public var wrap: WrapMode

  /// Every parameter's default: the SwiftUI sample's carousel. The scroll physics and the
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
    autoplay: Bool = Defaults.autoplay,
    interval: Double = Defaults.interval,
    animation: Animation = Defaults.animation,
    wrap: WrapMode = Defaults.wrap
  ) {
    self.autoplay = autoplay
    self.interval = interval
    self.animation = animation
    self.wrap = wrap
  }
}

extension View {
  /// Makes the scroll views inside carousels: Engine's own modifier (see `ScrollCarousel`).
  /// Use it with `.scrollTargetBehavior(.viewAligned)` or `.paging`; without targets it
  /// does nothing.
  public func scrollCarousel(
    autoplay: Bool = ScrollCarousel.Defaults.autoplay,
    interval: Double = ScrollCarousel.Defaults.interval,
    animation: Animation = ScrollCarousel.Defaults.animation,
    wrap: WrapMode = ScrollCarousel.Defaults.wrap
  ) -> some View {
    let carousel = ScrollCarousel(
      autoplay: autoplay, interval: interval, animation: animation, wrap: wrap)
    return EnvironmentModifier(content: self) { $0.scrollConfiguration.carousel = carousel }
  }
}
