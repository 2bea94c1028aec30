import Foundation

/// `frame(width:height:alignment:)`: the given width and height, each the content's where
/// nil; the content is offered them and aligned inside (SwiftUI's `_FrameLayout`).
struct FrameLayout: LayoutModifier {
  static var name: String { "frame" }
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    if let width, let height { return CGSize(width: width, height: height) }
    let c = content(node, context.child()).sizeThatFits(contentProposal(proposal))
    return CGSize(width: width ?? c.width, height: height ?? c.height)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    placeAligned(
      node, alignment, in: frame, proposal: contentProposal(proposal), context: context)
  }
}

extension View {
  /// A frame of a fixed width and/or height, the view aligned inside it.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    layoutModifier(
      FrameLayout(
        width: Self.frameDimension(width), height: Self.frameDimension(height),
        alignment: alignment))
  }

  /// A fixed frame's dimension: negative counts as 0; infinity or NaN is no dimension at all
  /// (SwiftUI logs "Invalid frame dimension" and leaves it out).
  static func frameDimension(_ x: CGFloat?) -> CGFloat? {
    x.flatMap { $0.isFinite ? max($0, 0) : nil }
  }
}
