import Engine
import Foundation
import PreviewHost

/// Everything `preview` shows: a background, overlapping rows, and a carousel below them.
///
/// A scene is plain data so it can come from a file (`--scene`), be reloaded when that file
/// changes, and be compared in tests; `SceneDocument.default` is the original SwiftUI sample.
public struct SceneDocument: Sendable, Hashable {
  public var background: Color
  /// Space around the content, in points.
  public var padding: CGFloat
  /// Vertical gap between rows (and between the last row and the carousel).
  public var rowSpacing: CGFloat
  public var rows: [RowStyle]
  public var carousel: CarouselStyle

  public init(
    background: Color = .white, padding: CGFloat = 16, rowSpacing: CGFloat = 16,
    rows: [RowStyle] = SceneDocument.defaultRows, carousel: CarouselStyle = CarouselStyle()
  ) {
    self.background = background
    self.padding = padding
    self.rowSpacing = rowSpacing
    self.rows = rows
    self.carousel = carousel
  }

  /// The sample's ten sports emoji. ⚽️ and ⚾️ carry U+FE0F (emoji presentation), without
  /// which some fonts draw them as monochrome text symbols.
  public static let sportsGlyphs: [String] = [
    "\u{26BD}\u{FE0F}", "\u{1F3C0}", "\u{1F3C8}", "\u{26BE}\u{FE0F}", "\u{1F94E}",
    "\u{1F3BE}", "\u{1F3D0}", "\u{1F3C9}", "\u{1F94F}", "\u{1F3B1}",
  ]

  /// The sample's three rows: the first 2, the first 5 and all 10 sports glyphs.
  public static let defaultRows: [RowStyle] = [2, 5, 10].map {
    RowStyle(items: Array(sportsGlyphs.prefix($0)))
  }

  /// The original SwiftUI sample: three trailing rows of 100-pt emoji above a 10-page carousel.
  public static let `default` = SceneDocument()
}
