import Engine
import Foundation
import PreviewHost

/// One overlapping row of the scene: its glyphs and how the stack lays them out.
///
/// Defaults are the original sample's row (10 sports emoji at 100 pt, trailing, HStack
/// spacing) so that a scene file only spells out what it changes.
public struct RowStyle: Sendable, Hashable {
  /// The glyphs, one tile each, in leading-to-trailing order.
  public var items: [String]
  /// Point size of the glyphs; the sample's `.font(.system(size: 100))`.
  public var fontSize: CGFloat
  /// Where the row sits when it fits; the sample's `.trailing`.
  public var alignment: HorizontalAlignment
  /// Gap between tiles while the row fits; SwiftUI's HStack default of 8.
  public var spacing: CGFloat
  public var zOrder: OverlappingHStack.ZOrder
  /// Below this step the hidden tail collapses into a "+N" tile (the stack's hand-tuned
  /// default).
  public var minimumSliver: CGFloat
  /// A tile behind each glyph, or nil for bare glyphs as in the sample.
  public var tile: TileStyle?

  public init(
    items: [String] = SceneDocument.sportsGlyphs, fontSize: CGFloat = 100,
    alignment: HorizontalAlignment = .trailing, spacing: CGFloat = ViewSpacing.defaultDistance,
    zOrder: OverlappingHStack.ZOrder = OverlappingHStack.defaultZOrder,
    minimumSliver: CGFloat = OverlappingHStack.defaultMinimumSliver, tile: TileStyle? = nil
  ) {
    self.items = items
    self.fontSize = fontSize
    self.alignment = alignment
    self.spacing = spacing
    self.zOrder = zOrder
    self.minimumSliver = minimumSliver
    self.tile = tile
  }
}
