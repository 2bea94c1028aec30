import Foundation

/// `brightness`, `contrast`, `saturation` and `grayscale`: the content's colours through
/// a colour matrix (`ColorMatrix`), applied per pixel to the content drawn as one image,
/// the layout unchanged.
struct ColorEffect: LayoutModifier {
  static var name: String { "colorEffect" }
  var matrix: ColorMatrix
  /// A hue rotation's angle in radians: it animates as the angle, since its matrix is not
  /// linear in it (the other effects' matrices are linear in their amounts, so they
  /// animate entry by entry).
  var hueAngle: Double?

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    guard matrix != .identity else {
      node.drawChildren(0..<1, into: &list, opacity: opacity)
      return
    }
    node.drawEffectGroup(.color(matrix), into: &list, opacity: opacity)
  }
}

extension View {
  /// Brightens the view by `amount`: 0 leaves it, 1 makes it white, a negative amount
  /// darkens it (added to each colour channel). Not a number is 0.
  public func brightness(_ amount: Double) -> some View {
    layoutModifier(ColorEffect(matrix: .brightness(amount.isFinite ? amount : 0)))
  }

  /// Sets the view's contrast: 1 leaves it, 0 is all middle grey, a negative amount
  /// inverts colours too. Not a number is 1.
  public func contrast(_ amount: Double) -> some View {
    layoutModifier(ColorEffect(matrix: .contrast(amount.isFinite ? amount : 1)))
  }

  /// Sets the view's saturation: 1 leaves it, 0 is grey, more than 1 is more vivid. Not a
  /// number is 1.
  public func saturation(_ amount: Double) -> some View {
    layoutModifier(ColorEffect(matrix: .saturation(amount.isFinite ? amount : 1)))
  }

  /// Takes `amount` (0...1) of the colour out of the view: 1 is fully grey. Not a number
  /// is 0.
  public func grayscale(_ amount: Double) -> some View {
    layoutModifier(ColorEffect(matrix: .grayscale(amount.isFinite ? amount : 0)))
  }
}
