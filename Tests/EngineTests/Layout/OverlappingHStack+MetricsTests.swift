import Engine
import Foundation
import Testing

/// Row metrics and tail collapsing, worked from their definitions.
@MainActor
struct OverlappingHStackMetricsTests {
  typealias Fixtures = LayoutFixtures

  // MARK: Metrics

  @Test(arguments: [0, 1, 2, 5, 13], [0, 24, 40.5] as [CGFloat])
  func idealWidthIsSlotsPlusSpacing(count: Int, tileWidth: CGFloat) {
    for spacing: CGFloat in [0, 8, -4] {
      let metrics = OverlappingHStack.metrics(
        count: count, tileWidth: tileWidth, spacing: spacing, width: 1e6)
      let n = CGFloat(count)
      #expect(metrics.idealWidth == (count == 0 ? 0 : n * tileWidth + (n - 1) * spacing))
    }
  }

  @Test(arguments: [1, 2, 3, 8], [0, 20, 39, 40, 60, 100, 159.5, 160, 400] as [CGFloat])
  func overlapsOnlyWhenTwoOrMoreTilesAreNarrowerThanIdeal(count: Int, width: CGFloat) {
    let metrics = OverlappingHStack.metrics(
      count: count, tileWidth: 40, spacing: 8, width: width)
    let n = CGFloat(count)
    let ideal = n * 40 + (n - 1) * 8
    let overlapping = count >= 2 && width < ideal
    #expect(metrics.overlapping == overlapping)
    if overlapping {
      #expect(metrics.step == max(0, (width - 40) / (n - 1)))
    } else {
      #expect(metrics.step == nil)
    }
  }

