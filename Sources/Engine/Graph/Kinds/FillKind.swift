import Foundation

/// A colour or a shape: takes what it is offered (10 points where unspecified, as in
/// SwiftUI) and fills it.
struct FillKind: NodeKind {
  var fill: ShapeFill

  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let rect = fill.corner.drawnRect(in: node.presentedFrame)
    guard fill.color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    list.append(
      .fill(
        rect, cornerRadius: fill.corner.radius(in: rect.size), color: fill.color.opacity(opacity)))
  }
}
