import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset's view (child 1) at the
/// modified view's edge, offered the view's length along the edge (its thickness left
/// open) and aligned along it, drawn in front; the modified view is given that thickness
/// and the spacing as safe area on the edge, by `safeAreaPadding`'s rules: a scroll view
/// keeps its frame and insets its content, so it scrolls under the inset's view; other
/// views are laid out beside it, and can reach under it with `ignoresSafeArea`.
struct SafeAreaInsetModifier: LayoutModifier {
  static var name: String { "safeAreaInset" }
  let edge: Edge
  /// Where the inset's view lies along the edge.
  let alignment: Alignment
  /// Between the inset's view and the content; nil: the default distance for the pair, as
  /// a stack spaces two views (8 points between most views).
  let spacing: CGFloat?

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  /// The inset's view's proposal: the length along the edge, the thickness open.
  private func insetProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: p.width, height: nil)
      : ProposedViewSize(width: nil, height: p.height)
  }

  /// The content's safe area on the edge: the inset's view's thickness and the spacing.
  private func safeArea(_ node: ViewNode, inset: CGSize, _ context: LayoutContext)
    -> SafeAreaPaddingModifier
  {
    let thickness = axis == .vertical ? inset.height : inset.width
    return SafeAreaPaddingModifier(
      insets: EdgeInsets(Edge.Set(edge), thickness + (spacing ?? defaultSpacing(node, context))))
  }

  /// The stack's distance between the inset's view and the content, in their order.
  private func defaultSpacing(_ node: ViewNode, _ context: LayoutContext) -> CGFloat {
    let content = content(node, context.child()).spacing
    let inset = extra(node, context.child()).spacing
    switch edge {
    case .top: return inset.distance(to: content, along: .vertical)
    case .bottom: return content.distance(to: inset, along: .vertical)
    case .leading: return inset.distance(to: content, along: .horizontal)
    case .trailing: return content.distance(to: inset, along: .horizontal)
    }
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let inset = extra(node, context.child()).sizeThatFits(insetProposal(proposal))
    let s = safeArea(node, inset: inset, context).size(of: node, for: proposal, in: context)
    // The inset's view lies inside the view's frame.
    return axis == .vertical
      ? CGSize(width: max(s.width, inset.width), height: s.height)
      : CGSize(width: s.width, height: max(s.height, inset.height))
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let q = insetProposal(ProposedViewSize(frame.size))
    let extra = extra(node, context.child())
    let inset = extra.sizeThatFits(q)
    safeArea(node, inset: inset, context).place(
      node, in: frame, proposal: proposal, context: context)
    let strip: CGRect
    switch edge {
    case .top:
      strip = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: inset.height)
    case .bottom:
      strip = CGRect(
        x: frame.minX, y: frame.maxY - inset.height, width: frame.width, height: inset.height)
    case .leading:
      strip = CGRect(x: frame.minX, y: frame.minY, width: inset.width, height: frame.height)
    case .trailing:
      strip = CGRect(
        x: frame.maxX - inset.width, y: frame.minY, width: inset.width, height: frame.height)
    }
    let rect = CGRect(origin: alignment.origin(of: inset, in: strip), size: inset)
    extra.place(in: rect.laidOut(node.environment.layoutDirection, in: frame), proposal: q)
  }

  /// The inset's view is in front of the content.
  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    node.drawChildren(0..<1, into: &list, opacity: opacity)
    node.drawChildren(1..<2, into: &list, opacity: opacity)
  }

  func spacing(of node: ViewNode, in context: LayoutContext) -> ViewSpacing { ViewSpacing() }
}

extension View {
  /// Shows `content` at the view's top or bottom edge, and insets the view's safe area by
  /// its height and `spacing` there: a scroll view scrolls under it, other content is laid
  /// out above or below it.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    ModifiedLayout(
      content: self, extra: content(),
      modifier: SafeAreaInsetModifier(
        edge: edge == .top ? .top : .bottom,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing))
  }

  /// Shows `content` at the view's leading or trailing edge, and insets the view's safe
  /// area by its width and `spacing` there.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    ModifiedLayout(
      content: self, extra: content(),
      modifier: SafeAreaInsetModifier(
        edge: edge == .leading ? .leading : .trailing,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing))
  }
}
