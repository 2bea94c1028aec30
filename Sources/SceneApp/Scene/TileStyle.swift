import Engine
import Foundation
import PreviewHost

/// The rounded rectangle drawn behind each glyph of a row, when the scene asks for one.
///
/// The original sample draws bare emoji; a tile makes the overlap visible for glyphs with
/// transparent edges, so a scene may opt in per row.
public struct TileStyle: Sendable, Hashable {
  /// iOS's `systemGray5` (#E5E5EA): light enough that any emoji reads on top of it.
  public static let defaultColor = Color(red8: 0xE5, green8: 0xE5, blue8: 0xEA)
  /// Hand-tuned: about an eighth of a 100-point glyph.
  public static let defaultCornerRadius: CGFloat = 12

  public var color: Color
  public var cornerRadius: CGFloat

  public init(
    color: Color = TileStyle.defaultColor, cornerRadius: CGFloat = TileStyle.defaultCornerRadius
  ) {
    self.color = color
    self.cornerRadius = cornerRadius
  }
}
