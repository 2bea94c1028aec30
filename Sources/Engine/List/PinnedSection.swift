import Foundation

/// A section whose header sticks to the top of the scroll view it is in while the section
/// scrolls under it, and is pushed up by the next section's header (a plain `List`'s
/// headers, and a `LazyVStack(pinnedViews: [.sectionHeaders])`'s); and whose footer, if it
/// pins, sticks to the bottom (`pinnedViews: [.sectionFooters]`).
///
/// The header sits above the content and the footer below it, `spacing` apart, as in a
/// `VStack`. Placed inside scroll content, the header's top is the visible part's top
/// (below a bar the scroll view reaches under: `ViewGraph.pinRect`), held within the section: never above the section's top, never lower than its bottom
/// less the header's height. The next section begins where this one ends, so its header
/// pushes this one out. A pinned footer's bottom is the visible part's bottom, held
/// between the end of the section's header and the section's bottom.
struct PinnedSection<Header: View, Content: View>: View, PrimitiveView {
  let header: Header
  let content: Content
  let spacing: CGFloat
  /// Where across the column each subview narrower than it sits (0 leading, 1 trailing).
  var alignment: CGFloat = 0
  /// A footer of its own, below the content (else any footer is part of the content).
  var footer: AnyView?
  var pinsHeader = true
  var pinsFooter = false

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "PinnedSection"
    node.kind = PinnedSectionKind(
      spacing: spacing, alignment: alignment, pinsHeader: pinsHeader, pinsFooter: pinsFooter)
    node.reconcile(context) {
      $0.add(header, slot: 0)
      $0.add(content, slot: 1)
      if let footer { $0.add(footer, slot: 2) }
    }
  }
}

/// A pinned section's node: the header's leaves (slot 0) stacked above the content's
/// (slot 1) and the footer's (slot 2), the header and footer placed where they stick and
/// drawn over the content.
struct PinnedSectionKind: NodeKind {
  let spacing: CGFloat
  let alignment: CGFloat
  var pinsHeader = true
  var pinsFooter = false

  var scrolls: Bool { true }

  /// The header's subviews, the content's and the footer's, each in its own stack.
  @MainActor
  private func parts(_ node: ViewNode) -> (
    header: [LayoutItem], content: [LayoutItem], footer: [LayoutItem]
  ) {
    guard node.children.count >= 2 else { return ([], node.items(), []) }
    let footer = node.children.count > 2 ? node.items(of: 2..<3) : []
    return (node.items(of: 0..<1), node.items(of: 1..<2), footer)
  }

  /// The column's width and the height of each part's subviews stacked `spacing` apart.
  @MainActor
  private func measure(
    _ items: [LayoutItem], _ p: ProposedViewSize, _ context: LayoutContext
  ) -> (sizes: [CGSize], height: CGFloat) {
    let q = ProposedViewSize(width: p.width, height: nil)
    let sizes = items.map { $0.node.sizeThatFits(q, in: context) }
    let height =
      sizes.reduce(0) { $0 + $1.height } + CGFloat(max(sizes.count - 1, 0)) * spacing
    return (sizes, height)
  }

  func size(of node: ViewNode, for p: ProposedViewSize, in context: LayoutContext) -> CGSize {
    let inner = context.child(axis: .vertical)
    let (header, content, footer) = parts(node)
    let stacks = [header, content, footer].map { measure($0, p, inner) }
    let filled = stacks.filter { !$0.sizes.isEmpty }
    let height =
      filled.reduce(0) { $0 + $1.height } + CGFloat(max(filled.count - 1, 0)) * spacing
    let width = stacks.flatMap(\.sizes).map(\.width).max() ?? 0
    return CGSize(width: p.width ?? width, height: height)
  }

  /// Where the header's top goes: the visible part's top, held between the section's top
  /// and its bottom less the header's height.
  static func headerTop(section: CGRect, headerHeight: CGFloat, visibleTop: CGFloat?) -> CGFloat {
    guard let visibleTop else { return section.minY }
    return max(section.minY, min(visibleTop, section.maxY - headerHeight))
  }

  /// Where a pinned footer's top goes: the visible part's bottom less the footer's height,
  /// held between `lowest` (the end of the header's place) and the section's bottom less
  /// the footer's height.
  static func footerTop(
    section: CGRect, footerHeight: CGFloat, lowest: CGFloat, visibleBottom: CGFloat?
  ) -> CGFloat {
    let natural = section.maxY - footerHeight
    guard let visibleBottom else { return natural }
    return max(lowest, min(visibleBottom - footerHeight, natural))
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal p: ProposedViewSize, context: LayoutContext
  ) {
    let inner = context.child(axis: .vertical)
    let (header, content, footer) = parts(node)
    let h = measure(header, p, inner)
    let c = measure(content, p, inner)
    let f = measure(footer, p, inner)
    let q = ProposedViewSize(width: p.width, height: nil)
    func stack(_ items: [LayoutItem], _ sizes: [CGSize], from top: CGFloat) {
      var y = top
      for (item, size) in zip(items, sizes) {
        let x = frame.minX + (frame.width - size.width) * alignment
        item.node.place(
          in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: q,
          attributes: item.attributes, context: inner)
        y += size.height + spacing
      }
    }
    let gap = h.sizes.isEmpty || c.sizes.isEmpty ? 0 : spacing
    stack(content, c.sizes, from: frame.minY + h.height + gap)
    let visible = node.graph.pinRect
    if !f.sizes.isEmpty {
      let below = frame.maxY - f.height
      let top =
        pinsFooter
        ? Self.footerTop(
          section: frame, footerHeight: f.height, lowest: frame.minY + h.height,
          visibleBottom: visible?.maxY) : below
      stack(footer, f.sizes, from: top)
    }
    let top =
      pinsHeader
      ? Self.headerTop(section: frame, headerHeight: h.height, visibleTop: visible?.minY)
      : frame.minY
    stack(header, h.sizes, from: top)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    // The content first: the header and footer are drawn over the rows scrolling under
    // them.
    let (header, content, footer) = parts(node)
    for item in content + footer + header { item.node.draw(into: &list, opacity: opacity) }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    let (header, content, footer) = parts(node)
    return (content + footer + header).map(\.node).reversed()
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    let (header, content, footer) = parts(node)
    d.children = (header + content + footer).map { $0.node.dump() }
  }
}
