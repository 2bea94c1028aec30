import Foundation

/// A colour as animations interpolate it: linear-light sRGB components and a straight
/// (not premultiplied) alpha, all in 0...1. SwiftUI animates a colour as its
/// `Color.Resolved`, whose values Apple's documentation says are stored in the linear sRGB
/// colour space with extended range; Engine's colours are 8-bit sRGB, so they stay in range.
///
/// Halfway from red to green is (0.5, 0.5, 0) in linear light, which the sRGB transfer
/// function encodes as 188 per channel: brighter than the byte average 128, as a mix of
/// the two lights is.
struct LinearColor: VectorArithmetic {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  init(_ color: Color) {
    self.init(
      red: Self.linear(color.red), green: Self.linear(color.green), blue: Self.linear(color.blue),
      alpha: Double(color.alpha) / 255)
  }

  /// The nearest 8-bit sRGB colour (components clamped: a spring overshoots).
  var color: Color {
    Color(
      red8: Self.encoded(red), green8: Self.encoded(green), blue8: Self.encoded(blue),
      alpha8: Color.byte(alpha))
  }

  /// The sRGB transfer function's inverse (IEC 61966-2-1).
  static func linear(_ byte: UInt8) -> Double {
    let c = Double(byte) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// The sRGB transfer function, to a byte.
  static func encoded(_ linear: Double) -> UInt8 {
    let l = linear.isNaN ? 0 : min(max(linear, 0), 1)
    return Color.byte(l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055)
  }

  static var zero: LinearColor { LinearColor(red: 0, green: 0, blue: 0, alpha: 0) }

  static func + (a: LinearColor, b: LinearColor) -> LinearColor {
    LinearColor(
      red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue,
      alpha: a.alpha + b.alpha)
  }

  static func - (a: LinearColor, b: LinearColor) -> LinearColor {
    a + b.scaled(by: -1)
  }

  mutating func scale(by rhs: Double) {
    red *= rhs
    green *= rhs
    blue *= rhs
    alpha *= rhs
  }

  var magnitudeSquared: Double {
    red * red + green * green + blue * blue + alpha * alpha
  }
}
