/// An sRGB colour with 8-bit channels, the unit the renderer and the layout dump speak.
///
/// Engine keeps colours as bytes rather than floats so that the same scene always produces
/// the same pixels and the same `#rrggbb` strings, on every machine.
public struct Color: Sendable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8
  /// For colours that follow the colour scheme (`.primary`, `.secondary`, the background):
  /// their channels in dark appearance, as `0xRRGGBBAA` (see `Color+ColorScheme.swift`).
  var darkChannels: UInt32?

  /// A colour from its 8-bit sRGB channels (SwiftUI's own initialisers take 0...1 doubles).
  public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, alpha8 alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public static let white = Color(red8: 255, green8: 255, blue8: 255)
  public static let black = Color(red8: 0, green8: 0, blue8: 0)

  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (case-insensitive). Returns nil otherwise.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = Array(hex.dropFirst())
    guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
    func byte(_ s: ArraySlice<Character>) -> UInt8 { UInt8(String(s), radix: 16) ?? 0 }
    switch digits.count {
    case 3:
      let v = digits.map { byte([$0, $0][...]) }
      self.init(red8: v[0], green8: v[1], blue8: v[2])
    case 6, 8:
      self.init(
        red8: byte(digits[0..<2]), green8: byte(digits[2..<4]), blue8: byte(digits[4..<6]),
        alpha8: digits.count == 8 ? byte(digits[6..<8]) : 255)
    default:
      return nil
    }
  }

  /// SwiftUI's `Color(hue:saturation:brightness:)`: HSB with every component in 0...1.
  ///
  /// Hue wraps (1.0 is red again); saturation, brightness and opacity are clamped. A hue
  /// that is not a number or infinite counts as 0 (red), as a NaN component counts as 0.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
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
    self.init(
      red8: Self.byte(r), green8: Self.byte(g), blue8: Self.byte(b), alpha8: Self.byte(opacity))
  }

  /// SwiftUI's `Color(red:green:blue:opacity:)`: sRGB components in 0...1 (clamped).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(
      red8: Self.byte(red), green8: Self.byte(green), blue8: Self.byte(blue),
      alpha8: Self.byte(opacity))
  }

  /// SwiftUI's `Color(white:opacity:)`: a grey, 0 black to 1 white.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A 0...1 component as a byte, rounded; NaN counts as 0.
  static func byte(_ x: Double) -> UInt8 {
    x.isNaN ? 0 : UInt8((min(max(x, 0), 1) * 255).rounded())
  }

  /// `#rrggbb` (lower-case), plus `aa` when not opaque.
  public var hexString: String {
    func two(_ b: UInt8) -> String {
      let s = String(b, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + two(red) + two(green) + two(blue) + (alpha == 255 ? "" : two(alpha))
  }

  /// The same colour with its alpha multiplied by `opacity` (0...1; NaN counts as 0).
  public func opacity(_ opacity: Double) -> Color {
    var c = self
    let clamped = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    c.alpha = UInt8((Double(alpha) * clamped).rounded())
    if let dark = darkChannels {
      let a = UInt32((Double(dark & 0xFF) * clamped).rounded())
      c.darkChannels = dark & 0xFFFF_FF00 | a
    }
    return c
  }
}
