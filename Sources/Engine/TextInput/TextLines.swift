import Foundation

/// Where a multi-line field's text breaks into lines: each line a range of the text's
/// grapheme clusters, paragraphs ending at "\n" (the newline itself on no line), each
/// wrapped greedily to a width at spaces, else between clusters.
///
/// Unlike a `Text`'s lines, these keep every cluster: spaces at a wrap hang at the end of
/// the line they follow, so every gap of the text has a place on some line, and the caret
/// can stand at each.
struct TextLines: Equatable {
  /// Each line's clusters, in order; the first starts at 0.
  var ranges: [Range<Int>]
  /// Whether a line ends where its paragraph goes on (a wrap rather than a "\n" or the end).
  var wraps: [Bool]
  /// Each line's paragraph: the clusters from the last "\n" before it to the next.
  var paragraphs: [Range<Int>]

  /// Breaks `chars` into lines at most `width` wide (as `measure` measures a run).
  ///
  /// - Complexity: O(n log n) measurements of at most a line each.
  init(_ chars: [Character], width: CGFloat, measure: (String) -> CGFloat) {
    let limit = width.isFinite ? max(width, 0) + 0.0001 : .infinity
    var ranges: [Range<Int>] = []
    var wraps: [Bool] = []
    var paragraphs: [Range<Int>] = []
    var start = 0
    while true {
      let end = chars[start...].firstIndex(of: "\n") ?? chars.count
      // One paragraph: chars[start..<end].
      var a = start
      repeat {
        var b = end
        if limit < .infinity, a < end, measure(String(chars[a..<end])) > limit {
          b = a + TextContent.longestFit(end - a) { measure(String(chars[a..<(a + $0)])) <= limit }
          // Back to the last space in the line, if any (spaces hang after it).
          if let s = (a + 1...b).last(where: { TextContent.isBreak(chars, $0) }) {
            b = s
          }
          while b < end && chars[b] == " " { b += 1 }
        }
        ranges.append(a..<b)
        wraps.append(b < end)
        paragraphs.append(start..<end)
        a = b
      } while a < end
      if end == chars.count { break }
      start = end + 1
    }
    self.ranges = ranges
    self.wraps = wraps
    self.paragraphs = paragraphs
  }

  var count: Int { ranges.count }

  /// The line gap `index` stands on: a gap where a line wraps belongs to the next line,
  /// unless `upstream` keeps it at the end of the line before.
  func line(of index: Int, upstream: Bool = false) -> Int {
    // The last line starting at or before the index.
    var lo = 0
    var hi = ranges.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if ranges[mid].lowerBound <= index { lo = mid } else { hi = mid - 1 }
    }
    if upstream, lo > 0, wraps[lo - 1], ranges[lo - 1].upperBound == index { return lo - 1 }
    return lo
  }

  /// The last gap the caret can take on `line`: its end, or before a hanging space where
  /// it wraps (the gap after that space starts the next line).
  func end(of line: Int, in chars: [Character]) -> Int {
    let r = ranges[line]
    if wraps[line], r.upperBound > r.lowerBound, chars[r.upperBound - 1] == " " {
      return r.upperBound - 1
    }
    return r.upperBound
  }
}
