import Foundation

/// Sets a styled text's characters into lines: `StyledTextContent`'s line breaking, over
/// character indices whose widths add up run by run.
@MainActor
struct StyledTextSetter {
  /// Every run's characters, one after the other, and the run each belongs to.
  let chars: [Character]
  let runOf: [Int]
  let fonts: [FontSpec]
  /// Extra points after each character of a run (kerning and tracking).
  let spacing: [CGFloat]
  let text: any TextMeasuring

  /// Characters `start..<end` of a line, and whether "…" follows them.
  struct Span {
    var start: Int
    var end: Int
    var ellipsis = false
  }

  init(runs: [TextRun], environment: EnvironmentValues, text: any TextMeasuring) {
    var chars: [Character] = []
    var runOf: [Int] = []
    for (i, run) in runs.enumerated() {
      chars += Array(run.string)
      runOf += Array(repeating: i, count: run.string.count)
    }
    self.chars = chars
    self.runOf = runOf
    fonts = runs.map { $0.style.fontSpec(for: $0.string, in: environment) }
    spacing = runs.map { $0.style.spacing(in: environment) }
    self.text = text
  }

  /// `start..<end` cut where the run changes: (start, end, run) each.
  func segments(_ start: Int, _ end: Int) -> [(Int, Int, Int)] {
    var out: [(Int, Int, Int)] = []
    var a = start
    while a < end {
      var b = a + 1
      while b < end && runOf[b] == runOf[a] { b += 1 }
      out.append((a, b, runOf[a]))
      a = b
    }
    return out
  }

  /// The width of characters `a..<b` of one run: measured whole, or character by
  /// character with the run's spacing after each.
  func width(_ a: Int, _ b: Int, run: Int) -> CGFloat {
    guard a < b else { return 0 }
    guard spacing[run] != 0 else {
      return text.size(of: String(chars[a..<b]), font: fonts[run]).width
    }
    return chars[a..<b].reduce(0) {
      $0 + text.size(of: String($1), font: fonts[run]).width + spacing[run]
    }
  }

  func width(_ span: Span) -> CGFloat {
    let body = segments(span.start, span.end).reduce(0) { $0 + width($1.0, $1.1, run: $1.2) }
    return body + (span.ellipsis ? ellipsisWidth(span) : 0)
  }

  /// The run "…" is set in at the end of `span`: that of its last character.
  func ellipsisRun(_ span: Span) -> Int {
    runOf.isEmpty ? 0 : runOf[min(max(span.end - 1, span.start), runOf.count - 1)]
  }

  func ellipsisWidth(_ span: Span) -> CGFloat {
    text.size(of: TextContent.ellipsis, font: fonts[ellipsisRun(span)]).width
  }

  /// The lines: paragraphs at "\n", each wrapped to `limit`, at most `maxLines` in all.
  func lines(limit: CGFloat, maxLines: Int) -> StyledTextContent.Lines {
    var spans: [Span] = []
    var cut = false
    var start = 0
    while start <= chars.count {
      let end = chars[start...].firstIndex(of: "\n") ?? chars.count
      let more = end < chars.count
      let (set, wasCut) = wrap(
        start, end, limit: limit, maxLines: maxLines - spans.count, more: more)
      spans += set
      if wasCut {
        cut = true
        break
      }
      start = end + 1
    }
    if spans.isEmpty { spans = [Span(start: 0, end: 0)] }
    return StyledTextContent.Lines(lines: spans.map(line), cut: cut)
  }

  /// Greedy breaking of one paragraph, as `TextContent.wrap` does for one run.
  func wrap(_ start: Int, _ end: Int, limit: CGFloat, maxLines: Int, more: Bool)
    -> ([Span], Bool)
  {
    guard maxLines > 0 else { return ([], true) }
    let whole = Span(start: start, end: end)
    if limit == .infinity || width(whole) <= limit {
      if maxLines == 1 && more { return ([truncate(start, end, limit: limit)], true) }
      return ([whole], false)
    }
    var lines: [Span] = []
    var s = start
    while s < end {
      if lines.count == maxLines - 1 {
        if !more && width(Span(start: s, end: end)) <= limit {
          return (lines + [Span(start: s, end: end)], false)
        }
        return (lines + [truncate(s, end, limit: limit)], true)
      }
      var e = s + TextContent.longestFit(end - s) { width(Span(start: s, end: s + $0)) <= limit }
      if e < end, let b = (s + 1...e).last(where: { TextContent.isBreak(chars, $0) }) { e = b }
      lines.append(Span(start: s, end: trimmed(s, e)))
      s = e
      while s < end && chars[s] == " " { s += 1 }
    }
    return (lines.isEmpty ? [Span(start: start, end: start)] : lines, false)
  }

  /// `end` moved back over trailing spaces.
  func trimmed(_ start: Int, _ end: Int) -> Int {
    var e = end
    while e > start && chars[e - 1].isWhitespace { e -= 1 }
    return e
  }

  /// Characters from `start` shortened until they fit with "…" after them.
  func truncate(_ start: Int, _ end: Int, limit: CGFloat) -> Span {
    func candidate(_ k: Int) -> Span {
      Span(start: start, end: trimmed(start, start + k), ellipsis: true)
    }
    guard end > start, width(candidate(1)) <= limit else {
      return Span(start: start, end: start, ellipsis: true)
    }
    return candidate(TextContent.longestFit(end - start) { width(candidate($0)) <= limit })
  }

  /// A span as pieces, one per run (one per character where a run has extra spacing).
  func line(_ span: Span) -> StyledTextContent.Line {
    var pieces: [StyledTextContent.Piece] = []
    var x: CGFloat = 0
    func add(_ string: String, run: Int, width w: CGFloat) {
      pieces.append(.init(text: string, run: run, font: fonts[run], x: x, width: w))
      x += w
    }
    for (a, b, run) in segments(span.start, span.end) {
      if spacing[run] == 0 {
        add(String(chars[a..<b]), run: run, width: width(a, b, run: run))
      } else {
        for i in a..<b { add(String(chars[i]), run: run, width: width(i, i + 1, run: run)) }
      }
    }
    if span.ellipsis {
      add(TextContent.ellipsis, run: ellipsisRun(span), width: ellipsisWidth(span))
    }
    var height: CGFloat = 0
    var ascent: CGFloat = 0
    var below: CGFloat = 0
    let measured =
      pieces.isEmpty ? [(" ", fonts[ellipsisRun(span)])] : pieces.map { ($0.text, $0.font) }
    for (string, font) in measured {
      let h = text.size(of: string, font: font).height
      let a = text.ascent(of: string, font: font)
      ascent = max(ascent, a)
      below = max(below, h - a)
      height = max(height, h)
    }
    return StyledTextContent.Line(
      pieces: pieces, width: x, height: max(height, ascent + below), ascent: ascent)
  }
}
