import Foundation

/// A container whose subviews a `Layout` places (`HStack`, `VStack`, `ZStack`, a custom
/// layout, `fixedSize`): its subviews are its children's leaves.
struct LayoutKind: NodeKind {
  let box: AnyLayoutBox
  /// `measured`'s subviews for the current pass.
  let measuredCache: MeasuredSubviewsCache

  init(_ layout: any Layout) {
    box = AnyLayoutBox(layout: layout)
    measuredCache = MeasuredSubviewsCache()
  }

  /// What the layout sees of the node's subviews; they are direct subviews of a stack
  /// along `box.orientation`. Made once a pass.
  @MainActor
  func measured(_ node: ViewNode, _ context: LayoutContext) -> [MeasuredSubview] {
    let inner = context.child(axis: box.orientation)
    return measuredCache.subviews(in: node.graph, context: inner) {
      node.items().measured(in: inner)
    }
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    box.sizeThatFits(proposal, measured(node, context))
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let items = node.items()
    let placed = box.place(frame, proposal, measured(node, context))
    node.drawOrder = placed.drawOrder
    let inner = context.child(axis: box.orientation)
    // Right to left: the layout places as it would left to right, then every subview is
    // reflected in the container (SwiftUI mirrors custom layouts the same way).
    let direction = node.environment.layoutDirection
    for (i, item) in items.enumerated() {
      item.node.place(
        in: placed.placements[i].0.laidOut(direction, in: frame), proposal: placed.placements[i].1,
        attributes: item.attributes, context: inner)
    }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let items = node.items()
    for i in node.subviewOrder(count: items.count) where !items[i].node.isHiddenByLayout {
      items[i].node.draw(into: &list, opacity: opacity)
    }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] { node.shownSubviewsFrontToBack() }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    let items = node.items()
    let rank = node.drawRanks(of: items)
    d.children = items.indices.map { items[$0].node.dump(z: rank[$0]) }
  }

  func spacing(of node: ViewNode, in context: LayoutContext) -> ViewSpacing {
    box.spacing(measured(node, context))
  }
}

extension ViewNode {
  /// A container's subview indices back to front: its last draw order, else subview order.
  func subviewOrder(count: Int) -> [Int] {
    drawOrder.count == count ? drawOrder : Array(0..<count)
  }

  /// The subviews a point is tried against, frontmost first, leaving out those the last
  /// layout hid (a collapsed row's hidden tiles).
  func shownSubviewsFrontToBack() -> [ViewNode] {
    let items = items()
    return subviewOrder(count: items.count).reversed().map { items[$0].node }.filter {
      !$0.isHiddenByLayout
    }
  }

  /// Each subview's position in the drawing among those drawn (the dump's `z`).
  func drawRanks(of items: [LayoutItem]) -> [Int] {
    var rank = Array(repeating: 0, count: items.count)
    let drawn = drawOrder.filter { $0 < items.count && !items[$0].node.isHiddenByLayout }
    for (position, i) in drawn.enumerated() { rank[i] = position }
    return rank
  }
}
