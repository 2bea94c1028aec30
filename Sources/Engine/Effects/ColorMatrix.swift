import Foundation

/// A colour effect as a 4×5 matrix over straight (unpremultiplied) sRGB channels in 0...1:
/// each output channel is a weighted sum of red, green, blue and alpha plus a constant, as
/// the W3C Filter Effects `feColorMatrix` defines it. The renderer applies it per pixel and
/// clamps the results to 0...1.
public struct ColorMatrix: Sendable, Hashable {
  /// Rows for red, green, blue and alpha; each is the weights of (r, g, b, a) then the
  /// constant.
  public var rows: [[Double]]

  public static let identity = ColorMatrix(rows: [
    [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0],
  ])

  /// Luminance weights of sRGB's primaries, Rec. 709's (the weights the W3C's `saturate`
  /// and `grayscale` filter matrices are built from).
  static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

  /// SwiftUI's `brightness(_:)`: `amount` added to each colour channel (0 leaves the colour,
  /// 1 makes it white, negatives darken).
  static func brightness(_ amount: Double) -> ColorMatrix {
    var m = identity
    for i in 0..<3 { m.rows[i][4] = amount }
    return m
  }

  /// SwiftUI's `contrast(_:)`: each colour channel pushed away from the middle grey by
  /// `amount`, c' = (c − ½)·amount + ½ (1 leaves it, 0 is all grey, negatives invert).
  static func contrast(_ amount: Double) -> ColorMatrix {
    var m = identity
    for i in 0..<3 {
      m.rows[i][i] = amount
      m.rows[i][4] = 0.5 - 0.5 * amount
    }
    return m
  }

  /// SwiftUI's `saturation(_:)`: the W3C `saturate(s)` matrix, a blend between the colour's
  /// luminance grey (s = 0) and the colour itself (s = 1); each row is the luminance weights
  /// times (1 − s), plus s on the diagonal.
  static func saturation(_ amount: Double) -> ColorMatrix {
    let w = [luma.r, luma.g, luma.b]
    var m = identity
    for i in 0..<3 {
      for j in 0..<3 { m.rows[i][j] = w[j] * (1 - amount) + (i == j ? amount : 0) }
    }
    return m
  }

  /// SwiftUI's `grayscale(_:)`: `amount` of the way to the luminance grey, which is
  /// saturation 1 − amount.
  static func grayscale(_ amount: Double) -> ColorMatrix {
    saturation(1 - amount)
  }

  /// SwiftUI's `colorInvert()`: each colour channel c becomes 1 − c, alpha kept.
  static let invert: ColorMatrix = {
    var m = identity
    for i in 0..<3 {
      m.rows[i][i] = -1
      m.rows[i][4] = 1
    }
    return m
  }()

  /// SwiftUI's `colorMultiply(_:)`: each channel, alpha included, times the colour's
  /// (0...1), as drawing through a tinted filter.
  static func multiply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> ColorMatrix {
    var m = identity
    for (i, f) in [r, g, b, a].enumerated() { m.rows[i][i] = f }
    return m
  }

  /// SwiftUI's `hueRotation(_:)`: the W3C Filter Effects `hueRotate` matrix, a turn of the
  /// colour about the grey axis by θ that keeps luminance (with the spec's rounded
  /// luminance weights 0.213, 0.715, 0.072): each weight is the luminance weight plus
  /// cos θ and sin θ times the spec's fixed coefficients.
  static func hueRotation(_ radians: Double) -> ColorMatrix {
    guard radians != 0 else { return identity }
    let c = cos(radians)
    let s = sin(radians)
    var m = identity
    m.rows[0][0..<3] = [
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
    ]
    m.rows[1][0..<3] = [
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
    ]
    m.rows[2][0..<3] = [
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
    ]
    return m
  }

  /// The colour (straight channels 0...1) through the matrix, clamped to 0...1.
  public func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double)
    -> (Double, Double, Double, Double)
  {
    func row(_ i: Int) -> Double {
      let w = rows[i]
      return min(max(w[0] * r + w[1] * g + w[2] * b + w[3] * a + w[4], 0), 1)
    }
    return (row(0), row(1), row(2), row(3))
  }
}
