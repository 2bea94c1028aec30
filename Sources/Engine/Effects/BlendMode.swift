import Foundation

/// How a view's pixels combine with what is already drawn behind it (SwiftUI's
/// `BlendMode`).
///
/// The separable and non-separable modes follow the W3C Compositing and Blending spec's
/// formulas (Core Graphics' modes of the same names); `plusDarker` and `plusLighter` are
/// Core Graphics' `max(0, 1 − ((1 − D) + (1 − S)))` and `min(1, S + D)`; `sourceAtop`,
/// `destinationOver` and `destinationOut` are Porter and Duff's operators.
public enum BlendMode: Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
  case softLight, hardLight, difference, exclusion
  case hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

  /// One pixel: the source `s` drawn over the backdrop `b`, both premultiplied
  /// (r, g, b, a) in 0...1; the result is premultiplied too.
  public func composite(_ s: RGBA, over b: RGBA) -> RGBA {
    switch self {
    case .sourceAtop:
      // Fa = αb, Fb = 1 − αs.
      return s * b.a + b * (1 - s.a)
    case .destinationOver:
      return s * (1 - b.a) + b
    case .destinationOut:
      return b * (1 - s.a)
    case .plusLighter:
      return RGBA(min(1, s.r + b.r), min(1, s.g + b.g), min(1, s.b + b.b), min(1, s.a + b.a))
    case .plusDarker:
      let a = min(1, s.a + b.a)
      func ch(_ x: Double, _ y: Double) -> Double { max(0, a - ((s.a - x) + (b.a - y))) }
      return RGBA(ch(s.r, b.r), ch(s.g, b.g), ch(s.b, b.b), a)
    default:
      // W3C: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb·(1 − αs),
      // with Cs and Cb the straight colours.
      let cs = s.straight
      let cb = b.straight
      let mixed = blend(cb, cs)
      let both = s.a * b.a
      func ch(_ x: Double, _ y: Double, _ m: Double) -> Double {
        x * (1 - b.a) + y * (1 - s.a) + both * m
      }
      return RGBA(
        ch(s.r, b.r, mixed.0), ch(s.g, b.g, mixed.1), ch(s.b, b.b, mixed.2),
        s.a + b.a * (1 - s.a))
    }
  }

  /// B(Cb, Cs): the blended straight colour where both are opaque.
  private func blend(_ cb: (Double, Double, Double), _ cs: (Double, Double, Double))
    -> (Double, Double, Double)
  {
    func each(_ f: (Double, Double) -> Double) -> (Double, Double, Double) {
      (f(cb.0, cs.0), f(cb.1, cs.1), f(cb.2, cs.2))
    }
    switch self {
    case .multiply: return each { $0 * $1 }
    case .screen: return each(Self.screen)
    case .overlay: return each { Self.hardLight($1, $0) }
    case .darken: return each(min)
    case .lighten: return each(max)
    case .colorDodge:
      return each { b, s in b == 0 ? 0 : (s >= 1 ? 1 : min(1, b / (1 - s))) }
    case .colorBurn:
      return each { b, s in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - b) / s)) }
    case .hardLight: return each(Self.hardLight)
    case .softLight: return each(Self.softLight)
    case .difference: return each { abs($0 - $1) }
    case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
    case .hue: return NonSeparable.setLum(NonSeparable.setSat(cs, NonSeparable.sat(cb)), cb)
    case .saturation:
      return NonSeparable.setLum(NonSeparable.setSat(cb, NonSeparable.sat(cs)), cb)
    case .color: return NonSeparable.setLum(cs, cb)
    case .luminosity: return NonSeparable.setLum(cb, cs)
    default: return cs
    }
  }

  private static func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }

  private static func hardLight(_ b: Double, _ s: Double) -> Double {
    s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1)
  }

  private static func softLight(_ b: Double, _ s: Double) -> Double {
    if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
    let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
    return b + (2 * s - 1) * (d - b)
  }
}

/// The W3C spec's helpers for the non-separable modes (hue, saturation, colour,
/// luminosity), on straight colours.
private enum NonSeparable {
  typealias RGB = (Double, Double, Double)

  static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

  static func clip(_ c: RGB) -> RGB {
    let l = lum(c)
    let n = min(c.0, c.1, c.2)
    let x = max(c.0, c.1, c.2)
    var out = c
    func map(_ f: (Double) -> Double) { out = (f(out.0), f(out.1), f(out.2)) }
    if n < 0 { map { l + ($0 - l) * l / (l - n) } }
    if x > 1 { map { l + ($0 - l) * (1 - l) / (x - l) } }
    return out
  }

  static func setLum(_ c: RGB, _ from: RGB) -> RGB {
    let d = lum(from) - lum(c)
    return clip((c.0 + d, c.1 + d, c.2 + d))
  }

  static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

  /// The colour with saturation `s`, keeping its hue: its largest channel becomes `s`, its
  /// smallest 0 and the middle one in proportion.
  static func setSat(_ c: RGB, _ s: Double) -> RGB {
    let hi = max(c.0, c.1, c.2)
    let lo = min(c.0, c.1, c.2)
    guard hi > lo else { return (0, 0, 0) }
    func f(_ x: Double) -> Double { (x - lo) * s / (hi - lo) }
    return (f(c.0), f(c.1), f(c.2))
  }
}

/// A premultiplied colour with channels in 0...1, for blending arithmetic.
public struct RGBA: Sendable, Equatable {
  public var r, g, b, a: Double

  public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// The straight colour (zero where transparent).
  var straight: (Double, Double, Double) {
    a > 0 ? (r / a, g / a, b / a) : (0, 0, 0)
  }

  static func * (c: RGBA, k: Double) -> RGBA { RGBA(c.r * k, c.g * k, c.b * k, c.a * k) }
  static func + (x: RGBA, y: RGBA) -> RGBA { RGBA(x.r + y.r, x.g + y.g, x.b + y.b, x.a + y.a) }
}
