import Foundation

extension ShapeStyle where Self == Color {
  /// The tint: Engine has no `tint(_:)` modifier, so it is always the accent colour, iOS's
  /// `systemBlue` (#007AFF in light appearance, #0A84FF in dark; UIKit's colour tables).
  public static var tint: Color { Color.tint }
}

extension Color {
  /// The accent colour as the colour scheme draws it.
  static let tint = Color(light: 0x007A_FFFF, dark: 0x0A84_FFFF)
}
