import Foundation
import Testing

/// The LayoutHelpers example, run as written: its numbers follow from SwiftUI's rules.
@Suite("LayoutHelpers: GeometryReader, Grid and LazyVGrid as written")
struct LayoutHelpersExampleTests {
  @Test("the meter reads its width, the lazy grid makes five adaptive columns")
  func layout() throws {
    let doc = try PreviewProcess.viewDump("LayoutHelpers", ["--size", "420x640"])
    // The window's 420 less the 16-point padding each side is 388; the card's 12-point
    // padding leaves 364 for the meter, which is 60 tall.
    #expect(doc.views.all("Text").contains { $0.text == "364 x 60 pt" })
    // Inside the "content" space (the padded stack), the meter starts 16 + 12 = 28 in.
    #expect(doc.views.all("Text").contains { $0.text == "at x 28 in the content" })
    // .adaptive(minimum: 60) in 388 with spacing 8: floor(396 / 68) = 5 columns of
    // (388 - 4 x 8) / 5 = 71.2.
    let grid = try #require(doc.views.all("LazyVGrid").first)
    let squares = grid.children
    #expect(squares.count == 24)
    let firstRow = squares.filter { abs($0.y - squares[0].y) < 1e-9 }
    #expect(firstRow.count == 5)
    #expect(firstRow.allSatisfy { abs($0.width - 71.2) < 1e-9 })
  }
}
