import Foundation

/// `Text`: sized by setting its string into lines for the proposal; draws each line.
final class TextKind: NodeKind {
  let content: TextContent
  /// The lines for the proposal the node was last placed with, and the text generation
  /// they were set for (placed again with the same proposal, they are the same).
  private(set) var lines: TextContent.Lines?
  private var linesProposal = ProposedViewSize.unspecified
  private var linesGeneration = -1

  var drawsContent: Bool { true }

  init(_ content: TextContent) {
    self.content = content
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    node.graph.textLayouts.lines(
      content, for: proposal, environment: node.environment, text: node.graph.text
    ).size
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let generation = node.graph.generation
    if lines != nil, linesProposal == proposal, linesGeneration == generation { return }
    lines = node.graph.textLayouts.lines(
      content, for: proposal, environment: node.environment, text: node.graph.text)
    linesProposal = proposal
    linesGeneration = generation
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    guard let t = lines else { return }
    let frame = node.presentedFrame
    let env = node.environment
    let color = content.style.color(in: env).opacity(opacity)
    let alignment = env.multilineTextAlignment
    // Each line at its measured centre: the rasterised line is centred there, whatever
    // rounding its width took.
    for (i, line) in t.lines.enumerated() where !line.isEmpty {
      let fraction = alignment.fraction(for: line, in: env.layoutDirection)
      let position = CGPoint(
        x: frame.minX + (frame.width - t.widths[i]) * fraction + t.widths[i] / 2,
        y: frame.minY + (CGFloat(i) + 0.5) * t.lineHeight)
      list.append(.text(line, font: t.font, position: position, anchor: .center, color: color))
    }
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.text = content.string
  }
}

extension ViewNode {
  /// A `Text` node's lines from the last layout.
  var textLines: TextContent.Lines? { (kind as? TextKind)?.lines }
}
