import Foundation

/// `safeAreaPadding`: around a scroll view (its direct content) the insets are the scroll
/// view's safe area, which insets its content while it keeps its frame; around anything
/// else they pad, and the padding is safe area the content can reach into with
/// `ignoresSafeArea` (Layout/SafeRegion.swift). `safeAreaInset` uses the same, its view's
/// height as the insets.
struct SafeAreaPaddingModifier: LayoutModifier {
  static var name: String { "safeAreaPadding" }
  let insets: EdgeInsets

  /// The padding this is when the content is not a scroll view.
  private var padding: PaddingLayout { PaddingLayout(insets: insets) }

  /// Whether the content is one scroll view, which takes the insets as its safe area.
  private func wrapsScroll(_ node: ViewNode) -> Bool {
    let items = node.children.isEmpty ? [] : node.items(of: 0..<1)
    return items.count == 1 && items[0].node.kind is ScrollKind
  }

  /// The scroll view's context: a subview's, with the safe area.
  private func scrollContext(_ context: LayoutContext) -> LayoutContext {
    var inner = context.child()
    inner.safeArea = insets
    return inner
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    guard wrapsScroll(node) else {
      return padding.size(of: node, for: proposal, in: context)
    }
    return content(node, scrollContext(context)).sizeThatFits(proposal)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    guard wrapsScroll(node) else {
      var padded = context
      padded.safeRegion = SafeRegion.inside(
        frame, inset: insets.physical(node.environment.layoutDirection),
        around: context.safeRegion)
      padding.place(node, in: frame, proposal: proposal, context: padded)
      return
    }
    content(node, scrollContext(context)).place(in: frame, proposal: proposal)
  }

  func spacing(of node: ViewNode, in context: LayoutContext) -> ViewSpacing {
    guard wrapsScroll(node) else { return ViewSpacing() }
    return content(node, scrollContext(context)).spacing
  }
}

extension View {
  /// Insets the view's content by `length` on `edges` as safe area: a scroll view keeps
  /// its frame and insets its content (its targets rest on the inset); other views are
  /// padded.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    layoutModifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
  }

  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }
}
