import Foundation

/// A modifier that draws its content through a projective transform worked out from the
/// content's size (SwiftUI's `GeometryEffect`), leaving the layout unchanged. It is
/// `Animatable`: while its data animates, `effectValue(size:)` is asked again at every
/// frame with the data interpolated, so a custom effect (a shake, a flip) follows.
///
/// The transform is in the view's own points (origin at its top-left). The drawing is
/// transformed as one offscreen image, perspective included; hit testing follows it.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform for content of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  public func body(content: Content) -> Never { primitiveBody(Self.self) }

  /// The content drawn through this effect (`ModifiedContent` builds this instead of a
  /// body).
  func projecting<C: View>(_ content: C) -> some View {
    content.layoutModifier(ProjectionEffect(effect: self))
  }
}

/// The node of a geometry effect: the content drawn through the transform its size asks
/// for, as an affine effect group when it is affine and a projective one when not.
struct ProjectionEffect: LayoutModifier {
  static var name: String { "geometryEffect" }
  let effect: any GeometryEffect

  func transform(_ size: CGSize) -> ProjectionTransform {
    effect.effectValue(size: size)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    let p = transform(frame.size)
    guard !p.isIdentity, p.isFinite else {
      node.drawChildren(0..<1, into: &list, opacity: opacity)
      return
    }
    if p.isAffine {
      let t = DisplayTransform(a: p.m11, b: p.m12, c: p.m21, d: p.m22, tx: p.m31, ty: p.m32)
      node.drawEffectGroup(.transform(t), into: &list, opacity: opacity)
    } else {
      node.drawEffectGroup(.projection(p), into: &list, opacity: opacity)
    }
  }

  /// A point is tried where it lay before the transform; one that no point of the plane
  /// in front of the eye is drawn at misses.
  func hitPoint(_ p: CGPoint, in node: ViewNode) -> CGPoint? {
    let window = transform(node.frame.size).windowed(at: node.frame.origin)
    var inverse = window
    guard inverse.invert() else { return nil }
    // [p 1]·M⁻¹ is the source point with weight 1/w of the point drawn there: it is in
    // front of the eye when that weight is positive.
    let w = inverse.m13 * p.x + inverse.m23 * p.y + inverse.m33
    guard w > 0 else { return nil }
    return inverse.apply(p)
  }
}

extension View {
  /// Draws the view through `transform` (in its own points), leaving its layout as it is.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_ProjectionEffect(transform: transform))
  }

  /// Draws the view through the affine `transform` (in its own points), leaving its layout
  /// as it is.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(_ProjectionEffect(transform: ProjectionTransform(transform)))
  }
}

/// `projectionEffect` and `transformEffect`: a fixed transform.
public struct _ProjectionEffect: GeometryEffect, Equatable {
  public var transform: ProjectionTransform

  public init(transform: ProjectionTransform) {
    self.transform = transform
  }

  public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}
