import Foundation
import Testing

@testable import PreviewHost

/// The Unicode Bidirectional Algorithm as lines are drawn: each line's clusters in display
/// order, left to right. Code points, not glyphs: HarfBuzz mirrors brackets in right-to-left
/// runs when it draws them, so ")abc(" below shows as "(abc)".
@Suite("Bidi: display order of mixed-direction lines")
struct BidiTests {
  static let table: [(logical: String, visual: String)] = [
    ("abc def", "abc def"),
    ("אבג", "גבא"),
    ("صفحة", "ةحفص"),
    ("Page 3 — صفحة", "Page 3 — ةحفص"),
    ("abc אבג דה def", "abc הד גבא def"),
    // A line opening with a right-to-left letter reads right to left; numbers stay LTR.
    ("אבג 123 דה", "הד 123 גבא"),
    ("صفحة ٣ من ١٠", "١٠ نم ٣ ةحفص"),
    ("1. שלום", "םולש .1"),
    ("אבג (abc)", ")abc( גבא"),
    ("שלום abc def!", "!abc def םולש"),
    // Trailing spaces take the line's direction (rule L1); clusters stay whole.
    ("abc אב  ", "abc בא  "),
    ("👍🏽 שלום", "םולש 👍🏽"),
  ]

  @Test("display order", arguments: table)
  func order(_ row: (logical: String, visual: String)) {
    #expect(Bidi.visual(row.logical) == row.visual)
  }

  @Test("L2 reverses from the highest level down to the lowest odd one")
  func reordering() {
    #expect(Bidi.visualOrder([0, 0, 0]) == [0, 1, 2])
    #expect(Bidi.visualOrder([1, 1, 1]) == [2, 1, 0])
    #expect(Bidi.visualOrder([0, 1, 1, 0]) == [0, 2, 1, 3])
    #expect(Bidi.visualOrder([1, 2, 2, 1]) == [3, 1, 2, 0])
    #expect(Bidi.visualOrder([]) == [])
  }
}
