import Foundation

/// `rotation3DEffect`: the view turned in 3D about an axis through its anchor, seen in
/// perspective (SwiftUI's `_Rotation3DEffect`), drawn through a projective transform.
///
/// A point (x, y) of the view, at depth 0, is moved so that the anchor (and `anchorZ`
/// behind it) is the origin, turned by the rotation matrix R (row vectors, Core
/// Animation's `CATransform3DMakeRotation`: for the unit axis u, cos θ·I + sin θ·[u]× +
/// (1 − cos θ)·u·uᵀ, clockwise on screen about z), then seen from an eye at distance
/// d = max(width, height) / perspective in front: its weight is w = 1 − z'/d, and it is
/// drawn at the anchor plus (x'/w, y'/w). A perspective of 0 is the view seen from
/// infinitely far (no foreshortening).
public struct _Rotation3DEffect: GeometryEffect, Equatable {
  public var angle: Angle
  public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  public var anchor: UnitPoint
  public var anchorZ: CGFloat
  public var perspective: CGFloat

  public init(
    angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) {
    (self.angle, self.axis, self.anchor) = (angle, axis, anchor)
    (self.anchorZ, self.perspective) = (anchorZ, perspective)
  }

  public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(angle.radians, AnimatablePair(anchorZ, perspective)) }
    set {
      angle.radians = newValue.first
      (anchorZ, perspective) = (newValue.second.first, newValue.second.second)
    }
  }

  nonisolated public static func == (a: Self, b: Self) -> Bool {
    a.angle == b.angle && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ
      && a.perspective == b.perspective
  }

  public func effectValue(size: CGSize) -> ProjectionTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let theta = angle.radians
    guard length > 0, length.isFinite, theta.isFinite, anchor.isFinite else {
      return ProjectionTransform()
    }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    let c = CGFloat(cos(theta))
    let s = CGFloat(sin(theta))
    let t = 1 - c
    let r: [[CGFloat]] = [
      [t * x * x + c, t * x * y + s * z, t * x * z - s * y],
      [t * x * y - s * z, t * y * y + c, t * y * z + s * x],
      [t * x * z + s * y, t * y * z - s * x, t * z * z + c],
    ]
    let (ax, ay, az) = (anchor.x * size.width, anchor.y * size.height, anchorZ.finiteOrZero)
    let distance = max(size.width, size.height) / perspective
    // 1/d: 0 for no perspective (or a size or perspective that gives no finite distance).
    let k = distance.isFinite && distance != 0 ? 1 / distance : 0
    // (x', y', z') = (x − ax)·r0 + (y − ay)·r1 − az·r2: the coefficients of x and y are
    // rows 0 and 1, the constant is o.
    let o = (0..<3).map { j in -ax * r[0][j] - ay * r[1][j] - az * r[2][j] }
    let w = 1 - o[2] * k
    var p = ProjectionTransform()
    // Output (x'/w + ax, y'/w + ay) as [x' + ax·w, y' + ay·w, w] with w = 1 − z'·k.
    p.m13 = -r[0][2] * k
    p.m23 = -r[1][2] * k
    p.m33 = w
    p.m11 = r[0][0] + ax * p.m13
    p.m12 = r[0][1] + ay * p.m13
    p.m21 = r[1][0] + ax * p.m23
    p.m22 = r[1][1] + ay * p.m23
    p.m31 = o[0] + ax * w
    p.m32 = o[1] + ay * w
    return p
  }
}

extension View {
  /// Draws the view turned by `angle` about `axis` in 3D, in perspective, without changing
  /// its layout (`_Rotation3DEffect`). At 90° about an axis in the view's plane it is
  /// edge-on and invisible. An axis of zero length, or a value that is not a number, draws
  /// the view as it is.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      _Rotation3DEffect(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }
}
