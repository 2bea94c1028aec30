import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the
/// proposal (the ideal where unspecified) kept between the limits, each missing limit
/// taken from the content (SwiftUI's `_FlexFrameLayout`).
struct FlexFrameLayout: LayoutModifier {
  static var name: String { "frame" }
  var minWidth: CGFloat?
  var idealWidth: CGFloat?
  var maxWidth: CGFloat?
  var minHeight: CGFloat?
  var idealHeight: CGFloat?
  var maxHeight: CGFloat?
  var alignment: Alignment

  /// What the content is offered: the proposal (the ideal where unspecified) clamped.
  func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    func clamp(_ v: CGFloat?, _ ideal: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
      guard var x = v ?? ideal else { return nil }
      if let hi { x = min(x, hi) }
      if let lo { x = max(x, lo) }
      return x
    }
    return ProposedViewSize(
      width: clamp(p.width, idealWidth, minWidth, maxWidth),
      height: clamp(p.height, idealHeight, minHeight, maxHeight))
  }

  /// The frame's size: the proposal (or the content's size) kept between the limits, each
  /// missing limit taken from the content.
  func size(_ p: ProposedViewSize, child: CGSize) -> CGSize {
    func resolve(
      _ proposed: CGFloat?, _ ideal: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?, _ c: CGFloat
    ) -> CGFloat {
      if lo == nil && hi == nil { return proposed == nil ? (ideal ?? c) : c }
      let lower = lo ?? min(c, hi ?? c)
      let upper = max(hi ?? c, lower)
      let x = proposed ?? ideal ?? c
      return min(max(x, lower), upper)
    }
    return CGSize(
      width: resolve(p.width, idealWidth, minWidth, maxWidth, child.width),
      height: resolve(p.height, idealHeight, minHeight, maxHeight, child.height))
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    size(
      proposal, child: content(node, context.child()).sizeThatFits(contentProposal(proposal)))
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    placeAligned(
      node, alignment, in: frame, proposal: contentProposal(proposal), context: context)
  }
}

extension View {
  /// A frame whose size follows the proposal within limits.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    layoutModifier(
      FlexFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}
