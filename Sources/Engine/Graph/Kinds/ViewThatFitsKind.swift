import Foundation

/// `ViewThatFits`: shows the first child whose ideal size (along its axes) fits the
/// proposal, the last one when none does.
final class ViewThatFitsKind: NodeKind {
  let axes: Axis.Set
  /// The child shown after the last layout.
  private var choice: ObjectIdentifier?

  init(axes: Axis.Set) {
    self.axes = axes
  }

  func chosen(_ node: ViewNode, _ p: ProposedViewSize, _ context: LayoutContext) -> LayoutItem? {
    let candidates = node.items()
    let inner = context.child()
    for item in candidates {
      let ideal = item.node.sizeThatFits(
        ProposedViewSize(
          width: axes.contains(.horizontal) ? nil : p.width,
          height: axes.contains(.vertical) ? nil : p.height), in: inner)
      let fitsW = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.001 } ?? true
      let fitsH = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.001 } ?? true
      if fitsW && fitsH { return item }
    }
    return candidates.last
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    chosen(node, proposal, context).map { $0.node.sizeThatFits(proposal, in: context.child()) }
      ?? .zero
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let item = chosen(node, proposal, context)
    let newChoice = item.map { ObjectIdentifier($0.node) }
    if newChoice != choice { node.graph.hitOrderChanges &+= 1 }
    choice = newChoice
    if let item {
      item.node.place(
        in: frame, proposal: proposal, attributes: item.attributes, context: context.child())
    }
  }

  private func shown(_ node: ViewNode) -> [ViewNode] {
    node.items().map(\.node).filter { ObjectIdentifier($0) == choice }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    for child in shown(node) { child.draw(into: &list, opacity: opacity) }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] { shown(node) }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = shown(node).map { $0.dump() }
  }
}
