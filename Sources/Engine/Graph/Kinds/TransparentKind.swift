import Foundation

/// A node with no frame of its own: tuples, conditionals, `ForEach`, `Group`, environment
/// modifiers, `.id(_:)`, and a custom view (its one child is its body).
///
/// Its children's leaves are its container's subviews; asked directly (at the root, as a
/// modifier's content) it lays them out as one view with `ContentLayout`.
struct TransparentKind: TransparentNodeKind {}

/// A kind that lays out and draws as `TransparentKind` does, carrying something of its own
/// for the graph to read (a transition, an animation's watched value): conforming is all
/// it takes.
@MainActor
protocol TransparentNodeKind: NodeKind {}

@MainActor
extension TransparentNodeKind {
  var isTransparent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    ContentLayout(items: node.items(), context: context).sizeThatFits(proposal)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    ContentLayout(items: node.items(), context: context).place(in: frame, proposal: proposal)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    for item in node.items() { item.node.draw(into: &list, opacity: opacity) }
  }
}
