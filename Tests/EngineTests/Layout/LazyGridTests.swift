import Engine
import Fixtures
import Foundation
import Testing

/// `LazyVGrid` and `LazyHGrid` with `GridItem`s, by SwiftUI's rules as objc.io measured
/// them: the spacing after every item but the last and the fixed items' sizes come off
/// the width first; flexible and adaptive items then share what is left, in order, each
/// offered an equal part; an adaptive item makes floor((offer + spacing) / (minimum +
/// spacing)) columns sharing its part. Cells fill the columns row by row, each row as tall
/// as its tallest cell, 8 points apart by default.
@MainActor
@Suite("Lazy grids lay out GridItem columns and rows")
struct LazyGridTests {
  /// The frames of the grid's cells (each a `frame` modifier around a colour).
  private func cells(_ view: some View, _ w: CGFloat = 400, _ h: CGFloat = 300) -> [CGRect] {
    let root = laidOut(view, w, h)
    let grid = root.first("LazyVGrid") ?? root.first("LazyHGrid") ?? root
    return grid.all.filter { $0.type == "frame" }.map(\.rect)
  }

  private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  @Test("three flexible columns share 320 points less two spacings")
  func threeFlexible() throws {
    let f = cells(
      LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
        ForEach(0..<6, id: \.self) { _ in Color.red.frame(height: 40) }
      }.frame(width: 320))
    // (320 - 2 x 8) / 3 = 101.33 each; the grid is centred in 400: x from 40, columns at
    // 40, 40 + 101.33 + 8 and 40 + 2 x (101.33 + 8).
    let w = (320 - 16) / 3.0
    #expect(f.count == 6)
    for (i, r) in f.enumerated() {
      #expect(near(r.width, w))
      #expect(near(r.minX, 40 + CGFloat(i % 3) * (w + 8)))
    }
    // Two rows of 40 with 8 between: 88 tall, centred in 300 at 106; the second row at
    // 106 + 48.
    #expect(f[0].minY == 106)
    #expect(f[3].minY == 154)
  }

  @Test(
    "an adaptive column makes as many columns as fit at several widths",
    arguments: [
      // floor((width + 8) / (80 + 8)) columns of (width - 8 (n - 1)) / n.
      (CGFloat(350), 4, CGFloat(81.5)),
      (CGFloat(200), 2, CGFloat(96)),
      (CGFloat(80), 1, CGFloat(80)),
      // Two columns need 80 + 8 + 80 = 168: one below, two from there.
      (CGFloat(167), 1, CGFloat(167)),
      (CGFloat(168), 2, CGFloat(80)),
      (CGFloat(176), 2, CGFloat(84)),
      (CGFloat(500), 5, CGFloat(93.6)),
    ])
  func adaptive(width: CGFloat, columns: Int, columnWidth: CGFloat) throws {
    let f = cells(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0..<12, id: \.self) { _ in Color.red.frame(height: 20) }
      }.frame(width: width), 600, 400)
    let firstRow = f.filter { $0.minY == f[0].minY }
    #expect(firstRow.count == columns)
    #expect(firstRow.allSatisfy { near($0.width, columnWidth) })
  }

  @Test("fixed columns come off first; an adaptive one splits what is left")
  func fixedThenAdaptive() throws {
    // 200 - 8 - 70 = 122 for the adaptive item: floor(130 / 48) = 2 columns of
    // (122 - 8) / 2 = 57, at 0, 78 and 143 from the grid's leading edge (100 in 400).
    let f = cells(
      LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
        ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) }
      }.frame(width: 200))
    #expect(f.map(\.width) == [70, 57, 57])
    #expect(f.map(\.minX) == [100, 178, 243])
  }

  @Test("a flexible column stays within its bounds; the next takes the rest")
  func flexibleBounds() throws {
    // 300 - 8 = 292: the first is offered 146 and keeps 50, the second 242.
    let f = cells(
      LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) {
        ForEach(0..<2, id: \.self) { _ in Color.red.frame(height: 20) }
      }.frame(width: 300))
    #expect(f.map(\.width) == [50, 242])
  }

  @Test("columns that leave space sit by the grid's alignment; spacing per item")
  func alignmentAndItemSpacing() throws {
    // Two fixed 50s with 20 after the first: 120 of 300. Centred: from (300 - 120) / 2 =
    // 90, the grid at 50 in 400: x 140 and 210. Leading: 50 and 120.
    let columns = [GridItem(.fixed(50), spacing: 20), GridItem(.fixed(50))]
    let centred = cells(
      LazyVGrid(columns: columns) {
        ForEach(0..<2, id: \.self) { _ in Color.red.frame(height: 20) }
      }.frame(width: 300))
    #expect(centred.map(\.minX) == [140, 210])
    let leading = cells(
      LazyVGrid(columns: columns, alignment: .leading) {
        ForEach(0..<2, id: \.self) { _ in Color.red.frame(height: 20) }
      }.frame(width: 300))
    #expect(leading.map(\.minX) == [50, 120])
  }

  @Test("a row is as tall as its tallest cell; cells sit by their item's alignment")
  func rowHeightsAndCellAlignment() throws {
    let f = cells(
      LazyVGrid(
        columns: Array(repeating: GridItem(.fixed(30), alignment: .top), count: 3), spacing: 4
      ) {
        ForEach([10, 30, 20, 5], id: \.self) { h in Color.red.frame(height: CGFloat(h)) }
      })
    // Row 0 is 30 tall, row 1 (the 5) starts 30 + 4 below it; top-aligned cells start at
    // their row's top.
    #expect(f[0].minY == f[1].minY)
    #expect(f[2].minY == f[1].minY)
    #expect(f[3].minY == f[0].minY + 34)
  }

  @Test("LazyHGrid fills its rows column by column")
  func horizontalGrid() throws {
    // Rows of 30 and 30, 8 apart: 68 of 100, from (100 - 68) / 2 = 16 below the grid's
    // top (100 in 300: y 116 and 154). Columns of 20 wide views, 8 apart.
    let f = cells(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
        ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 20) }
      }.frame(height: 100))
    #expect(f.map(\.minY) == [116, 154, 116])
    #expect(f[1].minX == f[0].minX)
    #expect(f[2].minX == f[0].minX + 28)
  }

  @Test("in a scroll view only the rows that show are drawn")
  func drawsOnlyVisibleRows() throws {
    let graph = ViewGraph(
      root: ScrollView {
        LazyVGrid(columns: [GridItem(.fixed(50))]) {
          ForEach(0..<100, id: \.self) { _ in Color.red.frame(height: 50) }
        }
      }, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    let red = graph.displayList().commands.filter {
      if case .fill(_, _, let color) = $0 { return color == Color.red }
      return false
    }
    // Rows every 58 points from 0: those starting at 0, 58, 116, 174, 232 and 290 meet
    // the 300-point viewport.
    #expect(red.count == 6)
  }

  @Test("no columns show nothing; sizes that are not numbers count as none")
  func badInput() throws {
    let empty = ViewGraph(
      root: LazyVGrid(columns: []) { Text("a") }, size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    #expect(
      !empty.displayList().commands.contains {
        if case .text = $0 { return true }
        return false
      })
    // A fixed NaN is 0 wide; an adaptive minimum of NaN counts as one point: 4 008 less
    // the fixed column's spacing leaves 4 000, floor(4 008 / 9) = 445 columns of
    // (4 000 - 444 x 8) / 445 = 448 / 445 points.
    let f = cells(
      LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: .nan))]) {
        ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) }
      }.frame(width: 4008), 4100, 300)
    #expect(f.count == 3)
    #expect(f[0].width == 0)
    #expect(abs(f[1].width - 448.0 / 445) < 1e-9)
    #expect(f.allSatisfy { $0.minX.isFinite && $0.width.isFinite })
  }
}
