import Foundation

/// The pieces a resizable image is drawn in (`resizable(capInsets:resizingMode:)`): the
/// classic nine-part slicing of UIKit's `resizableImage(withCapInsets:resizingMode:)`,
/// which SwiftUI's cap insets follow.
///
/// The image (`size` points, `scale` pixels a point) is cut by its cap insets into three
/// columns and three rows. In `frame`, the corners keep their size, the top and bottom
/// edges grow across, the side edges down, and the middle both ways; a growing part is
/// stretched, or tiled at its own size from its top-left corner. Insets wider than the
/// image are cut back to it; when the frame is narrower (or shorter) than the two insets
/// together, both insets shrink in proportion so that the corners meet.
enum ImageSlices {
  /// One axis of the slicing: source and destination spans for the three parts.
  struct Span {
    var source: ClosedRange<CGFloat>
    var destination: ClosedRange<CGFloat>
    /// The part between the insets (it grows).
    var grows: Bool
  }

  static func spans(length: CGFloat, inset0: CGFloat, inset1: CGFloat, target: CGFloat)
    -> [Span]
  {
    var a = inset0.isFinite ? min(max(inset0, 0), length) : 0
    var b = inset1.isFinite ? min(max(inset1, 0), length - a) : 0
    // Source positions first, then the destination's (the caps may shrink to fit).
    let source = [0, a, length - b, length]
    if a + b > target, a + b > 0 {
      let k = max(target, 0) / (a + b)
      a *= k
      b *= k
    }
    let destination = [0, a, max(target - b, a), max(target, 0)]
    return (0..<3).map { i in
      Span(
        source: source[i]...source[i + 1], destination: destination[i]...destination[i + 1],
        grows: i == 1)
    }
  }

  /// The pieces for an image of `size` points at `scale` pixels a point drawn over `frame`.
  static func pieces(
    size: CGSize, scale: CGFloat, capInsets: EdgeInsets, mode: Image.ResizingMode, frame: CGRect
  ) -> [ImageDrawing.Piece] {
    guard size.width > 0, size.height > 0, frame.width > 0, frame.height > 0 else { return [] }
    let columns = spans(
      length: size.width, inset0: capInsets.leading, inset1: capInsets.trailing,
      target: frame.width)
    let rows = spans(
      length: size.height, inset0: capInsets.top, inset1: capInsets.bottom, target: frame.height)
    var result: [ImageDrawing.Piece] = []
    for row in rows {
      for column in columns {
        let sw = column.source.upperBound - column.source.lowerBound
        let sh = row.source.upperBound - row.source.lowerBound
        let dw = column.destination.upperBound - column.destination.lowerBound
        let dh = row.destination.upperBound - row.destination.lowerBound
        guard sw > 0, sh > 0, dw > 0, dh > 0 else { continue }
        let source = CGRect(
          x: column.source.lowerBound * scale, y: row.source.lowerBound * scale,
          width: sw * scale, height: sh * scale)
        let destination = CGRect(
          x: frame.minX + column.destination.lowerBound,
          y: frame.minY + row.destination.lowerBound, width: dw, height: dh)
        var tile: CGSize?
        if mode == .tile, column.grows || row.grows {
          tile = CGSize(width: column.grows ? sw : dw, height: row.grows ? sh : dh)
        }
        result.append(ImageDrawing.Piece(source: source, destination: destination, tileSize: tile))
      }
    }
    return result
  }
}
