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

/// One page of the carousel: its label and fill.
public struct PageStyle: Sendable, Hashable {
  public var label: String
  public var color: Color

  public init(label: String, color: Color) {
    self.label = label
    self.color = color
  }

  /// SwiftUI sample pages: label = index, colour = hue i/n at full saturation and brightness.
  public static func hued(count: Int) -> [PageStyle] {
    (0..<max(count, 0)).map {
      PageStyle(
        label: String($0),
        color: Color(hue: Double($0) / Double(count), saturation: 1, brightness: 1))
    }
  }
}

/// The carousel's fixed parameters (geometry, autoplay, animation), all from the scene.
public struct CarouselConfiguration: Sendable, Hashable {
  public var pageCount: Int
  /// Safe-area padding on both sides; neighbours peek `inset − spacing` points.
  public var inset: CGFloat = 25
  /// Gap between pages: the HStack default.
  public var spacing: CGFloat = 8
  public var autoplay: Bool = true
  /// Seconds between autoplay advances.
  public var interval: Double = 3
  public var animation: Animation = .default
  public var wrap: WrapMode = .rewind
  public var flickLimit: FlickLimit = .one
  /// No animation at all: jumps instead; autoplay stays off unless `autoplay` was asked for
  /// explicitly by the host.
  public var reducedMotion: Bool = false
  /// The page width when a host measures it (a scroll view's targets); nil for the viewport
  /// less the insets.
  public var pageWidth: CGFloat?

  public init(
    pageCount: Int, inset: CGFloat = 25, spacing: CGFloat = 8, autoplay: Bool = true,
    interval: Double = 3, animation: Animation = .default, wrap: WrapMode = .rewind,
    flickLimit: FlickLimit = .one, reducedMotion: Bool = false, pageWidth: CGFloat? = nil
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
