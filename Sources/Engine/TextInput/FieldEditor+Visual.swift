import Foundation

/// ← and → move the caret visually: through text whose right-to-left runs the host
/// reorders (`TextMeasuring.caretOffsets`), each press goes to the nearest gap drawn to the
/// left or right, as the reader sees the line, whichever way the runs read.
extension FieldEditor {
  /// The gaps of the caret's line and where each is drawn, from the line's left end; nil
  /// when the host does not reorder text, or the field shows bullets.
  func visualStops() -> (range: ClosedRange<Int>, x: [CGFloat])? {
    guard !isSecure else { return nil }
    let chars = characters
    var start = 0
    var end = chars.count
    var last = chars.count
    if isMultiline, let lines {
      let line = lines.line(of: caretIndex, upstream: upstream)
      let r = lines.ranges[line]
      guard r.upperBound <= chars.count else { return nil }
      start = r.lowerBound
      end = r.upperBound
      last = lines.end(of: line, in: chars)
    }
    guard let offsets = caretOffsets(Array(chars[start..<end])) else { return nil }
    let range = start...last
    return (range, range.map { offsets[$0 - start] })
  }

  /// The gap a visual step right (or left) from `from` reaches: the nearest x beyond the
  /// caret's, and of the gaps drawn there (where runs of two directions meet, two are),
  /// the one logically nearest, which is the one past the cluster stepped over. Nil at the
  /// line's end, or when the host does not reorder text.
  func visualNeighbour(of from: Int, right: Bool) -> Int? {
    guard let (range, xs) = visualStops(), range.contains(from) else { return nil }
    let here = xs[from - range.lowerBound]
    let epsilon: CGFloat = 0.01
    let beyond = range.filter {
      let x = xs[$0 - range.lowerBound]
      return right ? x > here + epsilon : x < here - epsilon
    }
    guard
      let nearest = beyond.map({ xs[$0 - range.lowerBound] }).min(by: {
        right ? $0 < $1 : $0 > $1
      })
    else { return nil }
    return beyond.filter { abs(xs[$0 - range.lowerBound] - nearest) <= epsilon }
      .min { abs($0 - from) < abs($1 - from) }
  }

  /// ← or → without a word modifier, visually; false when the host does not reorder text
  /// (the logical step by the paragraph's direction then does the same).
  func visualStep(right: Bool, extend: Bool) -> Bool {
    guard let (range, xs) = visualStops() else { return false }
    let selected = selection
    if !extend && !selected.isEmpty {
      // A selection collapses to its edge on the side pressed, as drawn.
      let ends = [selected.lowerBound, selected.upperBound].filter { range.contains($0) }
      guard
        let edge = ends.max(by: {
          let a = xs[$0 - range.lowerBound]
          let b = xs[$1 - range.lowerBound]
          return right ? a < b : a > b
        })
      else { return false }
      moveCaret(to: edge)
      return true
    }
    guard let target = visualNeighbour(of: caretIndex, right: right) else {
      // At the line's end: a multi-line field goes on to the next or previous line.
      guard isMultiline else { return true }
      return false
    }
    moveCaret(to: target, extend: extend)
    return true
  }
}
