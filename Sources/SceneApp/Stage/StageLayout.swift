import Engine
import Foundation

/// One tile of an overlapping row, placed.
public struct TileLayout: Sendable, Equatable {
  public var glyph: String
  public var frame: CGRect
  /// Draw order within the row: 0 is at the back.
  public var z: Int
  /// The "+N" tile that stands for the collapsed tail.
  public var isBadge: Bool
}

/// An overlapping row, placed, with the numbers the inspector and the dump show.
public struct RowLayout: Sendable, Equatable {
  public var frame: CGRect
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat
  public var idealWidth: CGFloat
  public var overlapping: Bool
  public var step: CGFloat?
  /// Items hidden in the "+N" tile (0 when nothing collapsed).
  public var hidden: Int
  /// In subview order (not draw order).
  public var tiles: [TileLayout]
  /// Subview indices back to front.
  public var drawOrder: [Int]
}

/// One page of the carousel, placed (x may lie outside the viewport).
public struct PageLayout: Sendable, Equatable {
  public var index: Int
  public var frame: CGRect
  public var style: PageStyle
}

/// The carousel, placed: its frame and the pages that intersect it.
public struct CarouselLayout: Sendable, Equatable {
  public var frame: CGRect
  public var pageWidth: CGFloat
  public var offset: CGFloat
  public var page: Int
  public var visiblePages: [PageLayout]
  public var dotsFrame: CGRect?
}

/// Everything placed for one frame.
public struct StageLayout: Sendable, Equatable {
  public var size: CGSize
  public var rows: [RowLayout]
  public var carousel: CarouselLayout

  public init(size: CGSize, rows: [RowLayout], carousel: CarouselLayout) {
    self.size = size
    self.rows = rows
    self.carousel = carousel
  }
}