  @Test func noTilesHaveNoWidthAndNoStep() {
    #expect(
      OverlappingHStack.metrics(count: 0, tileWidth: 40, spacing: 8, width: 0)
        == OverlappingHStack.Metrics(idealWidth: 0, overlapping: false, step: nil))
  }

  @Test(arguments: [41, 77.25, 100, 150] as [CGFloat])
  func placedTilesAreOneStepApart(width: CGFloat) {
    let result = OverlappingHStack().laidOut(
      in: CGRect(x: 3, y: 0, width: width, height: 40), proposal: .unspecified,
      subviews: Fixtures.tiles(count: 4, width: 40, height: 40))
    let step = OverlappingHStack.metrics(count: 4, tileWidth: 40, spacing: 8, width: width).step
    #expect(step != nil)
    for i in 1..<4 {
      #expect(Fixtures.close(result.frames[i].midX - result.frames[i - 1].midX, step ?? .nan))
    }
  }

  // MARK: Collapse

  @Test func stepExactlyAtTheSliverKeepsEveryTile() {
    // Five 40 pt tiles at a 12 pt sliver need 40 + 4·12 = 88 pt.
    #expect(OverlappingHStack().collapse(count: 5, tileWidth: 40, width: 88) == nil)
  }

  @Test("one more tile comes back only with the hysteresis' room to spare")
  func hysteresis() {
    let stack = OverlappingHStack()
    // Ten 40 pt tiles collapse below 40 + 9·12 = 148 pt. The badge sits beside the last
    // tile, so m tiles in all step (W − 80)/(m − 2). 140 pt: 60/12 = 5 → 7 tiles, 6 kept.
    #expect(stack.collapse(count: 10, tileWidth: 40, width: 140)?.kept == 6)
    // Shown 6 last time, 7 need a 16 pt step: 60/5 = 12, so 6 (5 kept).
    #expect(stack.collapse(count: 10, tileWidth: 40, width: 140, previousTiles: 6)?.kept == 5)
    // 160 pt: 80/5 = 16 allows 7.
    #expect(stack.collapse(count: 10, tileWidth: 40, width: 160, previousTiles: 6)?.kept == 6)
    // Fewer tiles come at the plain sliver: at 139, 7 tiles step 59/5 = 11.8 < 12.
    #expect(stack.collapse(count: 10, tileWidth: 40, width: 139, previousTiles: 7)?.kept == 5)
  }

  @Test func stepJustBelowTheSliverCollapsesTheTail() {
    // At 87.75 the step for five is 11.94 < 12. Four tiles (three kept + badge) would step
    // (87.75 − 80)/2 = 3.9 beside the last: the fewest, two kept and the badge.
    let collapsed = OverlappingHStack().collapse(count: 5, tileWidth: 40, width: 87.75)
    #expect(collapsed?.kept == 2)
    #expect(collapsed?.hidden == 3)
  }

  // Issue 17: the minimum is three tiles in all (the first, the badge, the last) so the last
  // tile stays at the trailing edge. The badge sits beside it, so m tiles in all step
  // (W − 2·40)/(m − 2), and more than three show only from 3·40 = 120 pt, where the badge
  // clears the first tile.
  @Test(
    arguments: [
      (140, 6, 4),  // 60/12 = 5 → 7 tiles: 6 kept + badge.
      (128, 5, 5),  // 48/12 = 4 → 6 tiles.
      (120, 4, 6),  // 40/12 = 3.3 → 5 tiles.
      (119.75, 2, 8),  // the badge would reach into the first tile: the fewest.
      (100, 2, 8),  // 20/12 = 1.67 → 3 tiles.
      (50, 2, 8),  // narrower than two tiles: the minimum, first, badge, last.
      (30, 2, 8),  // narrower than a tile: still the minimum.
      (0, 2, 8),
    ] as [(CGFloat, Int, Int)])
  func collapsesToTheLargestCountThatKeepsTheSliver(width: CGFloat, kept: Int, hidden: Int) {
    let collapsed = OverlappingHStack().collapse(count: 10, tileWidth: 40, width: width)
    #expect(collapsed?.kept == kept)
    #expect(collapsed?.hidden == hidden)
  }

  @Test(arguments: 4...15)
  func eachSliverBoundaryAddsOneKeptTile(k: Int) {
    // Twenty 40 pt tiles keep the sliver uncollapsed from 40 + 19·12 = 268 pt. With
    // W = 80 + k·12 (at least 3·40 = 120 and below 268), exactly k + 2 tiles keep it: k + 1
    // kept plus the badge.
    let stack = OverlappingHStack()
    let atBoundary = stack.collapse(count: 20, tileWidth: 40, width: 80 + CGFloat(k) * 12)
    #expect(atBoundary?.kept == k + 1)
    let below = stack.collapse(count: 20, tileWidth: 40, width: 80 + CGFloat(k) * 12 - 0.25)
    #expect(below?.kept == k)
  }

  @Test(arguments: [0, -5] as [CGFloat])
  func aSliverOfZeroOrLessTurnsCollapsingOff(sliver: CGFloat) {
    let stack = OverlappingHStack(minimumSliver: sliver)
    for width: CGFloat in [0, 10, 40, 41, 88, 200] {
      #expect(stack.collapse(count: 30, tileWidth: 40, width: width) == nil)
    }
  }

  // Three tiles would collapse into three (first, badge, last): nothing to gain.
  @Test(arguments: [0, 1, 2, 3])
  func rowsOfThreeOrFewerNeverCollapse(count: Int) {
    #expect(OverlappingHStack().collapse(count: count, tileWidth: 40, width: 0) == nil)
  }

  @Test func aRowThatFitsNeverCollapsesEvenWithTinyTiles() {
    // Ten 4 pt tiles at spacing 2 need 58 pt, though their step would be only 6 pt.
    #expect(OverlappingHStack(spacing: 2).collapse(count: 10, tileWidth: 4, width: 60) == nil)
  }

  @Test func collapseHonoursTheStacksOwnSliver() {
    // Sliver 20: ten tiles need 40 + 9·20 = 220 pt; at 160, (160 − 80)/20 = 4 → 6 tiles,
    // 5 kept (a sliver of 12 would allow 8).
    let collapsed = OverlappingHStack(minimumSliver: 20).collapse(
      count: 10, tileWidth: 40, width: 160)
    #expect(collapsed?.kept == 5)
    #expect(collapsed?.hidden == 5)
  }

  @Test(arguments: [3, 4, 7, 20, 100])
  func collapseChoosesTheLargestTileCountWhoseStepKeepsTheSliver(count: Int) {
    let stack = OverlappingHStack()
    let tileWidth: CGFloat = 36
    // The whole row steps (W − tileWidth)/(count − 1); collapsed to m tiles in all, the
    // badge beside the last tile, (W − 2·tileWidth)/(m − 2), more than three only from
    // 3·tileWidth.
    func rowKeepsSliver(width: CGFloat) -> Bool {
      (width - tileWidth) / CGFloat(count - 1) >= stack.minimumSliver
    }
    func keepsSliver(tiles m: Int, width: CGFloat) -> Bool {
      width >= 3 * tileWidth && (width - 2 * tileWidth) / CGFloat(m - 2) >= stack.minimumSliver
    }
    for quarter in 0...2000 {
      let width = CGFloat(quarter) / 4
      let collapsed = stack.collapse(count: count, tileWidth: tileWidth, width: width)
      let n = CGFloat(count)
      let fits = width >= n * tileWidth + (n - 1) * stack.spacing
      guard let collapsed else {
        #expect(fits || count <= 3 || rowKeepsSliver(width: width))
        continue
      }
      let tiles = collapsed.kept + 1
      #expect(!fits)
      #expect(!rowKeepsSliver(width: width))
      #expect(collapsed.kept >= 2)
      #expect(collapsed.kept + collapsed.hidden == count)
      #expect(tiles < count)
      #expect(tiles == 3 || keepsSliver(tiles: tiles, width: width))
      #expect(tiles + 1 == count || !keepsSliver(tiles: tiles + 1, width: width))
    }
  }
}
