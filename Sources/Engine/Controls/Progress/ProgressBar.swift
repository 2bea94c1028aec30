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
    let width = proposal.width.map { $0.isFinite ? max($0, 0) : SliderLook.idealWidth }
    return CGSize(width: width ?? SliderLook.idealWidth, height: ProgressLook.bar)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    guard frame.width > 0 else { return }
    let r = ProgressLook.bar / 2
    list.append(.fill(frame, cornerRadius: r, color: ControlColors.systemFill.opacity(opacity)))
    let done = CGRect(
      x: frame.minX, y: frame.minY, width: frame.width * CGFloat(fraction),
      height: frame.height)
    if done.width > 0 {
      list.append(.fill(done, cornerRadius: r, color: tint.opacity(opacity)))
    }
  }
}
