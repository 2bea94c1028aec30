import Foundation

/// How content fills a space of another shape (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// All of the content shows: as large as fits in both dimensions.
  case fit
  /// The content covers the space: as small as covers both dimensions.
  case fill
}

/// `aspectRatio(_:contentMode:)`: offers the content the largest (fit) or smallest
/// (fill) size of the ratio the proposal allows, and is the content's size (SwiftUI's
/// `_AspectRatioLayout`).
///
/// A nil ratio is the content's own, from its ideal size. A proposal with no dimension
/// passes through; with one dimension unspecified, fitting is bound by the other alone
/// and filling is unbounded, as the scale for a missing dimension is infinite. The content
/// is centred in the node's frame.
struct AspectRatioLayout: LayoutModifier {
  static var name: String { "aspectRatio" }
  let ratio: CGFloat?
  let contentMode: ContentMode

  @MainActor
  private func offer(_ node: ViewNode, _ p: ProposedViewSize, _ context: LayoutContext)
    -> ProposedViewSize
  {
    guard p.width != nil || p.height != nil else { return p }
    var shape: CGSize
    if let ratio, ratio.isFinite, ratio > 0 {
      shape = CGSize(width: ratio, height: 1)
    } else {
      shape = content(node, context).sizeThatFits(.unspecified)
    }
    if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
    func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
      guard let target, length != 0 || target != 0 else { return .infinity }
      return target / length
    }
    let sx = scale(p.width, shape.width)
    let sy = scale(p.height, shape.height)
    let s = contentMode == .fit ? min(sx, sy) : max(sx, sy)
    func side(_ length: CGFloat) -> CGFloat {
      let v = length * s
      return v.isNaN ? 0 : v
    }
    return ProposedViewSize(width: side(shape.width), height: side(shape.height))
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let inner = context.child()
    return content(node, inner).sizeThatFits(offer(node, proposal, inner))
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    placeAligned(
      node, .center, in: frame, proposal: offer(node, proposal, context.child()),
      context: context)
  }
}

extension View {
  /// Constrains the view to `aspectRatio` (width over height; nil keeps the view's own),
  /// fitting in or filling what it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    layoutModifier(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// Scales the view to fit what it is offered, keeping its aspect ratio.
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales the view to fill what it is offered, keeping its aspect ratio.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}
