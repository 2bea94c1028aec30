import Foundation
import Testing

@testable import Engine

/// The nine-part slicing of `resizable(capInsets:resizingMode:)`: corners keep their size,
/// edges grow along one axis, the middle along both.
@Suite("Image cap insets slice the picture in nine")
struct ImageSlicesTests {
  /// A 30 × 30-point picture at scale 2 (60 × 60 pixels) with 10-point caps all round,
  /// drawn over a 100 × 50 frame at (5, 7).
  static let size = CGSize(width: 30, height: 30)
  static let caps = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
  static let frame = CGRect(x: 5, y: 7, width: 100, height: 50)

  @Test("stretched: nine pieces, corners at their own size, the middle spanning the rest")
  func stretched() {
    let pieces = ImageSlices.pieces(
      size: Self.size, scale: 2, capInsets: Self.caps, mode: .stretch, frame: Self.frame)
    #expect(pieces.count == 9)
    // Top-left corner: pixels 0..<20 both ways (10 points at scale 2) onto 10 × 10 points.
    #expect(pieces[0].source == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(pieces[0].destination == CGRect(x: 5, y: 7, width: 10, height: 10))
    // Top edge: pixels 20..<40 across, onto 100 − 10 − 10 = 80 points from x 15.
    #expect(pieces[1].source == CGRect(x: 20, y: 0, width: 20, height: 20))
    #expect(pieces[1].destination == CGRect(x: 15, y: 7, width: 80, height: 10))
    // Middle: 80 × (50 − 20) = 80 × 30 points.
    #expect(pieces[4].destination == CGRect(x: 15, y: 17, width: 80, height: 30))
    // Bottom-right corner: pixels 40..<60, at the frame's corner (105 − 10, 57 − 10).
    #expect(pieces[8].source == CGRect(x: 40, y: 40, width: 20, height: 20))
    #expect(pieces[8].destination == CGRect(x: 95, y: 47, width: 10, height: 10))
    #expect(pieces.allSatisfy { $0.tileSize == nil })
    // Together the pieces cover the frame exactly: 100 × 50 = 5 000 square points.
    let area = pieces.reduce(0) { $0 + $1.destination.width * $1.destination.height }
    #expect(area == 5000)
  }

  @Test("tiled: edges repeat along their axis at their own size, the middle both ways")
  func tiled() {
    let pieces = ImageSlices.pieces(
      size: Self.size, scale: 2, capInsets: Self.caps, mode: .tile, frame: Self.frame)
    // The middle column's source is 10 points wide, the middle row's 10 points tall.
    #expect(pieces[0].tileSize == nil)
    #expect(pieces[1].tileSize == CGSize(width: 10, height: 10))
    #expect(pieces[3].tileSize == CGSize(width: 10, height: 10))
    #expect(pieces[4].tileSize == CGSize(width: 10, height: 10))
  }

  @Test("without insets a tiled picture repeats whole at its size from the top-left corner")
  func tiledWhole() {
    let pieces = ImageSlices.pieces(
      size: CGSize(width: 16, height: 8), scale: 1, capInsets: EdgeInsets(), mode: .tile,
      frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(
      pieces == [
        ImageDrawing.Piece(
          source: CGRect(x: 0, y: 0, width: 16, height: 8),
          destination: CGRect(x: 0, y: 0, width: 300, height: 40),
          tileSize: CGSize(width: 16, height: 8))
      ])
  }

  @Test("a frame narrower than both caps shrinks them in proportion, so the corners meet")
  func capsShrink() {
    // Caps 10 + 10 in a 12-point-wide frame: each becomes 6 points; no middle column.
    let pieces = ImageSlices.pieces(
      size: Self.size, scale: 1, capInsets: Self.caps, mode: .stretch,
      frame: CGRect(x: 0, y: 0, width: 12, height: 50))
    let topRow = pieces.filter { $0.destination.minY == 0 }
    #expect(
      topRow.map(\.destination) == [
        CGRect(x: 0, y: 0, width: 6, height: 10), CGRect(x: 6, y: 0, width: 6, height: 10),
      ])
  }

  @Test("insets larger than the picture are cut back to it; NaN insets count as none")
  func oversizedInsets() {
    let pieces = ImageSlices.pieces(
      size: Self.size, scale: 1,
      capInsets: EdgeInsets(top: .nan, leading: 50, bottom: 0, trailing: 50), mode: .stretch,
      frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    // The leading cap takes the whole 30-point width, the trailing none: one column,
    // 30 points of source drawn 60 wide (the frame is wider than the cap).
    #expect(pieces.count == 1)
    #expect(pieces[0].source == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(pieces[0].destination == CGRect(x: 0, y: 0, width: 30, height: 60))
  }
}
