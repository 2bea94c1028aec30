import Foundation

/// A projective transform of the plane (SwiftUI's `ProjectionTransform`): a point (x, y)
/// as the row vector [x y 1] times the 3×3 matrix gives [X Y W], drawn at (X/W, Y/W). The
/// third column (m13, m23, m33) is the perspective; an affine transform has (0, 0, 1).
public struct ProjectionTransform: Sendable, Hashable {
  public var m11: CGFloat = 1
  public var m12: CGFloat = 0
  public var m13: CGFloat = 0
  public var m21: CGFloat = 0
  public var m22: CGFloat = 1
  public var m23: CGFloat = 0
  public var m31: CGFloat = 0
  public var m32: CGFloat = 0
  public var m33: CGFloat = 1

  public init() {}

  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  init(_ t: DisplayTransform) {
    (m11, m12, m21, m22, m31, m32) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
  }

  public var isIdentity: Bool { self == ProjectionTransform() }

  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform, then `rhs` (the matrix product self·rhs).
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let l = rows
    let r = rhs.rows
    var out = [[CGFloat]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
      for j in 0..<3 { out[i][j] = l[i][0] * r[0][j] + l[i][1] * r[1][j] + l[i][2] * r[2][j] }
    }
    return ProjectionTransform(rows: out)
  }

  /// Inverts the transform in place; false (and unchanged) when it has no inverse.
  public mutating func invert() -> Bool {
    let m = rows
    // The adjugate over the determinant.
    func cof(_ r0: Int, _ r1: Int, _ c0: Int, _ c1: Int) -> CGFloat {
      m[r0][c0] * m[r1][c1] - m[r0][c1] * m[r1][c0]
    }
    let det =
      m[0][0] * cof(1, 2, 1, 2) - m[0][1] * cof(1, 2, 0, 2) + m[0][2] * cof(1, 2, 0, 1)
    guard det != 0, det.isFinite else { return false }
    let adj: [[CGFloat]] = [
      [cof(1, 2, 1, 2), -cof(0, 2, 1, 2), cof(0, 1, 1, 2)],
      [-cof(1, 2, 0, 2), cof(0, 2, 0, 2), -cof(0, 1, 0, 2)],
      [cof(1, 2, 0, 1), -cof(0, 2, 0, 1), cof(0, 1, 0, 1)],
    ]
    self = ProjectionTransform(rows: adj.map { $0.map { $0 / det } })
    return true
  }

  /// The inverse, or the transform itself when it has none.
  public func inverted() -> ProjectionTransform {
    var m = self
    return m.invert() ? m : self
  }

  /// Where `p` is drawn, or nil when it lies at or behind the eye (W ≤ 0) or the result is
  /// not a number.
  func apply(_ p: CGPoint) -> CGPoint? {
    let w = m13 * p.x + m23 * p.y + m33
    guard w > 0 else { return nil }
    let q = CGPoint(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w)
    return q.x.isFinite && q.y.isFinite ? q : nil
  }

  /// A translation by (x, y).
  static func translation(_ x: CGFloat, _ y: CGFloat) -> ProjectionTransform {
    var t = ProjectionTransform()
    (t.m31, t.m32) = (x, y)
    return t
  }

  /// A frame-relative transform as one of window points, for a frame at `origin`: move the
  /// origin to the window's, transform, move back.
  func windowed(at origin: CGPoint) -> ProjectionTransform {
    ProjectionTransform.translation(-origin.x, -origin.y).concatenating(self)
      .concatenating(.translation(origin.x, origin.y))
  }

  /// The smallest upright rectangle holding `rect`'s transformed corners, or nil when a
  /// corner is at or behind the eye (the image is unbounded).
  func bounds(of rect: CGRect) -> CGRect? {
    var xs: [CGFloat] = []
    var ys: [CGFloat] = []
    for p in [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ] {
      guard let q = apply(p) else { return nil }
      xs.append(q.x)
      ys.append(q.y)
    }
    let x0 = xs.min() ?? 0
    let y0 = ys.min() ?? 0
    return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
  }

  var isFinite: Bool { rows.joined().allSatisfy(\.isFinite) }

  private var rows: [[CGFloat]] {
    [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
  }

  private init(rows r: [[CGFloat]]) {
    (m11, m12, m13) = (r[0][0], r[0][1], r[0][2])
    (m21, m22, m23) = (r[1][0], r[1][1], r[1][2])
    (m31, m32, m33) = (r[2][0], r[2][1], r[2][2])
  }
}
