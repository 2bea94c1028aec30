import Foundation

/// `LazyHStack` / `LazyVStack` over a `ForEach`: measures as every element as long as the
/// first, builds and places only the elements near the visible part, and draws those that
/// show.
struct LazyStackKind: NodeKind {
  let state: LazyStackState

  var scrolls: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    state.size(node, proposal, context)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    state.place(node, in: frame, proposal: proposal, context: context)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    // Elements built ahead of the scroll are not drawn until they show.
    let clip = node.graph.drawClip
    for item in node.items() where clip.map({ item.node.presentedFrame.intersects($0) }) ?? true {
      item.node.draw(into: &list, opacity: opacity)
    }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items().map(\.node).reversed()
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }
}

extension ViewNode {
  /// A lazy stack's lasting state (its source, which elements are built), kept across
  /// rebuilds.
  var lazyState: LazyStackState? { (kind as? LazyStackKind)?.state }
}
