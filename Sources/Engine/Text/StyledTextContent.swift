import Foundation

/// A `Text` of several runs (joined with `+`, from Markdown) or with decorations or extra
/// spacing: how it sets into lines of pieces, each piece one run's stretch of a line.
///
/// It wraps as a one-run `Text` does (`TextContent`): paragraphs at "\n", greedy lines
/// broken at spaces, then between grapheme clusters, up to `lineLimit` lines or as many as
/// the proposed height holds, the last ending in "…" (in its run's style) when text is
/// left over. A line is as tall as its tallest piece, and its pieces share the baseline of
/// the one that reaches highest.
struct StyledTextContent: Equatable {
  /// The runs, their strings cleaned as a one-run text's are.
  let runs: [TextRun]

  init(runs: [TextRun]) {
    var left = TextContent.maxCharacters
    var kept: [TextRun] = []
    for var run in runs where left > 0 {
      run.string = TextContent.cleaned(run.string)
      let count = run.string.count
      if count > left { run.string = String(run.string.prefix(left)) + TextContent.ellipsis }
      left -= count
      kept.append(run)
    }
    self.runs = kept.isEmpty ? [TextRun(string: "")] : kept
  }

  /// A run's stretch of one line, `x` points from the line's left end.
  struct Piece: Equatable {
    var text: String
    var run: Int
    var font: FontSpec
    var x: CGFloat
    var width: CGFloat
  }

  struct Line: Equatable {
    var pieces: [Piece]
    var width: CGFloat
    var height: CGFloat
    /// From the line's top to its baseline.
    var ascent: CGFloat
    /// The line's text, every piece's.
    var text: String { pieces.map(\.text).joined() }
  }

  struct Lines: Equatable {
    var lines: [Line]
    /// Whether text was left out (the last line ends in "…").
    var cut = false
    var size: CGSize {
      CGSize(
        width: lines.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.height })
    }
  }

  @MainActor
  func layout(for p: ProposedViewSize, environment: EnvironmentValues, text: any TextMeasuring)
    -> Lines
  {
    let setter = StyledTextSetter(runs: runs, environment: environment, text: text)
    let limit = p.width.map { $0.isFinite ? max($0, 0) + 0.0001 : CGFloat.infinity } ?? .infinity
    let maxLines = max(environment.lineLimit ?? Int.max, 1)
    var lines = setter.lines(limit: limit, maxLines: maxLines)
    // The proposed height holds fewer lines: set again with that many (at least one).
    if let h = p.height, h.isFinite, lines.size.height > h + 0.001, lines.lines.count > 1 {
      var fit = 0
      var total: CGFloat = 0
      for line in lines.lines {
        total += line.height
        if total > h + 0.001 { break }
        fit += 1
      }
      lines = setter.lines(limit: limit, maxLines: max(fit, 1))
    }
    return lines
  }
}
