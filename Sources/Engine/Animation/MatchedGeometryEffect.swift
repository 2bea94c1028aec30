import Foundation

/// Views matched by `matchedGeometryEffect`: the same id in the same namespace.
struct MatchedGeometryKey: Hashable {
  let id: AnyHashable
  let namespace: Namespace.ID
}

/// Where a matched view was last placed.
struct MatchedGeometryRecord {
  let node: ViewNode
  let frame: CGRect
  let pass: Int
  let isSource: Bool
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` within one window.
///
/// A view that is not the source is placed with the source's geometry (its size proposed
/// to the content, its anchor point at the source's). When the view a group's geometry
/// comes from changes in an animated transaction (one view removed and another inserted,
/// `if`/`else` branches), the inserted view's frames move from the removed view's geometry
/// to their own, and the removed view's, as it fades out, to the inserted one's: each
/// frame in the subtree mapped between the two frames, as a re-layout at the moving size
/// places views that fill their frame.
struct MatchedGeometryKind: LayoutModifier {
  static var name: String { "matchedGeometryEffect" }
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let graph = node.graph
    let record = graph.motion.matchedFrames[key]
    var target = frame
    if !isSource, let source = record, source.isSource, source.node !== node,
      source.node.isAttached
    {
      target = matched(frame, to: source.frame)
    }
    let content = content(node, context.child())
    content.place(
      in: target, proposal: target.size == frame.size ? proposal : ProposedViewSize(target.size))
    guard isSource else { return }
    if let previous = record, previous.node !== node, previous.pass != graph.pass,
      let animation = graph.placementAnimation
    {
      // The geometry passes from a view that is no longer placed to this one.
      graph.animateSubtree(node, from: frame, to: previous.frame, animation: animation)
      if previous.node.isAttached {
        graph.animateSubtree(
          previous.node, from: previous.frame, to: frame, animation: animation, departing: true)
      }
    }
    graph.motion.matchedFrames[key] = MatchedGeometryRecord(
      node: node, frame: frame, pass: graph.pass, isSource: true)
  }

  /// `frame` with the properties this effect matches taken from `source`.
  func matched(_ frame: CGRect, to source: CGRect) -> CGRect {
    var r = frame
    if properties.contains(.size) { r.size = source.size }
    if properties.contains(.position) {
      r.origin = CGPoint(
        x: source.minX + source.width * anchor.x - r.width * anchor.x,
        y: source.minY + source.height * anchor.y - r.height * anchor.y)
    }
    return r
  }
}

extension ViewGraph {
  /// Starts frame animations across `node`'s subtree, between the frames it has and the
  /// same frames mapped from `from` into `to`: laid-out views come from the mapped frames,
  /// departing ones (`departing`) go to them.
  func animateSubtree(
    _ node: ViewNode, from: CGRect, to: CGRect, animation: Animation, departing: Bool = false
  ) {
    let sx = from.width > 0 ? to.width / from.width : 1
    let sy = from.height > 0 ? to.height / from.height : 1
    func map(_ r: CGRect) -> CGRect {
      CGRect(
        x: to.minX + (r.minX - from.minX) * sx, y: to.minY + (r.minY - from.minY) * sy,
        width: r.width * sx, height: r.height * sy)
    }
    func visit(_ n: ViewNode) {
      if n.hasFrame {
        let mapped = map(n.frame)
        let animation =
          departing
          ? FrameAnimation(from: n.presentedFrame, to: mapped, start: now, animation: animation)
          : FrameAnimation(from: mapped, to: n.frame, start: now, animation: animation)
        n.frameAnimation = animation
        if animatingNodes.insert(ObjectIdentifier(n)).inserted { animatingList.append(n) }
      }
      for child in n.children { visit(child) }
    }
    visit(node)
  }
}

extension View {
  /// Matches the view's geometry with the other views of the same `id` in `namespace`: a
  /// view that is not the source takes the source's; when the source changes in an animated
  /// transaction, the frame moves from the old source's geometry to the new one's.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    layoutModifier(
      MatchedGeometryKind(
        key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
        properties: properties, anchor: anchor, isSource: isSource))
  }
}
