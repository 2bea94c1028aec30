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
    // 100 pt: (100 − 40)/12 = 5 → 6 tiles. Shown 5 last time, 6 need a 16 pt step: 4 + 1.
    #expect(stack.collapse(count: 10, tileWidth: 40, width: 100)?.kept == 5)
    #expect(stack.collapse(count: 10, tileWidth: 40, width: 100, previousTiles: 5)?.kept == 4)
    #expect(stack.collapse(count: 10, tileWidth: 40, width: 120, previousTiles: 5)?.kept == 5)
    // Fewer tiles come at the plain sliver.
    #expect(stack.collapse(count: 10, tileWidth: 40, width: 99, previousTiles: 6)?.kept == 4)
  }

  @Test func stepJustBelowTheSliverCollapsesTheTail() {
    // At 87.75 the step for five is 11.94 < 12; four tiles (three kept + badge) step 15.9.
    let collapsed = OverlappingHStack().collapse(count: 5, tileWidth: 40, width: 87.75)
    #expect(collapsed?.kept == 3)
    #expect(collapsed?.hidden == 2)
  }

  // Issue 17: the minimum is three tiles in all (the first, the badge, the last) so the last
  // tile stays at the trailing edge and the badge never covers the only tile kept.
  @Test(
    arguments: [
      (100, 5, 5),  // (100 − 40)/12 = 5 → 6 tiles: 5 kept + badge.
      (64, 2, 8),  // 24/12 = 2 → 3 tiles.
      (77.25, 3, 7),  // 37.25/12 = 3.1 → 4 tiles.
      (75.5, 2, 8),  // 35.5/12 = 2.96 → 3 tiles.
      (50, 2, 8),  // 10/12 < 1 → the minimum: first, badge, last.
      (30, 2, 8),  // narrower than a tile: still the minimum.
      (0, 2, 8),
    ] as [(CGFloat, Int, Int)])
  func collapsesToTheLargestCountThatKeepsTheSliver(width: CGFloat, kept: Int, hidden: Int) {
    let collapsed = OverlappingHStack().collapse(count: 10, tileWidth: 40, width: width)
    #expect(collapsed?.kept == kept)
    #expect(collapsed?.hidden == hidden)
  }

  @Test(arguments: 2...8)
  func eachSliverBoundaryAddsOneKeptTile(k: Int) {
    // With W = 40 + k·12, exactly k + 1 tiles keep the sliver: k kept plus the badge.
    let stack = OverlappingHStack()
    let atBoundary = stack.collapse(count: 10, tileWidth: 40, width: 40 + CGFloat(k) * 12)
    #expect(atBoundary?.kept == k)
    let below = stack.collapse(count: 10, tileWidth: 40, width: 40 + CGFloat(k) * 12 - 0.25)
    #expect(below?.kept == max(2, k - 1))
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
    // Sliver 20: (100 − 40)/20 = 3 → 4 tiles, 3 kept.
    let collapsed = OverlappingHStack(minimumSliver: 20).collapse(
      count: 10, tileWidth: 40, width: 100)
    #expect(collapsed?.kept == 3)
    #expect(collapsed?.hidden == 7)
  }

  @Test(arguments: [3, 4, 7, 20, 100])
  func collapseChoosesTheLargestTileCountWhoseStepKeepsTheSliver(count: Int) {
    let stack = OverlappingHStack()
    let tileWidth: CGFloat = 36
    func keepsSliver(tiles m: Int, width: CGFloat) -> Bool {
      (width - tileWidth) / CGFloat(m - 1) >= stack.minimumSliver
    }
    for quarter in 0...2000 {
      let width = CGFloat(quarter) / 4
      let collapsed = stack.collapse(count: count, tileWidth: tileWidth, width: width)
      let n = CGFloat(count)
      let fits = width >= n * tileWidth + (n - 1) * stack.spacing
      guard let collapsed else {
        #expect(fits || count <= 3 || keepsSliver(tiles: count, width: width))
        continue
      }
      let tiles = collapsed.kept + 1
      #expect(!fits)
      #expect(collapsed.kept >= 2)
      #expect(collapsed.kept + collapsed.hidden == count)
      #expect(tiles < count)
      #expect(tiles == 3 || keepsSliver(tiles: tiles, width: width))
      #expect(!keepsSliver(tiles: tiles + 1, width: width))
    }
  }
}
