import Foundation

/// `Text`: sized by setting its string into lines for the proposal; draws each line.
final class TextKind: NodeKind {
  let content: TextContent
  /// The colour it is drawn in, resolved in the environment it was built in (a text whose
  /// environment changes is built again).
  let color: Color
  /// The lines for the proposal the node was last placed with, and the text generation
  /// they were set for (placed again with the same proposal, they are the same).
  private(set) var lines: TextContent.Lines?
  private var linesProposal = ProposedViewSize.unspecified
  private var linesGeneration = -1
  /// The lines last set for this node, the proposal and the text generation they were set
  /// for (Graph/TextLayoutCache.swift shares them between nodes; this keeps the node's
  /// own, so that placing after measuring sets nothing again however many distinct texts
  /// the graph's cache saw meanwhile).
  private var lastSet: (proposal: ProposedViewSize, generation: Int, lines: TextContent.Lines)?

  var drawsContent: Bool { true }

  init(_ content: TextContent, color: Color) {
    self.content = content
    self.color = color
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    set(node, for: proposal).size
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let generation = node.graph.generation
    if lines != nil, linesProposal == proposal, linesGeneration == generation { return }
    lines = set(node, for: proposal)
    linesProposal = proposal
    linesGeneration = generation
  }

  /// The text set into lines for `proposal`.
  ///
  /// Text that set into one whole line (nothing cut) sets into that same line for any
  /// other height, and for any width that holds the line: a proposed height only limits
  /// how many lines there are, and never below one, and a line that fits is not wrapped
  /// (`TextContent.wrap`). So a stack's measuring at zero, infinity and its offer along its
  /// axis, and placing at its offer, set a one-line text at most twice (at zero, where it
  /// wraps, and once for the rest). While the text may shrink to fit
  /// (`minimumScaleFactor`) the proposal decides the type size, except where the line set
  /// at full size fits it: so only a line set for an unbounded proposal, at full size
  /// whatever the factor, is kept for a proposal that holds it (a tile's ideal size, then
  /// its slot).
  private func set(_ node: ViewNode, for proposal: ProposedViewSize) -> TextContent.Lines {
    let generation = node.graph.generation
    if let last = lastSet, last.generation == generation {
      if last.proposal == proposal { return last.lines }
      if last.lines.lines.count == 1, !last.lines.cut {
        if Self.isUnbounded(last.proposal.width), Self.isUnbounded(last.proposal.height),
          Self.holds(proposal.width, last.lines.widths.first ?? 0),
          Self.holds(proposal.height, last.lines.lineHeight)
        {
          return last.lines
        }
        if node.environment.minimumScaleFactor >= 1,
          last.proposal.width == proposal.width
            || Self.holds(proposal.width, last.lines.widths.first ?? 0)
        {
          return last.lines
        }
      }
    }
    let set = node.graph.textLayouts.lines(
      content, for: proposal, environment: node.environment, text: node.graph.text)
    lastSet = (proposal, generation, set)
    return set
  }

  /// Whether a proposed length (nil: unlimited) holds `length` of a line: its width as
  /// `TextContent.lines` measured it, or its height.
  private static func holds(_ proposed: CGFloat?, _ length: CGFloat) -> Bool {
    guard let proposed else { return true }
    return length <= proposed
  }

  /// Whether a proposed length sets no bound (nil or infinity; not minus infinity, which
  /// text with a `minimumScaleFactor` does not fit).
  private static func isUnbounded(_ proposed: CGFloat?) -> Bool {
    proposed.map { $0 == .infinity } ?? true
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    draw(node, into: &list, opacity: opacity, colors: [color])
  }

  /// Draws in `colors[0]` (a colour change animating: Animation/TextColorTrack.swift).
  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double, colors: [Color]) {
    guard let t = lines else { return }
    let frame = node.presentedFrame
    let env = node.environment
    let color = (colors.first ?? self.color).opacity(opacity)
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
