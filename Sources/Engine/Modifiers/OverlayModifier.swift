import Foundation

/// `overlay`: the content's size; the overlay view is offered that size, aligned in it,
/// and drawn in front (SwiftUI's `_OverlayModifier`).
struct OverlayModifier: LayoutModifier {
  static var name: String { "overlay" }
  let alignment: Alignment

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    placeWithExtra(node, alignment, in: frame, proposal: proposal, context: context)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    node.drawChildren(0..<1, into: &list, opacity: opacity)
    node.drawChildren(1..<2, into: &list, opacity: opacity)
  }
}

extension View {
  /// Draws `content` in front of the view, offered the view's size.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V)
    -> some View
  {
    ModifiedLayout(content: self, extra: content(), modifier: OverlayModifier(alignment: alignment))
  }

  /// Draws `overlay` in front of the view, offered the view's size (SwiftUI's spelling
  /// before iOS 15).
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    ModifiedLayout(content: self, extra: overlay, modifier: OverlayModifier(alignment: alignment))
  }

  /// Draws `style` over the view's frame.
  public func overlay<S: ShapeStyle>(_ style: S) -> some View {
    ModifiedLayout(
      content: self, extra: Rectangle().fill(style), modifier: OverlayModifier(alignment: .center))
  }
}
