import CSDL2

/// The Unicode Bidirectional Algorithm (UAX #9) for one line, through FriBidi: embedding
/// levels per grapheme cluster, and the visual order of items that each have one level.
///
/// Lines are reordered one at a time, after Engine has broken them (UAX #9 reorders per
/// line), and the paragraph direction comes from each line's first strong character.
enum Bidi {
  /// The embedding level of each cluster of `clusters` (that of its first scalar), after
  /// rule L1 (trailing whitespace takes the paragraph's level). All 0 when FriBidi fails.
  static func levels(_ clusters: [Character]) -> [Int] {
    var scalars: [UInt32] = []
    var firsts: [Int] = []
    for c in clusters {
      firsts.append(scalars.count)
      scalars.append(contentsOf: c.unicodeScalars.map(\.value))
    }
    guard !scalars.isEmpty else { return clusters.map { _ in 0 } }
    var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
    let base = csdl_bidi_levels(scalars, Int32(scalars.count), &levels)
    guard base >= 0 else { return clusters.map { _ in 0 } }
    return firsts.map { Int(max(levels[$0], 0)) }
  }

  /// Indices of items with `levels`, left to right as displayed (rule L2: from the highest
  /// level down to the lowest odd one, reverse every run of items at that level or above).
  static func visualOrder(_ levels: [Int]) -> [Int] {
    var order = Array(levels.indices)
    guard let top = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else {
      return order
    }
    var level = top
    while level >= lowestOdd {
      var i = 0
      while i < order.count {
        guard levels[order[i]] >= level else {
          i += 1
          continue
        }
        var j = i
        while j < order.count && levels[order[j]] >= level { j += 1 }
        order[i..<j].reverse()
        i = j
      }
      level -= 1
    }
    return order
  }

  /// `line`'s clusters in display order, left to right (what a reader sees, spelled out):
  /// the bidi tables in the tests compare these.
  static func visual(_ line: String) -> String {
    let clusters = Array(line)
    return String(visualOrder(levels(clusters)).map { clusters[$0] })
  }
}
