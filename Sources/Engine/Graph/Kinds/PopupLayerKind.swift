import Foundation

/// Content laid out where it stands but drawn above everything else in the window and hit
/// before it: a picker's open menu.
///
/// Its node measures and places its content like any view, and records itself with the
/// graph when placed; the graph draws the recorded layers after the whole tree, in the
/// order they were placed, and tries them first, frontmost first, for the pointer
/// (`ViewGraph.popupNodes`). In the tree's own pass it draws nothing.
struct PopupLayer<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = PopupLayerKind()
    node.dumpName = "PopupLayer"
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

struct PopupLayerKind: NodeKind {
  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    ContentLayout(items: node.items(), context: context.child()).sizeThatFits(proposal)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    ContentLayout(items: node.items(), context: context.child()).place(
      in: frame, proposal: proposal)
    if !node.graph.popupNodes.contains(where: { $0 === node }) {
      node.graph.popupNodes.append(node)
    }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items().reversed().map(\.node)
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }
}

extension ViewGraph {
  /// The popup layers still in the tree, in the order they were placed (dropping those
  /// that went away).
  func livePopups() -> [ViewNode] {
    popupNodes.removeAll { !$0.isAttached || $0.isHiddenByLayout }
    return popupNodes
  }
}
