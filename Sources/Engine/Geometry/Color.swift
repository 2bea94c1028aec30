/// An sRGB colour with 8-bit channels, the unit the renderer and the layout dump speak.
///
/// Engine keeps colours as bytes rather than floats so that the same scene always produces
/// the same pixels and the same `#rrggbb` strings, on every machine.
public struct Color: Sendable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public static let white = Color(red: 255, green: 255, blue: 255)
  public static let black = Color(red: 0, green: 0, blue: 0)

  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (case-insensitive). Returns nil otherwise.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = Array(hex.dropFirst())
    guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
    func byte(_ s: ArraySlice<Character>) -> UInt8 { UInt8(String(s), radix: 16) ?? 0 }
    switch digits.count {
    case 3:
      let v = digits.map { byte([$0, $0][...]) }
      self.init(red: v[0], green: v[1], blue: v[2])
    case 6, 8:
      self.init(
        red: byte(digits[0..<2]), green: byte(digits[2..<4]), blue: byte(digits[4..<6]),
        alpha: digits.count == 8 ? byte(digits[6..<8]) : 255)
    default:
      return nil
    }
  }

  /// SwiftUI's `Color(hue:saturation:brightness:)`: HSB with every component in 0...1.
  ///
  /// Hue wraps (1.0 is red again); saturation and brightness are clamped.
  public init(hue: Double, saturation: Double, brightness: Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    func byte(_ x: Double) -> UInt8 { UInt8((x * 255).rounded()) }
    self.init(red: byte(r), green: byte(g), blue: byte(b))
  }

  /// `#rrggbb` (lower-case), plus `aa` when not opaque.
  public var hexString: String {
    func two(_ b: UInt8) -> String {
      let s = String(b, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + two(red) + two(green) + two(blue) + (alpha == 255 ? "" : two(alpha))
  }

  /// The same colour with its alpha multiplied by `opacity` (0...1).
  public func opacity(_ opacity: Double) -> Color {
    var c = self
    c.alpha = UInt8((Double(alpha) * min(max(opacity, 0), 1)).rounded())
    return c
  }
}
