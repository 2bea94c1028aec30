import Foundation

extension Path {
  /// A rounded rectangle subpath with corners `cornerSize` (equal width and height are
  /// clamped together to half the shorter side, so the corners stay circular; unequal ones
  /// each to half their side).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let r = rect.standardized
    let corner = Self.clampedCorner(cornerSize, in: r.size)
    addRoundedRect(r, corners: [corner, corner, corner, corner], style: style)
  }

  /// A rounded rectangle subpath with a radius per corner, each clamped to half the shorter
  /// side (leading is left: Engine lays out left to right).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    let r = rect.standardized
    let radii = [
      cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing,
      cornerRadii.bottomLeading,
    ]
    addRoundedRect(
      r, corners: radii.map { Self.clampedCorner(CGSize(width: $0, height: $0), in: r.size) },
      style: style)
  }

  /// A corner size no larger than half the rectangle (NaN and negatives count as 0).
  static func clampedCorner(_ size: CGSize, in rect: CGSize) -> CGSize {
    func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(v, 0) }
    let w = clean(size.width)
    let h = clean(size.height)
    if w == h {
      let r = min(w, rect.width / 2, rect.height / 2)
      return CGSize(width: r, height: r)
    }
    return CGSize(width: min(w, rect.width / 2), height: min(h, rect.height / 2))
  }

  /// How far along each edge a continuous corner of radius 1 reaches: iOS's continuous
  /// corners begin about 1.528 radii from the corner (the commonly measured extent of
  /// UIKit's squircle; Apple publishes no formula). Hand-tuned figure, not Apple's curve.
  static let continuousExtent: CGFloat = 1.528

  /// The rectangle clockwise on screen from the top edge, corners top-left, top-right,
  /// bottom-right, bottom-left.
  private mutating func addRoundedRect(
    _ r: CGRect, corners: [CGSize], style: RoundedCornerStyle
  ) {
    let right = Direction(dx: 1, dy: 0)
    let down = Direction(dx: 0, dy: 1)
    let left = Direction(dx: -1, dy: 0)
    let up = Direction(dx: 0, dy: -1)
    // Each corner: its point, the direction arriving and the direction leaving.
    let turns: [(CGPoint, Direction, Direction, CGSize)] = [
      (CGPoint(x: r.maxX, y: r.minY), right, down, corners[1]),
      (CGPoint(x: r.maxX, y: r.maxY), down, left, corners[2]),
      (CGPoint(x: r.minX, y: r.maxY), left, up, corners[3]),
      (CGPoint(x: r.minX, y: r.minY), up, right, corners[0]),
    ]
    let start = Self.reach(corners[0], along: right, style: style, in: r.size)
    move(to: CGPoint(x: r.minX + start, y: r.minY))
    for (c, u, v, size) in turns {
      addCorner(at: c, arriving: u, leaving: v, size: size, style: style, in: r.size)
    }
    closeSubpath()
  }

  /// How far a corner reaches along an edge in direction `d`.
  private static func reach(
    _ size: CGSize, along d: Direction, style: RoundedCornerStyle, in rect: CGSize
  )
    -> CGFloat
  {
    let radius = d.dx != 0 ? size.width : size.height
    guard style == .continuous, radius > 0 else { return radius }
    let t = max(
      continuousBlend(size.width, rect.width / 2), continuousBlend(size.height, rect.height / 2))
    return (1 - t) * continuousExtent * radius + t * radius
  }

  /// How far a continuous corner of radius `r` is blended towards a circular one so that it
  /// fits in `half` a side: 0 while `continuousExtent` radii fit, 1 when `r` is `half`.
  static func continuousBlend(_ r: CGFloat, _ half: CGFloat) -> CGFloat {
    guard r > 0 else { return 0 }
    let e = continuousExtent
    return min(max((e * r - half) / ((e - 1) * r), 0), 1)
  }

  /// A line to where the corner at `c` begins, then the corner.
  ///
  /// Circular: one cubic per quarter ellipse (control points 0.5523 radii along the edges:
  /// 4/3·tan(π/8)). Continuous: two cubics meeting at the circular corner's midpoint (a
  /// radius·(1 − 1/√2) in from each edge) with a 45° tangent there; each begins on the edge
  /// `continuousExtent` radii from the corner with both its first controls on the edge, so
  /// the curvature grows from zero where the straight edge ends (no kink in curvature, as
  /// in a squircle) instead of jumping to 1/radius as a circular corner does. Where that
  /// extent does not fit in half the side, the curve is blended towards the circular
  /// quarter (as two 45° cubics) just enough to fit, reaching it when the radius is half the
  /// side: a continuous capsule in a square frame is a circle.
  private mutating func addCorner(
    at c: CGPoint, arriving u: Direction, leaving v: Direction, size: CGSize,
    style: RoundedCornerStyle, in rect: CGSize
  ) {
    // (along, across): back along the arriving edge from the corner, on along the leaving one.
    func at(_ p: (CGFloat, CGFloat)) -> CGPoint {
      CGPoint(x: c.x - u.dx * p.0 + v.dx * p.1, y: c.y - u.dy * p.0 + v.dy * p.1)
    }
    let ru = u.dx != 0 ? size.width : size.height
    let rv = v.dx != 0 ? size.width : size.height
    let halfU = u.dx != 0 ? rect.width / 2 : rect.height / 2
    let halfV = v.dx != 0 ? rect.width / 2 : rect.height / 2
    guard ru > 0, rv > 0 else {
      addLine(to: c)
      return
    }
    if style == .circular {
      let k: CGFloat = 4.0 / 3.0 * tan(.pi / 8)
      addLine(to: at((ru, 0)))
      addCurve(to: at((0, rv)), control1: at((ru - k * ru, 0)), control2: at((0, rv - k * rv)))
      return
    }
    let e = Self.continuousExtent
    let t = max(Self.continuousBlend(ru, halfU), Self.continuousBlend(rv, halfV))
    let s = 1 / 2.0.squareRoot()
    let mu = ru * (1 - s)
    let mv = rv * (1 - s)
    // A 45° arc's cubic controls lie 4/3·tan(π/16) radii along its tangents.
    let k: CGFloat = 4.0 / 3.0 * tan(.pi / 16)
    func mix(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
      (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
    }
    let lu = e * ru
    let lv = e * rv
    addLine(to: at(mix((lu, 0), (ru, 0))))
    addCurve(
      to: at((mu, mv)), control1: at(mix(((lu + 2 * mu) / 2, 0), (ru - k * ru, 0))),
      control2: at(mix((2 * mu, 0), (mu + k * ru * s, mv - k * rv * s))))
    addCurve(
      to: at(mix((0, lv), (0, rv))),
      control1: at(mix((0, 2 * mv), (mu - k * ru * s, mv + k * rv * s))),
      control2: at(mix((0, (lv + 2 * mv) / 2), (0, rv - k * rv))))
  }
}

/// The radius of each corner of an `UnevenRoundedRectangle` (SwiftUI's
/// `RectangleCornerRadii`).
public struct RectangleCornerRadii: Sendable, Hashable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// How a rounded rectangle's corners are drawn (SwiftUI's `RoundedCornerStyle`): `.circular`
/// quarter circles, `.continuous` the smoother squircle-like curve described at
/// `Path.addRoundedRect`.
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular, continuous
}

/// A unit direction along a rectangle's edge (Foundation on Linux has no `CGVector`).
private struct Direction {
  var dx: CGFloat
  var dy: CGFloat
}
