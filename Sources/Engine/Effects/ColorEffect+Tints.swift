import Foundation

/// `colorMultiply`: the content's colours times a colour, resolved in the view's
/// environment when drawn (a colour that follows the colour scheme follows it here too).
struct ColorMultiplyEffect: LayoutModifier {
  static var name: String { "colorMultiply" }
  var color: Color

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let c = color.resolved(in: node.environment)
    let matrix = ColorMatrix.multiply(
      Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
    ColorEffect(matrix: matrix).draw(node, into: &list, opacity: opacity)
  }
}

extension View {
  /// Multiplies the view's colours, alpha included, by `color`: white leaves them, clear
  /// makes the view invisible.
  public func colorMultiply(_ color: Color) -> some View {
    layoutModifier(ColorMultiplyEffect(color: color))
  }

  /// Inverts the view's colours (each channel c becomes 1 − c), keeping its alpha.
  public func colorInvert() -> some View {
    layoutModifier(ColorEffect(matrix: .invert))
  }

  /// Turns the hues of the view's colours by `angle` about the grey axis, keeping their
  /// luminance (the W3C `hue-rotate` filter). An angle that is not a number is 0.
  public func hueRotation(_ angle: Angle) -> some View {
    let radians = angle.radians.isFinite ? angle.radians : 0
    return layoutModifier(ColorEffect(matrix: .hueRotation(radians), hueAngle: radians))
  }
}
