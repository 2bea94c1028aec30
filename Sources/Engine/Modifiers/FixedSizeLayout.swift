import Foundation

extension View {
  /// The view at its ideal size along the fixed axes, whatever it is offered there
  /// (SwiftUI's `fixedSize`): text does not wrap or shrink to fit a narrower proposal.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    LayoutView(
      layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), content: self,
      name: "fixedSize")
  }
}

/// `fixedSize`: offers its content nothing (its ideal) along the fixed axes.
struct FixedSizeLayout: Layout {
  var horizontal: Bool
  var vertical: Bool

  func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
        proposal: contentProposal(proposal))
    }
  }
}
