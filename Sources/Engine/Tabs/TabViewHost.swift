import Foundation

/// The primitive inside `TabView`: builds every tab, then the bar from their items.
struct TabViewHost<Content: View>: View, PrimitiveView {
  let content: Content
  let selected: AnyHashable?
  let select: @MainActor (AnyHashable) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "TabView"
    node.reconcile(context) { children in
      children.add(content, slot: 0)
      var tabs: [LayoutItem] = []
      children.new[0].appendLeaves(to: &tabs, attributes: Attributes())
      let tags = tabs.indices.map { tabs[$0].tag ?? AnyHashable($0) }
      let index = selected.flatMap { tags.firstIndex(of: $0) } ?? 0
      node.kind = TabViewKind(selected: index)
      let select = self.select
      children.add(
        TabBar(
          items: tabs.map { $0.tabItem ?? AnyView(EmptyView()) }, selected: index,
          select: { select(tags[$0]) }), slot: 1)
    }
  }
}

/// A `TabView`'s node: all the space offered, the chosen tab above the 49 pt bar; the
/// other tabs keep their nodes and state, unplaced and undrawn.
struct TabViewKind: NodeKind {
  let selected: Int

  @MainActor
  private func shown(_ node: ViewNode) -> (tab: LayoutItem?, bar: [ViewNode]) {
    let tabs = node.items(of: 0..<1)
    let tab = tabs.indices.contains(selected) ? tabs[selected] : nil
    return (tab, node.children.count > 1 ? node.children[1].leaves : [])
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let (tab, bar) = shown(node)
    for (i, item) in node.items(of: 0..<1).enumerated() {
      item.node.isHiddenByLayout = i != selected
    }
    let barHeight = min(TabBar.height, frame.height)
    let content = CGRect(
      x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - barHeight)
    if let tab {
      // A tab's content is laid out as a window's root is: centred in all of it.
      // The tab bar is the content's safe area's bottom inset.
      var inner = LayoutContext.root(content.size)
      inner.safeRegion = SafeRegion.inside(
        frame, inset: EdgeInsets(bottom: barHeight), around: nil)
      let layout = ContentLayout(items: [tab], context: inner)
      let fitted = layout.sizeThatFits(ProposedViewSize(content.size))
      let origin = CGPoint(
        x: (content.minX + (content.width - fitted.width) / 2).rounded(),
        y: (content.minY + (content.height - fitted.height) / 2).rounded())
      layout.place(
        in: CGRect(origin: origin, size: fitted), proposal: ProposedViewSize(content.size))
    }
    let barRect = CGRect(x: frame.minX, y: content.maxY, width: frame.width, height: barHeight)
    ContentLayout(
      items: bar.map { LayoutItem(node: $0, attributes: $0.ownAttributes) },
      context: .root(barRect.size)
    )
    .place(in: barRect, proposal: ProposedViewSize(barRect.size))
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let (tab, bar) = shown(node)
    tab?.node.draw(into: &list, opacity: opacity)
    for b in bar { b.draw(into: &list, opacity: opacity) }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    let (tab, bar) = shown(node)
    return bar.reversed() + (tab.map { [$0.node] } ?? [])
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    let (tab, bar) = shown(node)
    d.children = (tab.map { [$0.node] } ?? []).map { $0.dump() } + bar.map { $0.dump() }
  }
}
