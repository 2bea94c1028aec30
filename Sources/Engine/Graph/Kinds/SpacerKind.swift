import Foundation

/// `Spacer`: along its stack's axis it takes what it is offered (at least `minLength`);
/// across it, nothing. Outside a stack it takes what it is offered both ways.
struct SpacerKind: NodeKind {
  let minLength: CGFloat?

  var isSpacer: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let minLength = self.minLength ?? ViewSpacing.defaultDistance
    let ideal = CGSize(width: minLength, height: minLength)
    let offered = proposal.replacingUnspecifiedDimensions(by: ideal)
    switch context.stackAxis {
    case .horizontal: return CGSize(width: max(offered.width, minLength), height: 0)
    case .vertical: return CGSize(width: 0, height: max(offered.height, minLength))
    case nil:
      return CGSize(width: max(offered.width, minLength), height: max(offered.height, minLength))
    }
  }
}
