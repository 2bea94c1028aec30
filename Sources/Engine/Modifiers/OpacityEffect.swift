import Foundation

/// `opacity`: the content, drawn that much opaque (SwiftUI's `_OpacityEffect`).
struct OpacityEffect: LayoutModifier {
  static var name: String { "opacity" }
  var opacity: Double

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    node.drawChildren(0..<1, into: &list, opacity: opacity * self.opacity)
  }
}

extension View {
  /// Draws the view `opacity` (0...1) opaque.
  public func opacity(_ opacity: Double) -> some View {
    layoutModifier(OpacityEffect(opacity: min(max(opacity.isNaN ? 0 : opacity, 0), 1)))
  }
}
