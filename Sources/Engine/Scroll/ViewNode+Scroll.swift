import Foundation

extension ViewNode {
  /// The scroll view's content proposal: unlimited along the axis, the proposal less the
  /// insets across it.
  func scrollContentProposal(_ state: ScrollState, _ p: ProposedViewSize) -> ProposedViewSize {
    let e = state.insets
    if state.axis == .horizontal {
      return ProposedViewSize(width: nil, height: p.height.map { max($0 - e.vertical, 0) })
    }
    return ProposedViewSize(width: p.width.map { max($0 - e.horizontal, 0) }, height: nil)
  }

  /// What `containerRelativeFrame` inside measures against: the proposal less the insets.
  func prepareContainer(_ state: ScrollState, _ p: ProposedViewSize) {
    let e = state.insets
    let full = p.replacingUnspecifiedDimensions(by: graph.layoutSize)
    state.containerSize = CGSize(
      width: max(full.width - e.horizontal, 0), height: max(full.height - e.vertical, 0))
  }

  func scrollSize(_ state: ScrollState, _ p: ProposedViewSize) -> CGSize {
    prepareContainer(state, p)
    let content = ContentLayout(items: items(), graph: graph)
    graph.containers.append(state.containerSize)
    let c = content.sizeThatFits(scrollContentProposal(state, p))
    graph.containers.removeLast()
    let e = state.insets
    let natural = CGSize(width: c.width + e.horizontal, height: c.height + e.vertical)
    if state.axis == .horizontal {
      return CGSize(width: p.width ?? natural.width, height: natural.height)
    }
    return CGSize(width: natural.width, height: p.height ?? natural.height)
  }

  func placeScroll(_ state: ScrollState, in frame: CGRect, proposal p: ProposedViewSize) {
    prepareContainer(state, p)
    graph.containers.append(state.containerSize)
    defer { graph.containers.removeLast() }
    let e = state.insets
    let q = scrollContentProposal(state, p)
    let content = ContentLayout(items: items(), graph: graph)
    // Finite as every frame is (a custom `Layout` may answer infinity to an open proposal).
    let c = CGRect(origin: .zero, size: content.sizeThatFits(q)).finite.size
    state.viewportLength = state.axis == .horizontal ? frame.width : frame.height
    state.contentLength = state.axis == .horizontal ? c.width : c.height
    func placeContent() -> CGPoint {
      let offset = graph.snap(state.offset)
      let origin =
        state.axis == .horizontal
        ? CGPoint(x: frame.minX + e.leading - offset, y: frame.minY + e.top)
        : CGPoint(x: frame.minX + e.leading, y: frame.minY + e.top - offset)
      let saved = (graph.visibleRect, graph.contentOrigin)
      graph.visibleRect = frame.intersection(saved.0 ?? frame)
      graph.contentOrigin = origin
      content.place(in: CGRect(origin: origin, size: c), proposal: q)
      (graph.visibleRect, graph.contentOrigin) = saved
      return origin
    }
    let placedOffset = state.offset
    state.targets = scrollTargets(state.axis, origin: placeContent())
    state.layoutDidChange(now: graph.now)
    // A position applied now (a jump, a resize) moves the content in this same pass.
    if state.offset != placedOffset { _ = placeContent() }
  }

  /// The subviews of the stack marked `scrollTargetLayout()` inside (every element of a
  /// lazy stack, built or not), positioned from the content's origin.
  func scrollTargets(_ axis: Axis, origin: CGPoint) -> ScrollTargets {
    func along(_ r: CGRect) -> (CGFloat, CGFloat) {
      axis == .horizontal ? (r.minX - origin.x, r.width) : (r.minY - origin.y, r.height)
    }
    var queue = items().map(\.node)
    while !queue.isEmpty {
      let node = queue.removeFirst()
      if node.attributes.isScrollTargetLayout {
        if case .lazyStack(let lazy) = node.kind {
          return lazy.targets(base: along(node.frame).0)
        }
        let nodes = node.items().map(\.node)
        guard let head = nodes.first else { return .none }
        let (first, length) = along(head.frame)
        let stride = nodes.count > 1 ? along(nodes[1].frame).0 - first : length
        let ids = nodes.map { $0.attributes.id ?? $0.key.id }
        return ScrollTargets(
          count: nodes.count, first: first, stride: stride, length: length, id: { ids[$0] })
      }
      if case .scroll = node.kind { continue }
      queue += node.items().map(\.node)
    }
    return .none
  }
}

extension ViewGraph {
  /// A length rounded to a whole device pixel, so scrolled content is never blurred.
  func snap(_ value: CGFloat) -> CGFloat {
    let s = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
    return (value * s).rounded() / s
  }
}
