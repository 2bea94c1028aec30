import Foundation

extension Bidi {
  /// Where the caret stands at each logical gap of a line whose clusters have `levels`
  /// and `widths`, as x from the line's left end once it is reordered for display.
  ///
  /// Gap 0 is where the paragraph starts (its left end, or its right end when the
  /// paragraph reads right to left: its lowest level is odd, rule P3's level). Gap i > 0
  /// follows cluster i − 1 as it reads: at its right edge in a left-to-right run (even
  /// level), at its left edge in a right-to-left one. So moving the caret one gap on moves
  /// it past one cluster wherever runs of the two directions meet.
  static func caretOffsets(levels: [Int], widths: [CGFloat]) -> [CGFloat] {
    let n = min(levels.count, widths.count)
    let order = visualOrder(Array(levels.prefix(n)))
    var left = [CGFloat](repeating: 0, count: n)
    var x: CGFloat = 0
    for i in order {
      left[i] = x
      x += widths[i]
    }
    let rightToLeft = (levels.prefix(n).min() ?? 0) % 2 == 1
    var out = [rightToLeft ? x : 0]
    for i in 0..<n {
      out.append(levels[i] % 2 == 1 ? left[i] : left[i] + widths[i])
    }
    return out
  }
}

extension FontLibrary {
  /// The caret's places in `text` as drawn (see `Bidi.caretOffsets`): each cluster's width
  /// measured alone, scaled so together they make the shaped line's width (joined Arabic
  /// letters are narrower than their forms alone).
  package func caretOffsets(of text: String, font: FontSpec) -> [CGFloat]? {
    let clusters = Array(text)
    guard !clusters.isEmpty else { return [0] }
    var widths = clusters.map { measure(String($0), font: font).width }
    let sum = widths.reduce(0, +)
    let whole = measure(text, font: font).width
    if sum > 0, whole > 0 { widths = widths.map { $0 * whole / sum } }
    return Bidi.caretOffsets(levels: Bidi.levels(clusters), widths: widths)
  }
}
