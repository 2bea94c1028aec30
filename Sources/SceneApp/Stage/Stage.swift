import Engine
import Foundation

/// A scene at one moment, as the window's overlays and the layout dump see it beside the
/// laid-out views: the scene, the carousel's engine as its scroll view holds it, the window
/// size and the pixel scale.
///
/// `StageHost` makes one when it draws the inspector or writes the dump; the scene itself is
/// laid out and drawn by `SceneView`'s views.
public struct Stage: Sendable {
  public var scene: SceneDocument
  public var carousel: Carousel
  public var size: CGSize
  /// Device pixels per point: the carousel offset is reported snapped to whole pixels.
  public var pixelScale: CGFloat = 1

  /// Page dots: diameter, gap and distance below the carousel (points), hand-tuned to
  /// UIPageControl's look.
  static let dotSize: CGFloat = 7
  static let dotGap: CGFloat = 9
  static let dotsTop: CGFloat = 10

  public init(scene: SceneDocument, carousel: Carousel, size: CGSize, pixelScale: CGFloat = 1) {
    self.scene = scene
    self.carousel = carousel
    self.size = Self.sanitized(size)
    self.pixelScale = pixelScale
  }

  static func sanitized(_ size: CGSize) -> CGSize {
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }
}
