import Foundation

/// A linear progress bar: the width it is offered, 4 pt tall; the track in `systemFill`,
/// the first `fraction` of it in the tint.
struct ProgressBar: View, PrimitiveView {
  let fraction: Double
  let tint: Color

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = ProgressBarKind(fraction: fraction, tint: tint.resolved(in: context.environment))
    node.dumpName = "ProgressBar"
    node.reconcile(context) { _ in }
  }
}

struct ProgressBarKind: NodeKind {
  let fraction: Double
  let tint: Color

  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    TintedTrack.size(for: proposal, height: ProgressLook.bar)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    guard frame.width > 0 else { return }
    TintedTrack.draw(
      frame, radius: ProgressLook.bar / 2, filled: frame.width * CGFloat(fraction),
      tint: tint, opacity: opacity, into: &list)
  }
}
