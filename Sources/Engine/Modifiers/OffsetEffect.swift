import Foundation

/// `offset`: the content's size; the content is placed shifted by the offset (SwiftUI's
/// `_OffsetEffect`).
struct OffsetEffect: LayoutModifier {
  static var name: String { "offset" }
  let offset: CGSize

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    content(node, context.child()).place(
      in: frame.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal)
  }
}

extension View {
  /// Shifts the drawing (not the layout) by `offset`.
  public func offset(_ offset: CGSize) -> some View {
    layoutModifier(OffsetEffect(offset: offset))
  }

  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}
