import Foundation

/// `background`: the content's size; the background view is offered that size, aligned
/// in it, and drawn behind (SwiftUI's `_BackgroundModifier`).
struct BackgroundModifier: LayoutModifier {
  static var name: String { "background" }
  let alignment: Alignment

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    placeWithExtra(node, alignment, in: frame, proposal: proposal, context: context)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    node.drawChildren(1..<2, into: &list, opacity: opacity)
    node.drawChildren(0..<1, into: &list, opacity: opacity)
  }

  /// The content is in front of its background.
  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.childLeaves(0..<1).reversed() + node.childLeaves(1..<2).reversed()
  }
}

extension View {
  /// Draws `content` behind the view, offered the view's size.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V)
    -> some View
  {
    ModifiedLayout(
      content: self, extra: content(), modifier: BackgroundModifier(alignment: alignment))
  }

  /// Draws `background` behind the view, offered the view's size (SwiftUI's spelling before
  /// iOS 15; a colour still picks the `ShapeStyle` overload, which draws the same).
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    ModifiedLayout(
      content: self, extra: background, modifier: BackgroundModifier(alignment: alignment))
  }

  /// Fills the view's frame with `style` behind it, reaching over the safe area's insets
  /// on `edges` where the frame meets the safe area's edge (under a navigation bar), as
  /// `ignoresSafeArea` does.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    ModifiedLayout(
      content: self, extra: Rectangle().fill(style).ignoresSafeArea(edges: edges),
      modifier: BackgroundModifier(alignment: .center))
  }

  /// Fills the view's frame with the `background` style behind it, over the safe area's
  /// insets on `edges` as `background(_:ignoresSafeAreaEdges:)` does.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// Fills `shape` in the view's frame with `style` behind it.
  public func background<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> some View {
    ModifiedLayout(
      content: self, extra: shape.fill(style), modifier: BackgroundModifier(alignment: .center))
  }
}
