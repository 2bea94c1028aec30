import Engine
import Foundation

/// What the host adds to a frame beyond the scene: overlays it owns the facts for.
public struct Overlays: Sendable, Equatable {
  /// Show the inspector (H): layout numbers and bounds outlines.
  public var inspector = false
  /// Milliseconds the last frame took, for the inspector.
  public var frameTime: Double?
  /// A scene error to keep on screen until the file is fixed.
  public var error: String?
  /// Help lines (controls), shown with the inspector.
  public var help: [String] = []

  public init(
    inspector: Bool = false, frameTime: Double? = nil, error: String? = nil, help: [String] = []
  ) {
    self.inspector = inspector
    self.frameTime = frameTime
    self.error = error
    self.help = help
  }
}

extension Stage {
  /// Point size of page labels: SwiftUI's body text.
  static let labelSize: CGFloat = 17
  static let overlayTextSize: CGFloat = 13
  static let ink = Color(red8: 0, green8: 0, blue8: 0)
  static let dotOn = Color(red8: 0x3a, green8: 0x3a, blue8: 0x3c)
  static let dotOff = Color(red8: 0xc7, green8: 0xc7, blue8: 0xcc)
  static let badgeFill = Color(red8: 0xe5, green8: 0xe5, blue8: 0xea)
  static let outline = Color(red8: 0x00, green8: 0x7a, blue8: 0xff, alpha8: 200)

  /// What goes over the scene's views: the inspector (bounds outlines and numbers) and a
  /// scene file's error; nil when neither is shown.
  func overlay(
    _ layout: StageLayout, overlays: Overlays, measure: (String) -> CGFloat
  ) -> SceneOverlay? {
    guard overlays.inspector || overlays.error != nil else { return nil }
    var overlay =
      overlays.inspector
      ? inspectorOverlay(layout, overlays: overlays, measure: measure) : SceneOverlay()
    if let error = overlays.error { overlay.panels.append(errorPanel(error, size: layout.size)) }
    return overlay
  }

  /// "page / pages": the current page counted from 1 and how many there are, as a fraction
  /// pagination (Swiper's) or a photo viewer counts; the labels keep their own numbering.
  var pageCounter: String {
    "\(carousel.page + 1) / \(carousel.pageCount)"
  }
}
