import Foundation

/// `ScrollView`: clips its content, which it offers an unlimited length along its axis,
/// and places at its scroll offset inside its insets (safe area and content margins).
///
/// Placed where it meets the safe area's edge, its frame reaches over the insets there (a
/// navigation bar's, a tab bar's), and those insets inset its content instead, as
/// SwiftUI's scroll view makes the safe area its content insets: at offset 0 the content
/// starts at the bar's edge, and scrolled it goes under the bar (Layout/SafeRegion.swift).
struct ScrollKind: NodeKind {
  let state: ScrollState

  var scrolls: Bool { true }
  var clipsHits: Bool { true }
  var reachesIntoSafeArea: Bool { true }
  var scrollState: ScrollState? { state }

  /// The content's insets as measured: the safe area a `safeAreaPadding` around the
  /// scroll view hands it, and the content margins. Placed, the safe area's insets it
  /// reached over add to them (they add as much to its proposal).
  private func insets(_ context: LayoutContext) -> EdgeInsets {
    context.safeArea.adding(state.margins)
  }

  /// The content's proposal: unlimited along the axis, the proposal less the insets
  /// across it.
  private func contentProposal(_ p: ProposedViewSize, _ e: EdgeInsets) -> ProposedViewSize {
    if state.axis == .horizontal {
      return ProposedViewSize(width: nil, height: p.height.map { max($0 - e.vertical, 0) })
    }
    return ProposedViewSize(width: p.width.map { max($0 - e.horizontal, 0) }, height: nil)
  }

  /// What the content is told: `containerRelativeFrame` inside measures against the
  /// proposal (the window where unspecified) less the insets.
  @MainActor
  private func contentContext(
    _ node: ViewNode, _ p: ProposedViewSize, _ e: EdgeInsets, _ context: LayoutContext
  ) -> LayoutContext {
    let full = p.replacingUnspecifiedDimensions(by: node.graph.layoutSize)
    return LayoutContext(
      stackAxis: nil,
      containerSize: CGSize(
        width: max(full.width - e.horizontal, 0), height: max(full.height - e.vertical, 0)),
      coordinateSpaces: context.coordinateSpaces)
  }

  func size(of node: ViewNode, for p: ProposedViewSize, in context: LayoutContext) -> CGSize {
    let e = insets(context)
    let content = ContentLayout(items: node.items(), context: contentContext(node, p, e, context))
    let c = content.sizeThatFits(contentProposal(p, e))
    let natural = CGSize(width: c.width + e.horizontal, height: c.height + e.vertical)
    if state.axis == .horizontal {
      return CGSize(width: p.width ?? natural.width, height: natural.height)
    }
    return CGSize(width: natural.width, height: p.height ?? natural.height)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal p: ProposedViewSize, context: LayoutContext
  ) {
    let graph = node.graph
    // The safe area's insets inside the frame: those it reached over.
    state.reached = context.safeRegion?.insets(inside: frame) ?? EdgeInsets()
    let e = insets(context).adding(state.reached)
    state.placedContext = context
    let q = contentProposal(p, e)
    let content = ContentLayout(items: node.items(), context: contentContext(node, p, e, context))
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
      let saved = (graph.visibleRect, graph.contentOrigin, graph.pinRect)
      graph.visibleRect = frame.intersection(saved.0 ?? frame)
      // Pinned headers stick below a bar the scroll view reaches under.
      let pin = frame.inset(by: state.reached)
      graph.pinRect = pin.intersection(saved.2 ?? pin)
      graph.contentOrigin = origin
      content.place(in: CGRect(origin: origin, size: c), proposal: q)
      (graph.visibleRect, graph.contentOrigin, graph.pinRect) = saved
      return origin
    }
    let placedOffset = state.offset
    state.targets = node.scrollTargets(state.axis, origin: placeContent())
    state.layoutDidChange(now: graph.now)
    node.environment.scrollRevealer?.reveal(
      in: node, state: state, viewport: frame, now: graph.now)
    // A position applied now (a jump, a resize) moves the content in this same pass.
    if state.offset != placedOffset { _ = placeContent() }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    let graph = node.graph
    list.append(.pushClip(frame))
    let outer = graph.drawClip
    graph.drawClip = outer.map { $0.intersection(frame) } ?? frame
    for item in node.items() { item.node.draw(into: &list, opacity: opacity) }
    graph.drawClip = outer
    list.append(.popClip)
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items().map(\.node).reversed()
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
    let offset = Double(node.graph.snap(state.offset))
    d.contentOffset = state.axis == .horizontal ? [offset, 0] : [0, offset]
  }
}

extension ViewNode {
  /// A scroll view's lasting state (offset, physics, binding), kept across rebuilds.
  var scrollState: ScrollState? { kind.scrollState }

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
        if let lazy = node.lazyState {
          return lazy.targets(base: along(node.frame).0)
        }
        let nodes = node.items().map(\.node)
        guard let head = nodes.first else { return .none }
        let (first, length) = along(head.frame)
        let stride = nodes.count > 1 ? along(nodes[1].frame).0 - first : length
        let ids = nodes.map { $0.attributes.id ?? $0.key.id }
        let spans = nodes.map { n in
          let (start, length) = along(n.frame)
          return ScrollTargets.Span(start: start, length: length)
        }
        return ScrollTargets(
          count: nodes.count, first: first, stride: stride, length: length, spans: spans,
          id: { ids[$0] })
      }
      if node.kind is ScrollKind { continue }
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
