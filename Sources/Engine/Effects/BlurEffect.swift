import Foundation

/// `blur`: the content blurred by a Gaussian of standard deviation `radius / 2`
/// (`DisplayEffect.sigma`), the layout unchanged (SwiftUI's `_BlurEffect`). A transparent
/// blur spreads beyond the frame and fades at its edges; an opaque one stays within the
/// content's drawing and repeats its edge pixels instead of fading.
struct BlurEffect: LayoutModifier {
  static var name: String { "blur" }
  var radius: CGFloat
  let opaque: Bool

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    guard radius > 0 else {
      node.drawChildren(0..<1, into: &list, opacity: opacity)
      return
    }
    node.drawEffectGroup(.blur(radius: radius, opaque: opaque), into: &list, opacity: opacity)
  }
}

extension View {
  /// Blurs the view by `radius` points; `opaque` keeps the blur opaque and within the
  /// view's drawing.
  ///
  /// A radius that is not a number or is negative is 0 (no blur); beyond
  /// `DisplayEffect.maxRadius` (100 points) it is that, where the blur is already a flat
  /// wash.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    layoutModifier(BlurEffect(radius: radius.boundedRadius, opaque: opaque))
  }
}
