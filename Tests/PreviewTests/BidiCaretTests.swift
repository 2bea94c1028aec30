import Foundation
import Testing

@testable import PreviewHost

/// Where a text field's caret stands in a line as drawn: each logical gap after the cluster
/// before it, on that cluster's trailing side in its own direction.
@Suite("Bidi: caret places in reordered lines")
struct BidiCaretTests {
  @Test("left to right: the running sum of the widths")
  func leftToRight() {
    #expect(Bidi.caretOffsets(levels: [0, 0, 0], widths: [1, 2, 3]) == [0, 1, 3, 6])
  }

  @Test("right to left: from the right end leftwards")
  func rightToLeft() {
    // Drawn left to right as clusters 2, 1, 0 (widths 3, 2, 1), the line 6 wide: gap 0 at
    // the right end, each later gap at the left edge of the cluster before it.
    #expect(Bidi.caretOffsets(levels: [1, 1, 1], widths: [1, 2, 3]) == [6, 5, 3, 0])
  }

  @Test("a number inside Hebrew: the digits' gaps run rightwards inside the leftward line")
  func mixed() {
    let clusters = Array("אב 12")
    // FriBidi: Hebrew and the space at level 1, the European digits at 2 (rule I2).
    let levels = Bidi.levels(clusters)
    #expect(levels == [1, 1, 1, 2, 2])
    // Displayed "12 בא": clusters 3, 4, 2, 1, 0 at x 0…5, each 1 wide. Gaps: 0 at the
    // right end (5), after א at its left edge (4), after ב (3), after the space (2), after
    // "1" at its right edge (1), after "2" at its right edge (2).
    #expect(Bidi.caretOffsets(levels: levels, widths: [1, 1, 1, 1, 1]) == [5, 4, 3, 2, 1, 2])
  }
}
