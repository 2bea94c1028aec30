import Foundation

/// `containerRelativeFrame`: along its axes, a length computed from the nearest
/// container's size (a scroll view's less its insets, else the window's), which the
/// content is offered and aligned in.
struct ContainerRelativeFrameLayout: LayoutModifier {
  static var name: String { "frame" }
  var axes: Axis.Set
  var count: Int
  var span: Int
  var spacing: CGFloat
  var alignment: Alignment

  /// SwiftUI's formula: `(size − spacing·(count−1)) / count · span + spacing·(span−1)`.
  func length(_ container: CGFloat) -> CGFloat {
    let n = CGFloat(max(count, 1))
    let k = CGFloat(min(max(span, 1), max(count, 1)))
    return max((container - spacing * (n - 1)) / n * k + spacing * (k - 1), 0)
  }

  func contentProposal(_ p: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
    let container = context.containerSize
    return ProposedViewSize(
      width: axes.contains(.horizontal) ? length(container.width) : p.width,
      height: axes.contains(.vertical) ? length(container.height) : p.height)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let q = contentProposal(proposal, context)
    let c = content(node, context.child()).sizeThatFits(q)
    return CGSize(
      width: axes.contains(.horizontal) ? q.width ?? c.width : c.width,
      height: axes.contains(.vertical) ? q.height ?? c.height : c.height)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    placeAligned(
      node, alignment, in: frame, proposal: contentProposal(proposal, context), context: context)
  }
}

extension View {
  /// A frame sized from the nearest scroll view's (or the window's) size minus its insets:
  /// `count` equal parts of which the view spans `span`, `spacing` apart.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int = 1, span: Int = 1, spacing: CGFloat = 0,
    alignment: Alignment = .center
  ) -> some View {
    layoutModifier(
      ContainerRelativeFrameLayout(
        axes: axes, count: count, span: span, spacing: spacing, alignment: alignment))
  }
}
