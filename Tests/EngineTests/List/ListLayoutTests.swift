import Engine
import Fixtures
import Foundation
import Testing

// The test window is 400 × 300 points and text is measured by `FixedTextMetrics`: a
// character half the point size wide, a line 1.2 sizes tall (a 17-pt body line is 20.4 pt).

@MainActor
@Suite("List layout")
struct ListLayoutTests {
  /// The fill rectangles `RoundedRectangle`/`UnevenRoundedRectangle` a row draws behind it.
  private func rows(_ d: ViewDump) -> [CGRect] {
    d.all.filter { $0.type == "UnevenRoundedRectangle" }.map(\.rect)
  }

  @Test("inset-grouped rows are 44 pt cards 20 pt in from each side, the first 35 pt down")
  func insetGroupedRows() throws {
    let d = laidOut(
      List {
        Text("One")
        Text("Two")
        Text("Three")
      })
    let r = rows(d)
    try #require(r.count == 3)
    // A one-line row: 6 + 20.4 + 6 = 32.4 < 44, so the 44-pt minimum (Apple's HIG).
    #expect(r.allSatisfy { $0.height == 44 })
    // The card: 20 pt in from each side of the 400-pt list: x 20, width 360.
    #expect(r.allSatisfy { $0.minX == 20 && $0.width == 360 })
    // No header: the grouped style's 35-pt section spacing above the first row, then one
    // row after another.
    #expect(r.map(\.minY) == [35, 79, 123])
    // The text stands 20 pt inside the card: x = 20 + 20.
    #expect(try #require(d.text("One")).rect.minX == 40)
  }

  @Test("rows are separated by hairlines from the text's leading edge to the card's edge")
  func separators() throws {
    let d = laidOut(
      List {
        Text("One")
        Text("Two")
        Text("Three")
      })
    let lines = d.all.filter { $0.type == "Divider" }.map(\.rect)
    // Between three rows, two lines; none under the last.
    try #require(lines.count == 2)
    // From the text's leading edge (x 40) to the card's trailing edge (x 380), one pixel
    // (1 pt at the tests' 1x scale) thick, at the bottom of rows one and two.
    #expect(lines.allSatisfy { $0.minX == 40 && $0.maxX == 380 && $0.height == 1 })
    #expect(lines.map(\.maxY) == [35 + 44, 35 + 88])
  }

  @Test("listRowSeparator(.hidden) takes away the lines above and below that row")
  func hiddenSeparator() {
    let d = laidOut(
      List {
        Text("One")
        Text("Two").listRowSeparator(.hidden)
        Text("Three")
        Text("Four")
      })
    // Three gaps between four rows; row two hides the lines on both its sides: one left.
    #expect(d.all.filter { $0.type == "Divider" }.count == 1)
  }

  @Test("a section's header is in capitals above the card, its footer below")
  func headerAndFooter() throws {
    let d = laidOut(
      List {
        Section {
          Text("Row")
        } header: {
          Text("Fruit")
        } footer: {
          Text("Ripe ones only")
        }
      })
    let header = try #require(d.text("FRUIT"), "the header is shown in capitals")
    let footer = try #require(d.text("Ripe ones only"), "the footer keeps its case")
    let row = try #require(rows(d).first)
    // Both line up with the rows' text: 20 (card) + 20 (row inset) = 40.
    #expect(header.rect.minX == 40 && footer.rect.minX == 40)
    // Footnote size, 13 pt: a line of 1.2 × 13 = 15.6 pt.
    #expect(header.rect.height == 15.6)
    // The header ends 7 pt above the card, the footer starts 7 pt below it.
    #expect(header.rect.maxY + 7 == row.minY)
    #expect(footer.rect.minY == row.maxY + 7)
  }

  @Test("plain rows run the whole width, their lines to the trailing edge")
  func plainRows() throws {
    let d = laidOut(
      List {
        Text("One")
        Text("Two")
      }
      .listStyle(.plain))
    let r = rows(d)
    try #require(r.count == 2)
    // No section spacing and no side inset: from the top, 400 wide.
    #expect(r.map(\.minY) == [0, 44] && r.allSatisfy { $0.minX == 0 && $0.width == 400 })
    let line = try #require(d.first("Divider")).rect
    #expect(line.minX == 20 && line.maxX == 400)
  }

  @Test("listRowInsets moves the row's content; a tall row grows past 44 pt")
  func insetsAndTallRows() throws {
    let d = laidOut(
      List {
        Text("Moved").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
        VStack {
          Text("A")
          Text("B")
          Text("C")
        }
      })
    #expect(try #require(d.text("Moved")).rect.minX == 20 + 50)
    let r = rows(d)
    try #require(r.count == 2)
    // Three body lines 8 pt apart (the stack's default spacing between texts) and 6 pt
    // above and below: 3 × 20.4 + 2 × 8 + 12 = 89.2.
    #expect(abs(r[1].height - 89.2) < 0.001)
  }

  @Test("a Form is an inset-grouped list whatever the list style around it")
  func form() throws {
    let d = laidOut(
      Form {
        Toggle("Wi-Fi", isOn: .constant(true))
        Text("About")
      }
      .listStyle(.plain))
    let r = rows(d)
    try #require(r.count == 2)
    // A switch row: 31 (UISwitch) + 12 = 43, so the 44-pt minimum as on iOS.
    #expect(r.allSatisfy { $0.height == 44 && $0.minX == 20 })
    // The switch sits 20 pt in from the card's trailing edge (380): its right at 360.
    let knobTrack = try #require(d.all.first { $0.type == "Capsule" && $0.rect.width == 51 })
    #expect(knobTrack.rect.maxX == 360)
  }

  @Test("an empty list and an empty section lay out without rows")
  func empty() throws {
    let d = laidOut(List {})
    #expect(rows(d).isEmpty)
    let s = laidOut(List { Section("Nothing") {} })
    #expect(rows(s).isEmpty && s.text("NOTHING") != nil)
  }
}
