import Engine
import Foundation

/// Each effect's pixels: the group's image in, the composited image out (window pixels).
extension EffectImage {
  /// The image with `effect` applied, covering `output` (window pixels: x, y, w, h), at
  /// `scale` pixels per point.
  func applying(_ effect: DisplayEffect, output o: (Int, Int, Int, Int), scale: CGFloat)
    -> EffectImage
  {
    switch effect.kind {
    case .shadow(let color, let radius, let offset):
      return shadow(
        color: color, sigma: Double(DisplayEffect.sigma(radius: radius) * scale),
        dx: Double(offset.width * scale), dy: Double(offset.height * scale), output: o)
    case .blur(let radius, let opaque):
      var out = placed(x: o.0, y: o.1, width: o.2, height: o.3)
      out.blur(sigma: Double(DisplayEffect.sigma(radius: radius) * scale), opaque: opaque)
      return out
    case .transform(let t):
      return transformed(by: effect.windowTransform(t), scale: scale, output: o)
    case .projection(let p):
      return projected(by: effect.windowProjection(p), scale: scale, output: o)
    case .color(let matrix):
      var out = placed(x: o.0, y: o.1, width: o.2, height: o.3)
      for i in 0..<out.a.count where out.a[i] > 0 {
        let c = out.straight(i)
        out.setStraight(i, matrix.apply(c.0, c.1, c.2, c.3))
      }
      return out
    case .group(let opaque):
      var out = placed(x: o.0, y: o.1, width: o.2, height: o.3)
      guard opaque else { return out }
      // Over opaque black: premultiplied colour stays, alpha becomes 1.
      for i in 0..<out.a.count { out.a[i] = 255 }
      return out
    case .blend, .mask, .maskSource, .backdropBlur:
      // A backdrop's blur is drawn into its layer before its content (Renderer+Backdrop).
      return placed(x: o.0, y: o.1, width: o.2, height: o.3)
    }
  }

  /// The alpha, blurred and moved by (`dx`, `dy`) pixels, in `color`, under the image.
  ///
  /// The alpha is moved by whole pixels (the offset rounded) before blurring; a fractional
  /// part is within the blur's own softness, or half a pixel for a sharp shadow.
  func shadow(
    color: Color, sigma: Double, dx: Double, dy: Double, output o: (Int, Int, Int, Int)
  ) -> EffectImage {
    var out = placed(x: o.0, y: o.1, width: o.2, height: o.3)
    let moved = placed(
      x: o.0 - Int(dx.rounded()), y: o.1 - Int(dy.rounded()), width: o.2, height: o.3)
    var alpha = moved.a
    GaussianBlur.blur(&alpha, width: o.2, height: o.3, sigma: sigma, clamp: false)
    let k = Float(color.alpha) / 255 / 255
    let (cr, cg, cb) = (Float(color.red), Float(color.green), Float(color.blue))
    for i in 0..<out.a.count {
      // The shadow's premultiplied colour, then the content over it.
      let s = min(max(alpha[i], 0), 255) * k
      let keep = 1 - out.a[i] / 255
      out.a[i] += 255 * s * keep
      out.r[i] += cr * s * keep
      out.g[i] += cg * s * keep
      out.b[i] += cb * s * keep
    }
    return out
  }

  /// Every plane blurred in place; an opaque blur repeats its edges and ends opaque.
  mutating func blur(sigma: Double, opaque: Bool) {
    for i in 0..<4 {
      switch i {
      case 0: GaussianBlur.blur(&a, width: width, height: height, sigma: sigma, clamp: opaque)
      case 1: GaussianBlur.blur(&r, width: width, height: height, sigma: sigma, clamp: opaque)
      case 2: GaussianBlur.blur(&g, width: width, height: height, sigma: sigma, clamp: opaque)
      default: GaussianBlur.blur(&b, width: width, height: height, sigma: sigma, clamp: opaque)
      }
    }
    guard opaque else { return }
    for i in 0..<a.count { a[i] = 255 }
  }

  /// The image drawn through `t` (window points; `scale` pixels per point) into `output`:
  /// each output pixel's centre is taken back through the inverse transform and the image
  /// sampled there bilinearly (transparent beyond its edges, which anti-aliases them).
  func transformed(by t: DisplayTransform, scale: CGFloat, output o: (Int, Int, Int, Int))
    -> EffectImage
  {
    var out = EffectImage(x: o.0, y: o.1, width: o.2, height: o.3)
    guard let inv = t.inverted, width > 0, height > 0 else { return out }
    // In pixels the linear part is the same; a translation scales with the points.
    let (ia, ib, ic, id) = (Double(inv.a), Double(inv.b), Double(inv.c), Double(inv.d))
    let (itx, ity) = (Double(inv.tx * scale), Double(inv.ty * scale))
    for row in 0..<o.3 {
      let py = Double(o.1 + row) + 0.5
      for col in 0..<o.2 {
        let px = Double(o.0 + col) + 0.5
        // Back to this image's pixel grid, whose pixel centres are at +0.5.
        let sx = ia * px + ic * py + itx - Double(x) - 0.5
        let sy = ib * px + id * py + ity - Double(y) - 0.5
        guard sx > -1, sy > -1, sx < Double(width), sy < Double(height) else { continue }
        let t = row * o.2 + col
        let acc = sample(sx, sy)
        out.a[t] = acc.0
        out.r[t] = acc.1
        out.g[t] = acc.2
        out.b[t] = acc.3
      }
    }
    return out
  }

  /// Every pixel's colour and alpha multiplied by `mask`'s alpha (same placement and size).
  mutating func mask(by mask: EffectImage) {
    for i in 0..<min(a.count, mask.a.count) {
      let m = mask.a[i] / 255
      a[i] *= m
      r[i] *= m
      g[i] *= m
      b[i] *= m
    }
    for i in min(mask.a.count, a.count)..<a.count {
      a[i] = 0
      r[i] = 0
      g[i] = 0
      b[i] = 0
    }
  }

  /// The image at `opacity`, combined by `mode` with `backdrop` (same placement and
  /// size): the pixels to write over the backdrop.
  func blended(_ mode: BlendMode, opacity: Double, over backdrop: EffectImage) -> EffectImage {
    var out = backdrop
    let k = Float(opacity) / 255
    for i in 0..<min(a.count, backdrop.a.count) {
      let s = RGBA(Double(r[i] * k), Double(g[i] * k), Double(b[i] * k), Double(a[i] * k))
      let d = RGBA(
        Double(backdrop.r[i] / 255), Double(backdrop.g[i] / 255), Double(backdrop.b[i] / 255),
        Double(backdrop.a[i] / 255))
      let c = mode.composite(s, over: d)
      out.a[i] = Float(c.a * 255)
      out.r[i] = Float(c.r * 255)
      out.g[i] = Float(c.g * 255)
      out.b[i] = Float(c.b * 255)
    }
    return out
  }
}
