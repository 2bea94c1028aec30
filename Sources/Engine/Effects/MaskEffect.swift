import Foundation

/// `mask`: the content shown through the alpha of another view, placed in the content's
/// frame like an overlay (offered the frame's size, aligned in it), the layout unchanged
/// (SwiftUI's `_MaskEffect`). The mask view is not drawn and takes no hits; the content is
/// hit-tested at its frame, as SwiftUI does (`contentShape` narrows it).
struct MaskEffect: LayoutModifier {
  static var name: String { "mask" }
  let alignment: Alignment

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    placeWithExtra(node, alignment, in: frame, proposal: proposal, context: context)
  }

  /// The group's first subgroup is the mask's drawing, then the content's.
  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    guard opacity > 0 else { return }
    let frame = node.presentedFrame
    list.append(.pushEffect(DisplayEffect(frame: frame, kind: .mask, opacity: opacity)))
    list.append(.pushEffect(DisplayEffect(frame: frame, kind: .maskSource, opacity: 1)))
    node.drawChildren(1..<2, into: &list, opacity: 1)
    list.append(.popClip)
    node.drawChildren(0..<1, into: &list, opacity: 1)
    list.append(.popClip)
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.childLeaves(0..<1).reversed()
  }
}

extension View {
  /// Shows the view only where `mask` is opaque, with `mask`'s alpha: `mask` is offered the
  /// view's size and aligned in its frame by `alignment`.
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    ModifiedLayout(content: self, extra: mask(), modifier: MaskEffect(alignment: alignment))
  }

  /// Shows the view only where `mask` is opaque (SwiftUI's spelling before iOS 15).
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    ModifiedLayout(content: self, extra: mask, modifier: MaskEffect(alignment: .center))
  }
}
