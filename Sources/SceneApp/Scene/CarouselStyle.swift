import Engine
import Foundation
import PreviewHost

/// The carousel part of a scene: its pages, geometry, autoplay and animation.
///
/// Defaults are the SwiftUI sample's numbers: 10 hue pages 60 pt tall with radius 10 and
/// dots here, the rest from `CarouselConfiguration.Defaults` (25 pt inset, HStack spacing,
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
    inset: CGFloat = CarouselConfiguration.Defaults.inset,
    spacing: CGFloat = CarouselConfiguration.Defaults.spacing, cornerRadius: CGFloat = 10,
    autoplay: Bool = CarouselConfiguration.Defaults.autoplay,
    interval: Double = CarouselConfiguration.Defaults.interval,
    animation: Animation = CarouselConfiguration.Defaults.animation,
    wrap: WrapMode = CarouselConfiguration.Defaults.wrap,
    flickLimit: FlickLimit = CarouselConfiguration.Defaults.flickLimit, dots: Bool = true
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

  /// The carousel state machine's parameters; drawing-only values (height, radius, dots)
  /// stay here.
  public var configuration: CarouselConfiguration {
    CarouselConfiguration(
      pageCount: pages.count, inset: inset, spacing: spacing, autoplay: autoplay,
      interval: interval, animation: animation, wrap: wrap, flickLimit: flickLimit)
  }
}
