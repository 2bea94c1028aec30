import Foundation

/// A multi-line field's geometry and line keys: where each line and gap is drawn, the gap
/// under a point, ↑/↓ keeping the caret's x, Home/End within a line, and scrolling the
/// lines so the caret stays in view.
extension FieldEditor {
  /// Lays `shown` out in the box's width, and keeps the lines for the keys and the pointer.
  func layOutLines(_ shown: [Character], lineHeight: CGFloat) -> TextLines {
    let measure = self.measure
    let width = max(box.width - TextFieldKind.caretWidth, 0)
    let laid = TextLines(shown, width: width) { $0.isEmpty ? 0 : measure($0) }
    lines = laid
    self.lineHeight = lineHeight
    return laid
  }

  /// The lines last laid out, or the text as one line when there are none yet.
  var currentLines: TextLines {
    lines ?? TextLines(shown, width: .infinity) { _ in 0 }
  }

  /// The top of `line`, in window points.
  func lineTop(_ line: Int) -> CGFloat {
    box.minY - verticalScroll + CGFloat(line) * lineHeight
  }

  /// Whether `line` reads right to left: its own paragraph's first strong character
  /// decides (UAX #9's rule P2, paragraph by paragraph, as UITextView's natural alignment
  /// sets each paragraph), and a paragraph without one follows the whole text.
  func isRightToLeft(line: Int, in shown: [Character], lines: TextLines) -> Bool {
    guard lines.paragraphs.indices.contains(line) else { return isRightToLeft }
    // Cluster by cluster, so that only the paragraph's start up to its first letter is read.
    for c in shown[lines.paragraphs[line].clamped(to: 0..<shown.count)] {
      if let rtl = Self.firstStrongIsRightToLeft(String(c)) { return rtl }
    }
    return isRightToLeft
  }

  /// Whether the caret's paragraph reads right to left (single-line: the text's).
  var caretIsRightToLeft: Bool {
    guard isMultiline, let lines else { return isRightToLeft }
    return isRightToLeft(line: caretLine, in: shown, lines: lines)
  }

  /// The x of gap `i` of `shown`, which stands on `line`, in window points: lines start at
  /// their paragraph's leading edge.
  func x(at i: Int, line: Int, in shown: [Character], lines: TextLines) -> CGFloat {
    let r = lines.ranges[line]
    let lineChars = Array(shown[r])
    let j = min(max(i - r.lowerBound, 0), lineChars.count)
    let rtl = isRightToLeft(line: line, in: shown, lines: lines)
    let d: CGFloat
    if let offsets = caretOffsets(lineChars) {
      d = rtl ? (offsets.max() ?? 0) - offsets[j] : offsets[j]
    } else {
      d = j == 0 ? 0 : measure(String(lineChars[0..<j]))
    }
    return rtl ? box.maxX - d : box.minX + d
  }

  /// The caret's line, as it shows (`upstream` keeps a wrap's gap on the line before).
  var caretLine: Int {
    currentLines.line(of: caretIndex + (composition?.cursor ?? 0), upstream: upstream)
  }

  /// The gap on `line` nearest `x` (window points).
  func index(onLine line: Int, nearestX x: CGFloat) -> Int {
    let shown = self.shown
    let lines = currentLines
    let r = lines.ranges[line]
    let last = lines.end(of: line, in: shown)
    return (r.lowerBound...last).min {
      abs(self.x(at: $0, line: line, in: shown, lines: lines) - x)
        < abs(self.x(at: $1, line: line, in: shown, lines: lines) - x)
    } ?? r.lowerBound
  }

  /// The gap under `p`: on the line at its height (the first or last beyond them), the
  /// gap nearest its x. Single-line fields look at x alone.
  func index(at p: CGPoint) -> Int {
    guard isMultiline, lineHeight > 0 else { return index(atX: p.x) }
    let lines = currentLines
    let row = ((p.y - box.minY + verticalScroll) / lineHeight).rounded(.down)
    let line = row.isFinite ? Int(min(max(row, 0), CGFloat(lines.count - 1))) : 0
    let i = index(onLine: line, nearestX: p.x)
    return i
  }

  /// Puts the caret at the gap under `p`, at the end of its line when that is where it
  /// wraps.
  func placeCaret(at p: CGPoint, extend: Bool = false) {
    let i = index(at: p)
    moveCaret(to: i, extend: extend)
    if isMultiline, lineHeight > 0 {
      let lines = currentLines
      let row = ((p.y - box.minY + verticalScroll) / lineHeight).rounded(.down)
      if row.isFinite, Int(max(row, 0)) < lines.count {
        upstream = lines.line(of: i) != Int(max(row, 0))
      }
    }
  }

  /// ↑/↓ (`by` −1 or 1), Home/End, Return: the keys a multi-line field takes its own way.
  /// Returns nil for keys it leaves to the single-line handling.
  func lineKey(_ press: KeyPress, extend: Bool, command: Bool) -> Bool? {
    let lines = currentLines
    let chars = shown
    switch press.key {
    case .upArrow where command, .home where command:
      moveCaret(to: 0, extend: extend)
    case .downArrow where command, .end where command:
      moveCaret(to: characters.count, extend: extend)
    case .upArrow: moveLine(by: -1, extend: extend)
    case .downArrow: moveLine(by: 1, extend: extend)
    case .home:
      moveCaret(to: lines.ranges[caretLine].lowerBound, extend: extend)
    case .end:
      let line = caretLine
      let end = lines.end(of: line, in: chars)
      moveCaret(to: end, extend: extend)
      upstream = lines.wraps[line] && end == lines.ranges[line].upperBound
    case .return:
      type("\n")
    default:
      return nil
    }
    return true
  }

  /// Moves the caret a line up or down, to the gap nearest the x it had when the first of
  /// these moves began; past the first line to the start, past the last to the end (as
  /// AppKit's and UIKit's text views do).
  func moveLine(by step: Int, extend: Bool) {
    let lines = currentLines
    let shown = self.shown
    let line = caretLine
    let goal = goalX ?? x(at: caretIndex, line: line, in: shown, lines: lines)
    let target = line + step
    guard target >= 0 else { return moveCaret(to: 0, extend: extend) }
    guard target < lines.count else { return moveCaret(to: characters.count, extend: extend) }
    let i = index(onLine: target, nearestX: goal)
    moveCaret(to: i, extend: extend)
    goalX = goal
    upstream = lines.wraps[target] && i == lines.ranges[target].upperBound
  }

  /// Scrolls the lines by as little as keeps the caret's line inside the box.
  func scrollToCaretLine() {
    guard lineHeight > 0 else { return }
    let lines = currentLines
    let top = CGFloat(caretLine) * lineHeight
    if top + lineHeight - verticalScroll > box.height {
      verticalScroll = top + lineHeight - box.height
    }
    if top - verticalScroll < 0 { verticalScroll = top }
    let total = CGFloat(lines.count) * lineHeight
    verticalScroll = max(min(verticalScroll, max(total - box.height, 0)), 0)
  }
}
