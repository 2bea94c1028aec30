import Foundation

/// How a stroke's open ends are drawn (Core Graphics' `CGLineCap`, which Foundation on
/// Linux lacks).
public enum CGLineCap: Int32, Sendable, Hashable {
  case butt, round, square
}

/// How a stroke's corners are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable {
  case miter, round, bevel
}

/// The characteristics of a stroke (SwiftUI's `StrokeStyle`): width, caps, joins, miter
/// limit and dashes, with SwiftUI's defaults (1 point, butt caps, miter joins, limit 10).
public struct StrokeStyle: Sendable, Hashable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  /// Lengths of alternating painted and unpainted segments; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// How far the stroke can reach beyond the path: half the width, or the miter's reach at
  /// sharp corners (half the width times the miter limit), or a square cap's half diagonal.
  var outset: CGFloat {
    let half = max(lineWidth.isFinite ? lineWidth : 0, 0) / 2
    let miter = lineJoin == .miter ? half * max(miterLimit, 1) : half
    let cap = lineCap == .square ? half * 2.0.squareRoot() : half
    return max(miter, cap)
  }
}

/// How a path's inside is decided when it is filled (SwiftUI's `FillStyle`): the non-zero
/// winding rule, or even-odd with `isEOFilled`.
public struct FillStyle: Sendable, Hashable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
