import Foundation

/// A scene in a window, as a value: the scene, the carousel's state, the window size and the
/// hovered tile, with the layout and drawing they imply (`layoutRows`, `layoutCarousel`,
/// `displayList(for:)`).
///
/// `StageHost` owns one and is the only thing that drives it from input; it also keeps the
/// rows' layout between frames, so a frame where only the carousel moves costs only the
/// visible pages.
public struct Stage: Sendable {
  public private(set) var scene: SceneDocument
  public var carousel: Carousel
  public private(set) var size: CGSize
  /// The tile under the pointer (row, subview index): drawn above its neighbours.
  public private(set) var hovered: (row: Int, tile: Int)?
  /// Device pixels per point. The carousel offset is drawn snapped to whole pixels, so two
  /// frames whose motion is below a pixel give the same display list and the host can skip
  /// the second.
  public var pixelScale: CGFloat = 1

  /// Page dots: diameter, gap and distance below the carousel (points), hand-tuned to
  /// UIPageControl's look.
  static let dotSize: CGFloat = 7
  static let dotGap: CGFloat = 9
  static let dotsTop: CGFloat = 10

  public init(
    scene: SceneDocument, size: CGSize, now: Double = 0, autoplay: Bool? = nil,
    reducedMotion: Bool = false
  ) {
    self.scene = scene
    self.size = Self.sanitized(size)
    var config = scene.carousel.configuration
    config.reducedMotion = reducedMotion
    if let autoplay { config.autoplay = autoplay } else if reducedMotion { config.autoplay = false }
    carousel = Carousel(configuration: config, viewportWidth: self.size.width, now: now)
  }

  static func sanitized(_ size: CGSize) -> CGSize {
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }

  public mutating func resize(to newSize: CGSize, now: Double) {
    size = Self.sanitized(newSize)
    carousel.setViewportWidth(size.width, now: now)
  }

  /// Swaps in a reloaded scene, keeping the carousel's page where it still exists.
  public mutating func replaceScene(_ newScene: SceneDocument, keepAutoplay: Bool) {
    scene = newScene
    var config = newScene.carousel.configuration
    config.reducedMotion = carousel.configuration.reducedMotion
    if keepAutoplay { config.autoplay = carousel.autoplayEnabled }
    carousel.reconfigure(config)
    hovered = nil
  }

  /// Applies `change` to every row (the A and Z keys, the +/- keys).
  public mutating func updateRows(_ change: (inout RowStyle) -> Void) {
    for i in scene.rows.indices { change(&scene.rows[i]) }
  }

  public mutating func updateRow(_ index: Int, _ change: (inout RowStyle) -> Void) {
    guard scene.rows.indices.contains(index) else { return }
    change(&scene.rows[index])
  }

  /// Sets the hovered tile; returns whether it changed (so the host knows to redraw).
  @discardableResult
  public mutating func setHovered(_ tile: (row: Int, tile: Int)?) -> Bool {
    let same = hovered?.row == tile?.row && hovered?.tile == tile?.tile
    hovered = tile
    return !same
  }
}
