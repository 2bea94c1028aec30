import Foundation

/// A modifier with a frame of its own around its content: padding, frames, backgrounds,
/// overlays, offsets, opacity, clipping (SwiftUI's `_PaddingLayout`, `_FrameLayout` …).
///
/// Each is a node kind in its own file. The content is the node's child 0; a background's
/// or an overlay's view is child 1. By default a modifier is its content's size, places
/// the content in its own frame, draws it, and prefers its spacing.
@MainActor
protocol LayoutModifier: NodeKind {
  /// The name the dump shows.
  static var name: String { get }
}

extension LayoutModifier {
  /// The content, told `context` (a subview's context: no stack axis, no safe area).
  func content(_ node: ViewNode, _ context: LayoutContext) -> ContentLayout {
    ContentLayout(items: node.items(of: 0..<min(1, node.children.count)), context: context)
  }

  /// The background's or overlay's view.
  func extra(_ node: ViewNode, _ context: LayoutContext) -> ContentLayout {
    ContentLayout(
      items: node.children.count > 1 ? node.items(of: 1..<2) : [], context: context)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    content(node, context.child()).sizeThatFits(proposal)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    content(node, context.child()).place(in: frame, proposal: proposal)
  }

  /// Places the content at its size for `proposal`, aligned in `frame`.
  func placeAligned(
    _ node: ViewNode, _ alignment: Alignment, in frame: CGRect, proposal: ProposedViewSize,
    context: LayoutContext
  ) {
    let content = content(node, context.child())
    let size = content.sizeThatFits(proposal)
    let aligned = CGRect(origin: alignment.origin(of: size, in: frame), size: size)
    content.place(
      in: aligned.laidOut(node.environment.layoutDirection, in: frame), proposal: proposal)
  }

  /// Places the content in `frame`, and the extra view (a background's or overlay's)
  /// offered the frame's size and aligned in it.
  func placeWithExtra(
    _ node: ViewNode, _ alignment: Alignment, in frame: CGRect, proposal: ProposedViewSize,
    context: LayoutContext
  ) {
    content(node, context.child()).place(in: frame, proposal: proposal)
    let extra = extra(node, context.child())
    let q = ProposedViewSize(frame.size)
    let size = extra.sizeThatFits(q)
    let aligned = CGRect(origin: alignment.origin(of: size, in: frame), size: size)
    extra.place(in: aligned.laidOut(node.environment.layoutDirection, in: frame), proposal: q)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    node.drawChildren(0..<1, into: &list, opacity: opacity)
  }

  /// What lies in front is hit first: the extra view (an overlay), then the content.
  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.childLeaves(1..<2).reversed() + node.childLeaves(0..<1).reversed()
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }

  func spacing(of node: ViewNode, in context: LayoutContext) -> ViewSpacing {
    content(node, context.child()).spacing
  }
}

extension ViewNode {
  /// The leaves of the children in `range` (those that exist).
  func childLeaves(_ range: Range<Int>) -> [ViewNode] {
    let r = range.clamped(to: children.indices)
    return r.isEmpty ? [] : items(of: r).map(\.node)
  }

  /// Draws the leaves of the children in `range`, in `childLeaves`'s order, without making
  /// that list: every modifier draws so on every frame.
  func drawChildren(_ range: Range<Int>, into list: inout DisplayList, opacity: Double) {
    for child in children[range.clamped(to: children.indices)] {
      child.drawAsLeaves(into: &list, opacity: opacity)
    }
  }

  /// Draws this node, or, when it is transparent (a group, a `ForEach`), its leaves.
  private func drawAsLeaves(into list: inout DisplayList, opacity: Double) {
    guard isTransparent else { return draw(into: &list, opacity: opacity) }
    for child in children { child.drawAsLeaves(into: &list, opacity: opacity) }
  }
}

/// The primitive behind each layout modifier: its content, maybe a background's or
/// overlay's view, and the modifier, which becomes the node's kind.
struct ModifiedLayout<Content: View, Extra: View, Modifier: LayoutModifier>: View, PrimitiveView {
  let content: Content
  let extra: Extra?
  let modifier: Modifier

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = Modifier.name
    node.kind = modifier
    node.reconcile(context) { children in
      children.add(content, slot: 0)
      if let extra { children.add(extra, slot: 1) }
    }
  }
}

extension View {
  /// The view with `modifier` around it.
  func layoutModifier<M: LayoutModifier>(_ modifier: M) -> ModifiedLayout<Self, EmptyView, M> {
    ModifiedLayout(content: self, extra: nil, modifier: modifier)
  }
}
