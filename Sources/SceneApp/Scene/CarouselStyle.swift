import Engine
import Foundation
import PreviewHost

/// The carousel part of a scene: its pages, geometry, autoplay and animation.
///
/// Defaults are the SwiftUI sample's numbers: 10 hue pages 60 pt tall with radius 10 and
/// dots here, the rest from `ScrollCarousel.Defaults` (25 pt inset, HStack spacing,
/// autoplay every 3 s with the iOS 17 default animation, rewind, one page per flick).
public struct CarouselStyle: Sendable, Hashable {
  public var pages: [PageStyle]
  /// Height of the strip in points.
  public var height: CGFloat
  /// Safe-area padding on both sides; neighbours peek `inset − spacing` points.
  public var inset: CGFloat
  public var spacing: CGFloat
  /// Corner radius of each page.
  public var cornerRadius: CGFloat
  public var autoplay: Bool
  /// Seconds between autoplay advances.
  public var interval: Double
  public var animation: Animation
  public var wrap: WrapMode
  public var flickLimit: FlickLimit
  /// Whether page dots show the current page below the strip.
  public var dots: Bool

  public init(
    pages: [PageStyle] = PageStyle.hued(count: 10), height: CGFloat = 60,
    inset: CGFloat = ScrollCarousel.Defaults.inset,
    spacing: CGFloat = ScrollCarousel.Defaults.spacing, cornerRadius: CGFloat = 10,
    autoplay: Bool = ScrollCarousel.Defaults.autoplay,
    interval: Double = ScrollCarousel.Defaults.interval,
    animation: Animation = ScrollCarousel.Defaults.animation,
    wrap: WrapMode = ScrollCarousel.Defaults.wrap,
    flickLimit: FlickLimit = ScrollCarousel.Defaults.flickLimit, dots: Bool = true
  ) {
    self.pages = pages
    self.height = height
    self.inset = inset
    self.spacing = spacing
    self.cornerRadius = cornerRadius
    self.autoplay = autoplay
    self.interval = interval
    self.animation = animation
    self.wrap = wrap
    self.flickLimit = flickLimit
    self.dots = dots
  }

  /// The scroll physics' parameters; autoplay (`autoplay`, `interval`) is the carousel's,
  /// and drawing-only values (height, radius, dots) stay here.
  public var configuration: ScrollPhysicsConfiguration {
    ScrollPhysicsConfiguration(
      pageCount: pages.count, inset: inset, spacing: spacing, animation: animation, wrap: wrap,
      flickLimit: flickLimit)
  }
}
