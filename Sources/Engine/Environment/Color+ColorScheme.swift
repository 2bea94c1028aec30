/// The colours that follow the colour scheme, resolved where a view is built or drawn
/// (SwiftUI resolves them against the environment the same way).
extension Color {
  /// Label colour: iOS's `label`, black in light appearance, white in dark.
  public static let primary = Color(light: 0x0000_00FF, dark: 0xFFFF_FFFF)
  /// Secondary label colour: iOS's `secondaryLabel`, #3C3C43 at 60 % opacity in light
  /// appearance, #EBEBF5 at 60 % in dark (0.6 × 255 = 153 = 0x99).
  public static let secondary = Color(light: 0x3C3C_4399, dark: 0xEBEB_F599)
  /// The window's background: iOS's `systemBackground`, white in light appearance, black
  /// in dark.
  static let windowBackground = Color(light: 0xFFFF_FFFF, dark: 0x0000_00FF)

  /// A colour that is `light` (0xRRGGBBAA) in light appearance and `dark` in dark.
  init(light: UInt32, dark: UInt32) {
    self.init(channels: light)
    darkChannels = dark
  }

  private init(channels c: UInt32) {
    self.init(
      red8: UInt8(c >> 24), green8: UInt8(c >> 16 & 0xFF), blue8: UInt8(c >> 8 & 0xFF),
      alpha8: UInt8(c & 0xFF))
  }

  /// The plain colour this one is in `environment`'s colour scheme.
  func resolved(in environment: EnvironmentValues) -> Color {
    guard let dark = darkChannels else { return self }
    if environment.colorScheme == .dark { return Color(channels: dark) }
    var light = self
    light.darkChannels = nil
    return light
  }
}
