import Engine
import Fixtures
import Foundation
import Testing

/// `Grid` and `GridRow` by the rules Apple's documentation gives: a column is as wide as
/// its widest cell, a row as tall as its tallest, cells aligned in their space by the
/// grid's alignment unless the row, the column or the cell says otherwise.
@MainActor
@Suite("Grid sizes columns and rows from their cells")
struct GridTests {
  /// Two rows of fixed-size colours: columns max(30, 60) = 60 and max(50, 20) = 50 wide,
  /// rows max(20, 10) = 20 and max(15, 25) = 25 tall.
  private func twoByTwo(
    _ alignment: Alignment = .center, firstRow: VerticalAlignment? = nil,
    column0: HorizontalAlignment? = nil
  ) -> some View {
    Grid(alignment: alignment, horizontalSpacing: 10, verticalSpacing: 5) {
      GridRow(alignment: firstRow) {
        Color.red.frame(width: 30, height: 20).gridColumnAlignment(column0 ?? alignment.horizontal)
        Color.blue.frame(width: 50, height: 10)
      }
      GridRow {
        Color.green.frame(width: 60, height: 15)
        Color.yellow.frame(width: 20, height: 25)
      }
    }
  }

  private func frames(_ root: ViewDump) -> [CGRect] {
    root.all.filter { $0.type == "frame" }.map(\.rect)
  }

  @Test("columns are as wide as their widest cell, rows as tall as their tallest")
  func widestAndTallest() throws {
    let root = laidOut(twoByTwo(), 400, 300)
    // 60 + 10 + 50 = 120 wide, 20 + 5 + 25 = 50 tall, centred in 400 x 300 at (140, 125).
    let grid = try #require(root.first("Grid"))
    #expect(grid.rect == CGRect(x: 140, y: 125, width: 120, height: 50))
    // Centred in their cells: red (30 x 20) in (140, 125, 60, 20) at x 140 + 15; blue
    // (50 x 10) in (210, 125, 50, 20) at y 125 + 5; green (60 x 15) in (140, 150, 60, 25)
    // at y 150 + 5; yellow (20 x 25) in (210, 150, 50, 25) at x 210 + 15.
    #expect(
      frames(root) == [
        CGRect(x: 155, y: 125, width: 30, height: 20),
        CGRect(x: 210, y: 130, width: 50, height: 10),
        CGRect(x: 140, y: 155, width: 60, height: 15),
        CGRect(x: 225, y: 150, width: 20, height: 25),
      ])
    // Each GridRow spans the grid's width and its row's height.
    let rows = root.all.filter { $0.type == "GridRow" }.map(\.rect)
    #expect(
      rows == [
        CGRect(x: 140, y: 125, width: 120, height: 20),
        CGRect(x: 140, y: 150, width: 120, height: 25),
      ])
  }

  @Test("the grid's alignment, a row's alignment and a column's alignment place cells")
  func alignments() throws {
    // Top-leading: red at the cell's corner (140, 125). The first row aligned at the
    // bottom: blue's bottom on the row's, y = 125 + 20 - 10 = 135. Column 0 trailing:
    // red's trailing edge on the column's, x = 140 + 60 - 30 = 170.
    let root = laidOut(twoByTwo(.topLeading, firstRow: .bottom, column0: .trailing), 400, 300)
    let f = frames(root)
    #expect(f[0].origin == CGPoint(x: 170, y: 125))
    #expect(f[1].origin == CGPoint(x: 210, y: 135))
    // Yellow keeps the grid's top-leading: (210, 150).
    #expect(f[3].origin == CGPoint(x: 210, y: 150))
  }

  @Test("a cell anchor overrides every alignment")
  func cellAnchor() throws {
    let root = laidOut(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
          Color.blue.frame(width: 40, height: 40)
        }
      }, 400, 300)
    // The grid is 50 x 40 at (175, 130); red's cell is (175, 130, 10, 40): its bottom
    // trailing corner there puts it at (175, 160).
    #expect(frames(root)[0].origin == CGPoint(x: 175, y: 160))
  }

  @Test("a cell spanning columns, and a view outside any row, take the columns' width")
  func spans() throws {
    let root = laidOut(
      Grid(horizontalSpacing: 10, verticalSpacing: 5) {
        GridRow {
          Color.red.frame(width: 60, height: 20)
          Color.blue.frame(width: 50, height: 20)
        }
        GridRow {
          Color.gray.frame(height: 8).gridCellColumns(2)
        }
        Color.green.frame(height: 4)
      }, 400, 300)
    let f = frames(root)
    // Both span 60 + 10 + 50 = 120 points, the grid's width.
    #expect(f[2].width == 120)
    #expect(f[3].width == 120)
    #expect(f[2].minX == f[0].minX)
    // Rows: 20, 8, 4 tall with 5 between: 20 + 5 + 8 + 5 + 4 = 42.
    let grid = try #require(root.first("Grid"))
    #expect(grid.rect.height == 42)
    #expect(f[3].minY == grid.rect.minY + 20 + 5 + 8 + 5)
  }

  @Test("offered more width, a flexible column takes what the others leave")
  func flexibleColumnTakesTheRest() throws {
    // Text "ab" is 17 wide and least flexible: it takes 17 of its 300 / 2 offer; the
    // colour, flexible without bound, takes the remaining 300 - 8 - 17 = 275.
    let root = laidOut(
      Grid {
        GridRow {
          Text("ab")
          Color.red
        }
      }.frame(width: 300), 400, 300)
    let grid = try #require(root.first("Grid"))
    #expect(grid.rect.width == 300)
    let colour = try #require(root.all.first { $0.type == "Color" })
    #expect(colour.rect.width == 275)
  }

  @Test("default spacing is 8 both ways")
  func defaultSpacing() throws {
    let root = laidOut(
      Grid {
        GridRow {
          Color.red.frame(width: 10, height: 10)
          Color.red.frame(width: 10, height: 10)
        }
        GridRow { Color.red.frame(width: 10, height: 10) }
      }, 400, 300)
    let grid = try #require(root.first("Grid"))
    // 10 + 8 + 10 wide, 10 + 8 + 10 tall.
    #expect(grid.rect.size == CGSize(width: 28, height: 28))
  }
}

@MainActor
@Suite("gridCellUnsizedAxes")
struct GridCellUnsizedAxesTests {
  @Test("an unsized colour takes its column's width and its row's height from the others")
  func unsizedColour() throws {
    // Column 0 is sized by the 40 x 30 colour alone, row 0 by the 20 x 10 one: the
    // unsized colour (flexible both ways) is offered 40 x 10 and takes it.
    let root = laidOut(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.gridCellUnsizedAxes([.horizontal, .vertical])
          Color.blue.frame(width: 20, height: 10)
        }
        GridRow {
          Color.green.frame(width: 40, height: 30)
        }
      }, 400, 300)
    let grid = try #require(root.first("Grid"))
    #expect(grid.rect.size == CGSize(width: 60, height: 40))
    let red = try #require(root.all.first { $0.type == "Color" })
    #expect(red.rect == CGRect(x: grid.rect.minX, y: grid.rect.minY, width: 40, height: 10))
  }
}
