import Foundation

/// `padding`: the content offered the proposal less the insets, and placed inside them
/// (SwiftUI's `_PaddingLayout`).
struct PaddingLayout: LayoutModifier {
  static var name: String { "padding" }
  let insets: EdgeInsets

  /// The proposal less the insets, never negative.
  func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    func inset(_ v: CGFloat?, _ by: CGFloat) -> CGFloat? { v.map { max($0 - by, 0) } }
    return ProposedViewSize(
      width: inset(p.width, insets.horizontal), height: inset(p.height, insets.vertical))
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let c = content(node, context.child()).sizeThatFits(contentProposal(proposal))
    return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let inner = CGRect(
      x: frame.minX + insets.leading, y: frame.minY + insets.top,
      width: max(frame.width - insets.horizontal, 0),
      height: max(frame.height - insets.vertical, 0))
    // Leading padding is on the right in a right-to-left layout.
    content(node, context.child()).place(
      in: inner.laidOut(node.environment.layoutDirection, in: frame),
      proposal: contentProposal(proposal))
  }

  /// Padding keeps the default spacing around it.
  func spacing(of node: ViewNode, in context: LayoutContext) -> ViewSpacing { ViewSpacing() }
}

extension View {
  /// Adds `length` points (16 when nil, SwiftUI's default) inside the view's edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    layoutModifier(PaddingLayout(insets: EdgeInsets(edges, length ?? 16)))
  }

  /// Adds `length` points inside every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds the given insets inside the view's edges.
  public func padding(_ insets: EdgeInsets) -> some View {
    layoutModifier(PaddingLayout(insets: insets))
  }
}
