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

  public init(path: Path, mode: Mode, paint: DisplayPaint) {
    self.path = path
    self.mode = mode
    self.paint = paint
  }

  /// How far beyond the path's bounds the drawing can reach, in points.
  public var outset: CGFloat {
    if case .stroke(let style, _) = mode { return style.outset }
    return 0
  }

  /// The most dashes a stroke draws: a pattern that would make more along its path (a
  /// 0.001-point dash on a long line) draws a solid line instead, so that the work stays
  /// bounded. Hand-tuned.
  public static let dashLimit: CGFloat = 100_000

  /// The stroke's dash pattern, or empty for a solid line (none set, or more than
  /// `dashLimit` dashes along the path).
  public var boundedDash: [CGFloat] {
    guard case .stroke(let style, _) = mode, !style.dash.isEmpty else { return [] }
    let period = style.dash.reduce(0, +)
    guard period.isFinite, period > 0 else { return [] }
    let count = path.length / period * CGFloat(style.dash.count)
    return count.isFinite && count <= Self.dashLimit ? style.dash : []
  }

  /// Whether edges are anti-aliased.
  public var isAntialiased: Bool {
    switch mode {
    case .fill(let style): return style.isAntialiased
    case .stroke(_, let antialiased): return antialiased
    }
  }
}
