import Foundation

/// `rotationEffect`: the content drawn through a linear transform about an anchor of its
/// frame, the layout unchanged (SwiftUI's `_RotationEffect`; `rotation3DEffect` is
/// Effects/Rotation3DEffect.swift). The drawing is transformed as one offscreen image; hit testing
/// follows the transform (a point is tried where it lay before the transform). Its angle
/// and anchor animate (Animation/Kinds+Animatable.swift): a turn from 0° to 360° goes all
/// the way round, as the angle, not the matrix, is interpolated.
struct RotationEffect: LayoutModifier {
  static var name: String { "rotationEffect" }
  var angle: Angle
  var anchor: UnitPoint

  /// The linear part: a turn about z seen from straight ahead (its translation is zero).
  var linear: DisplayTransform {
    RotationEffect.projected(angle, axis: (0, 0, 1), anchorZ: 0)
  }

  /// The frame-relative transform for a frame of `size` (see `DisplayEffect`).
  func transform(in size: CGSize) -> DisplayTransform {
    linear.about(CGPoint(x: size.width * anchor.x, y: size.height * anchor.y))
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let linear = self.linear
    guard linear != .identity else {
      node.drawChildren(0..<1, into: &list, opacity: opacity)
      return
    }
    let frame = node.presentedFrame
    node.drawEffectGroup(.transform(transform(in: frame.size)), into: &list, opacity: opacity)
  }

  func hitPoint(_ p: CGPoint, in node: ViewNode) -> CGPoint? {
    let effect = DisplayEffect(frame: node.frame, kind: .group(opaque: false), opacity: 1)
    return effect.windowTransform(transform(in: node.frame.size)).inverted?.apply(p)
  }

  /// The screen transform of a 3D turn by `angle` about `axis`, seen from straight ahead
  /// (the orthographic projection: the top two rows of the rotation matrix).
  ///
  /// Rodrigues' formula, R = cos θ·I + sin θ·[u]× + (1 − cos θ)·u·uᵀ for the unit axis u,
  /// in the view's coordinates (x right, y down, as Core Animation's on iOS, so a turn about
  /// z is clockwise like `rotationEffect`). A point at depth 0 sits `anchorZ` behind the
  /// anchor's depth, so its projection moves by R's third column times −anchorZ.
  static func projected(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchorZ: CGFloat
  ) -> DisplayTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let theta = angle.radians
    guard length > 0, length.isFinite, theta.isFinite else { return .identity }
    let (x, y, z) = (Double(axis.x / length), Double(axis.y / length), Double(axis.z / length))
    let cs = cos(theta)
    let sn = sin(theta)
    let k = 1 - cs
    let depth = -Double(anchorZ.finiteOrZero)
    return DisplayTransform(
      a: CGFloat(cs + x * x * k), b: CGFloat(y * x * k + z * sn),
      c: CGFloat(x * y * k - z * sn), d: CGFloat(cs + y * y * k),
      tx: CGFloat((x * z * k + y * sn) * depth), ty: CGFloat((y * z * k - x * sn) * depth))
  }
}

extension View {
  /// Draws the view turned by `angle` (clockwise for a positive angle) about `anchor`,
  /// without changing its layout. An angle that is not a finite number draws the view
  /// unturned.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    layoutModifier(
      RotationEffect(
        angle: angle.radians.isFinite ? angle : .zero, anchor: anchor.isFinite ? anchor : .center)
    )
  }
}

extension UnitPoint {
  var isFinite: Bool { x.isFinite && y.isFinite }
}
