import Foundation

/// A `Text` of several runs, or with decorations or extra spacing: sized by setting its
/// runs into lines for the proposal; draws each line as one `styledText` command.
final class StyledTextKind: NodeKind {
  let content: StyledTextContent
  /// Each run's colour, resolved in the environment it was built in.
  let colors: [Color]
  /// The lines for the proposal and text generation the node was last placed with.
  private(set) var lines: StyledTextContent.Lines?
  private var linesProposal = ProposedViewSize.unspecified
  private var linesGeneration = -1

  var drawsContent: Bool { true }

  init(_ content: StyledTextContent, environment: EnvironmentValues) {
    self.content = content
    colors = content.runs.map { $0.style.color(in: environment) }
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    content.layout(for: proposal, environment: node.environment, text: node.graph.text).size
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let generation = node.graph.generation
    if lines != nil, linesProposal == proposal, linesGeneration == generation { return }
    lines = content.layout(for: proposal, environment: node.environment, text: node.graph.text)
    linesProposal = proposal
    linesGeneration = generation
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    draw(node, into: &list, opacity: opacity, colors: colors)
  }

  /// Draws each run in its colour of `colors` (a colour change animating:
  /// Animation/TextColorTrack.swift).
  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double, colors: [Color]) {
    guard let t = lines else { return }
    let frame = node.presentedFrame
    let env = node.environment
    let alignment = env.multilineTextAlignment
    let styles = content.runs.map { $0.style.under(env.textRunStyle) }
    let colors = (colors.count == content.runs.count ? colors : self.colors).map {
      $0.opacity(opacity)
    }
    func decoration(_ d: TextDecoration?, _ run: Int) -> Color? {
      guard let d, d.isActive else { return nil }
      return d.color.map { $0.resolved(in: env).opacity(opacity) } ?? colors[run]
    }
    var top = frame.minY
    for line in t.lines {
      defer { top += line.height }
      guard !line.pieces.isEmpty else { continue }
      let runs = line.pieces.map { p in
        StyledTextLine.Run(
          text: p.text, font: p.font, x: p.x, width: p.width, color: colors[p.run],
          underline: decoration(styles[p.run].underline, p.run),
          strikethrough: decoration(styles[p.run].strikethrough, p.run))
      }
      let fraction = alignment.fraction(for: line.text, in: env.layoutDirection)
      let left = frame.minX + (frame.width - line.width) * fraction
      list.append(
        .styledText(StyledTextLine(baseline: CGPoint(x: left, y: top + line.ascent), runs: runs)))
    }
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.text = content.runs.map(\.string).joined()
  }
}

extension StyledTextKind {
  /// The link under `p` (window points), if a link's run is drawn there.
  func link(at p: CGPoint, in node: ViewNode) -> URL? {
    guard let t = lines else { return nil }
    let frame = node.frame
    let env = node.environment
    let alignment = env.multilineTextAlignment
    var top = frame.minY
    for line in t.lines {
      defer { top += line.height }
      guard p.y >= top, p.y < top + line.height else { continue }
      let fraction = alignment.fraction(for: line.text, in: env.layoutDirection)
      let left = frame.minX + (frame.width - line.width) * fraction
      for piece in line.pieces where p.x >= left + piece.x && p.x < left + piece.x + piece.width {
        return content.runs[piece.run].style.under(env.textRunStyle).link
      }
    }
    return nil
  }
}

extension ViewNode {
  /// Whether the node is a text with links, which a tap opens.
  var hasLinks: Bool {
    (kind as? StyledTextKind)?.content.runs.contains { $0.style.link != nil } == true
  }

  /// What a tap at `p` does on a text's link: opens it with the environment's `openURL`.
  func linkAction(at p: CGPoint) -> (@MainActor () -> Void)? {
    guard let kind = kind as? StyledTextKind, let url = kind.link(at: p, in: self) else {
      return nil
    }
    let open = environment.openURL
    return { open(url) }
  }

  /// A styled `Text` node's lines from the last layout.
  var styledTextLines: StyledTextContent.Lines? { (kind as? StyledTextKind)?.lines }
}
