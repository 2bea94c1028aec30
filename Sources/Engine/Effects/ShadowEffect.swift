import Foundation

/// `shadow`: the content with a blurred copy of its alpha drawn under it in `color`,
/// moved by (x, y), the layout unchanged (SwiftUI's `_ShadowEffect`).
///
/// The whole content casts one shadow, as if it were a `compositingGroup`; SwiftUI casts
/// one per drawn layer, which differs only where one subview's shadow would fall on
/// another. The blur is a Gaussian of standard deviation `radius / 2`
/// (`DisplayEffect.sigma`).
struct ShadowEffect: LayoutModifier {
  static var name: String { "shadow" }
  var color: Color
  var radius: CGFloat
  var offset: CGSize

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let color = color.resolved(in: node.environment)
    guard color.alpha > 0 else {
      node.drawChildren(0..<1, into: &list, opacity: opacity)
      return
    }
    node.drawEffectGroup(
      .shadow(color: color, radius: radius, offset: offset), into: &list, opacity: opacity)
  }
}

extension View {
  /// Draws a shadow of the view under it: its shape blurred by `radius`, in `color`, moved
  /// by `x` and `y` points. The default colour is black at 33% opacity, as SwiftUI's.
  ///
  /// A radius that is not a number or is negative is 0; beyond `DisplayEffect.maxRadius`
  /// (100 points) it is that. An offset that is not a number is 0.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    layoutModifier(
      ShadowEffect(
        color: color, radius: radius.boundedRadius,
        offset: CGSize(width: x.finiteOrZero, height: y.finiteOrZero)))
  }
}
