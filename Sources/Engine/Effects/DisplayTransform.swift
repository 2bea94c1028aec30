import Foundation

/// A 2D affine transform of window points, as the display list carries it: a point
/// (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), Core Graphics' convention (Foundation
/// on Linux has no `CGAffineTransform`).
public struct DisplayTransform: Sendable, Hashable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A turn by `radians` about `centre`, clockwise on screen for a positive angle (y grows
  /// downwards, so the matrix of a counter-clockwise turn in y-up coordinates turns
  /// clockwise here, as SwiftUI's `rotationEffect` does).
  static func rotation(_ radians: Double, about centre: CGPoint) -> DisplayTransform {
    let cosine = CGFloat(cos(radians))
    let sine = CGFloat(sin(radians))
    return DisplayTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
      .about(centre)
  }

  /// This transform's linear part applied about `centre` instead of the origin: a point
  /// at `centre` stays there (translate to the origin, transform, translate back).
  func about(_ centre: CGPoint) -> DisplayTransform {
    var t = self
    t.tx = centre.x - a * centre.x - c * centre.y + tx
    t.ty = centre.y - b * centre.x - d * centre.y + ty
    return t
  }

  public func apply(_ p: CGPoint) -> CGPoint {
    CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The determinant of the linear part: 0 when the transform flattens everything onto a
  /// line (a view turned edge-on), which then draws nothing.
  public var determinant: CGFloat { a * d - b * c }

  /// The inverse transform, or nil when there is none (a zero or non-finite determinant).
  public var inverted: DisplayTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return DisplayTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// The smallest upright rectangle holding `rect`'s four transformed corners.
  public func bounds(of rect: CGRect) -> CGRect {
    guard !rect.isNull else { return rect }
    let corners = [
      apply(CGPoint(x: rect.minX, y: rect.minY)), apply(CGPoint(x: rect.maxX, y: rect.minY)),
      apply(CGPoint(x: rect.minX, y: rect.maxY)), apply(CGPoint(x: rect.maxX, y: rect.maxY)),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min() ?? 0
    let y0 = ys.min() ?? 0
    return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
  }

  /// Whether every coefficient is a finite number.
  var isFinite: Bool {
    [a, b, c, d, tx, ty].allSatisfy(\.isFinite)
  }
}
