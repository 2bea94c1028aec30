import Foundation

/// A path to fill or stroke, in window points, with its paint: the display list's
/// `.shape` command.
public struct ShapeDrawing: Sendable, Hashable {
  public enum Mode: Sendable, Hashable {
    case fill(FillStyle)
    case stroke(StrokeStyle, antialiased: Bool)
  }

  public var path: Path
  public var mode: Mode
  public var paint: DisplayPaint

  /// How far beyond the path's bounds the drawing can reach, in points.
  public var outset: CGFloat {
    if case .stroke(let style, _) = mode { return style.outset }
    return 0
  }

  /// Whether edges are anti-aliased.
  public var isAntialiased: Bool {
    switch mode {
    case .fill(let style): return style.isAntialiased
    case .stroke(_, let antialiased): return antialiased
    }
  }
}
