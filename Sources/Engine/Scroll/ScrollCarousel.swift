import Foundation

/// What a carousel adds to a paging scroll view: advancing by itself and looping. SwiftUI
/// leaves both to app code (the sample advances with a `Timer` and rewinds by writing the
/// position); Engine's carousel engine does them with the behaviour `preview` documents:
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

  public init(
    autoplay: Bool = CarouselConfiguration.Defaults.autoplay,
    interval: Double = CarouselConfiguration.Defaults.interval,
    animation: Animation = CarouselConfiguration.Defaults.animation,
    wrap: WrapMode = CarouselConfiguration.Defaults.wrap
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
    autoplay: Bool = CarouselConfiguration.Defaults.autoplay,
    interval: Double = CarouselConfiguration.Defaults.interval,
    animation: Animation = CarouselConfiguration.Defaults.animation,
    wrap: WrapMode = CarouselConfiguration.Defaults.wrap
  ) -> some View {
    let carousel = ScrollCarousel(
      autoplay: autoplay, interval: interval, animation: animation, wrap: wrap)
    return EnvironmentModifier(content: self) { $0.scrollConfiguration.carousel = carousel }
  }
}
