import Foundation

extension Scaling {
  /// An effect group scaled with its content: its frame, blur and shadow radii (by the
  /// uniform factor), shadow offset, mask and transform (conjugated by the scale, so that
  /// the scaled group is the group transformed, then scaled).
  func apply(_ effect: DisplayEffect) -> DisplayEffect {
    var out = effect
    out.frame = apply(effect.frame)
    switch effect.kind {
    case .shadow(let color, let radius, let offset):
      out.kind = .shadow(
        color: color, radius: radius * uniform,
        offset: CGSize(width: offset.width * scale.width, height: offset.height * scale.height))
    case .blur(let radius, let opaque):
      out.kind = .blur(radius: radius * uniform, opaque: opaque)
    case .backdropBlur(let radius):
      out.kind = .backdropBlur(radius: radius * uniform)
    case .transform(let t):
      // W' = S·W·S⁻¹ in window points: the linear part's off-diagonal terms scale by the
      // ratio of the factors; its translation is where W' sends the new frame's origin.
      let sx = scale.width
      let sy = scale.height
      guard sx != 0, sy != 0 else { return out }
      let w = effect.windowTransform(t)
      let o = out.frame.origin
      let image = apply(w.apply(unapply(o) ?? o))
      out.kind = .transform(
        DisplayTransform(
          a: t.a, b: t.b * sy / sx, c: t.c * sx / sy, d: t.d, tx: image.x - o.x,
          ty: image.y - o.y))
    case .projection(let p):
      // The same conjugation as a matrix product: frame-relative to the new frame, S⁻¹,
      // the window transform, S.
      guard scale.width != 0, scale.height != 0 else { return out }
      let o = out.frame.origin
      var s = ProjectionTransform()
      (s.m11, s.m22) = (scale.width, scale.height)
      (s.m31, s.m32) = (centre.x * (1 - scale.width), centre.y * (1 - scale.height))
      out.kind = .projection(
        ProjectionTransform.translation(o.x, o.y).concatenating(s.inverted())
          .concatenating(p.windowed(at: effect.frame.origin)).concatenating(s)
          .concatenating(.translation(-o.x, -o.y)))
    case .color, .blend, .group, .mask, .maskSource:
      break
    }
    return out
  }

  /// The point that this scale sends to `p`, or nil when the scale flattens an axis.
  func unapply(_ p: CGPoint) -> CGPoint? {
    guard scale.width != 0, scale.height != 0 else { return nil }
    return CGPoint(
      x: centre.x + (p.x - centre.x) / scale.width, y: centre.y + (p.y - centre.y) / scale.height)
  }
}
