import Engine
import Foundation
import Testing

/// The placement rules of docs/CONTRACT.md §3.2, each worked from its formula.
@MainActor
struct OverlappingHStackTests {
  typealias Fixtures = LayoutFixtures

  /// Lays out `count` square tiles of side 40 in `bounds`.
  func row(
    _ stack: OverlappingHStack = OverlappingHStack(), count: Int, side: CGFloat = 40,
    in bounds: CGRect
  ) -> LaidOut {
    stack.laidOut(
      in: bounds, proposal: ProposedViewSize(bounds.size),
      subviews: Fixtures.tiles(count: count, width: side, height: side))
  }

  // MARK: Size

  @Test(arguments: [0, 1, 39.5, 136, 300, 1024] as [CGFloat])
  func sizeIsTheProposedWidthByTheTallestTile(width: CGFloat) {
    let size = OverlappingHStack().sizeThatFits(
      proposal: ProposedViewSize(width: width, height: 5),
      subviews: Fixtures.tiles([
        CGSize(width: 10, height: 30), CGSize(width: 40, height: 44), CGSize(width: 20, height: 8),
      ]))
    #expect(size == CGSize(width: width, height: 44))
  }

  @Test func unspecifiedWidthIsTenAsInSwiftUI() {
    let size = OverlappingHStack().sizeThatFits(
      proposal: .unspecified, subviews: Fixtures.tiles(count: 3, width: 40, height: 40))
    #expect(size == CGSize(width: 10, height: 40))
  }

  @Test func infiniteWidthIsTheIdealWidth() {
    // 4·40 + 3·8 = 184.
    let size = OverlappingHStack().sizeThatFits(
      proposal: .infinity, subviews: Fixtures.tiles(count: 4, width: 40, height: 40))
    #expect(size == CGSize(width: 184, height: 40))
  }

  @Test func negativeWidthIsZero() {
    let size = OverlappingHStack().sizeThatFits(
      proposal: ProposedViewSize(width: -20, height: nil),
      subviews: Fixtures.tiles(count: 2, width: 40, height: 40))
    #expect(size == CGSize(width: 0, height: 40))
  }

  // MARK: Fitting

  @Test func fittingRowSitsCentredWithSpacingBetweenSlots() {
    // I = 3·40 + 2·8 = 136; offset (300 − 136)/2 = 82; midY = 5 + 30 = 35.
    let result = row(count: 3, in: CGRect(x: 20, y: 5, width: 300, height: 60))
    #expect(
      result.frames == [
        CGRect(x: 102, y: 15, width: 40, height: 40),
        CGRect(x: 150, y: 15, width: 40, height: 40),
        CGRect(x: 198, y: 15, width: 40, height: 40),
      ])
  }

  @Test(
    arguments: HorizontalAlignment.allCases,
    [136, 137, 150.5, 200, 300, 1000] as [CGFloat])
  func fittingRowFollowsItsAlignment(alignment: HorizontalAlignment, width: CGFloat) {
    let (n, w, s): (CGFloat, CGFloat, CGFloat) = (3, 40, 8)
    let ideal = n * w + (n - 1) * s
    let offset: CGFloat
    switch alignment {
    case .leading: offset = 0
    case .center: offset = (width - ideal) / 2
    case .trailing: offset = width - ideal
    default: Issue.record("unknown alignment \(alignment)"); return
    }
    let bounds = CGRect(x: -35, y: 12, width: width, height: 50)
    let result = row(OverlappingHStack(alignment: alignment), count: 3, in: bounds)
    for i in 0..<3 {
      #expect(result.frames[i].minX == bounds.minX + offset + CGFloat(i) * (w + s))
      #expect(result.frames[i].midY == bounds.midY)
    }
  }

  @Test(arguments: [0, 3, 8, 20, -10] as [CGFloat])
  func fittingRowUsesTheGivenSpacing(spacing: CGFloat) {
    let result = row(
      OverlappingHStack(alignment: .leading, spacing: spacing), count: 4,
      in: CGRect(x: 0, y: 0, width: 500, height: 40))
    let edges = result.frames.map(\.minX)
    #expect(edges == [0, 1, 2, 3].map { CGFloat($0) * (40 + spacing) })
  }

  @Test func widthExactlyIdealStillFits() {
    // n = 2: I = 2·40 + 8 = 88, so the second tile starts at 48, the spacing intact.
    let result = row(count: 2, in: CGRect(x: 0, y: 0, width: 88, height: 40))
    #expect(result.frames.map(\.minX) == [0, 48])
  }

  // MARK: Overlapping

  @Test func overlappingRowStepsEvenlyFromEdgeToEdge() {
    // I = 5·40 + 4·8 = 232 > 120: step (120 − 40)/4 = 20; centres 20, 40, 60, 80, 100.
    let result = row(count: 5, in: CGRect(x: 10, y: 0, width: 120, height: 40))
    #expect(result.frames.map(\.midX) == [30, 50, 70, 90, 110])
    #expect(result.frames.first?.minX == 10)
    #expect(result.frames.last?.maxX == 130)
  }

  @Test(
    arguments: HorizontalAlignment.allCases,
    [40, 41, 60, 87.5, 100, 135.75] as [CGFloat])
  func overlappingRowIgnoresAlignment(alignment: HorizontalAlignment, width: CGFloat) {
    let (n, w): (CGFloat, CGFloat) = (3, 40)
    let step = (width - w) / (n - 1)
    let bounds = CGRect(x: 7, y: -3, width: width, height: 40)
    let result = row(OverlappingHStack(alignment: alignment), count: 3, in: bounds)
    for i in 0..<3 {
      #expect(Fixtures.close(result.frames[i].midX, bounds.minX + w / 2 + CGFloat(i) * step))
      #expect(result.frames[i].midY == bounds.midY)
    }
  }

  @Test func twoTilesJustNarrowerThanIdealOverlap() {
    // I = 88; at 87.5 the step is 47.5, half a point less than 40 + 8.
    let result = row(count: 2, in: CGRect(x: 0, y: 0, width: 87.5, height: 40))
    #expect(result.frames.map(\.minX) == [0, 47.5])
  }

  // MARK: Mixed sizes and proposals

  @Test func mixedTilesShareTheWidestSlot() {
    // mw = 40, mh = 50; fitting, leading: slots start at 0, 48, 96; each tile's leading edge
    // sits at its slot's and it keeps its own size, centred on midY = 25.
    let sizes = [
      CGSize(width: 20, height: 10), CGSize(width: 40, height: 30), CGSize(width: 30, height: 50),
    ]
    let result = OverlappingHStack(alignment: .leading).laidOut(
      in: CGRect(x: 0, y: 0, width: 200, height: 50), proposal: .unspecified,
      subviews: Fixtures.tiles(sizes))
    #expect(
      result.frames == [
        CGRect(x: 0, y: 20, width: 20, height: 10),
        CGRect(x: 48, y: 10, width: 40, height: 30),
        CGRect(x: 96, y: 0, width: 30, height: 50),
      ])
    #expect(result.size == CGSize(width: 10, height: 50))
  }

  @Test func mixedTilesOverlapCentredInTheirSlots() {
    // mw = 40, W = 100 < 3·40 + 2·8: step 30, slot centres 20, 50, 80.
    let sizes = [
      CGSize(width: 20, height: 10), CGSize(width: 40, height: 30), CGSize(width: 30, height: 50),
    ]
    let result = OverlappingHStack().laidOut(
      in: CGRect(x: 0, y: 0, width: 100, height: 50), proposal: .unspecified,
      subviews: Fixtures.tiles(sizes))
    #expect(result.frames.map(\.midX) == [20, 50, 80])
    #expect(result.frames.map(\.width) == [20, 40, 30])
  }

  @Test(arguments: [500, 60] as [CGFloat])
  func everyTileIsProposedTheSlot(width: CGFloat) {
    let subviews = [
      Fixtures.flexible(ideal: CGSize(width: 12, height: 30)),
      Fixtures.flexible(ideal: CGSize(width: 36, height: 18)),
    ]
    let result = OverlappingHStack().laidOut(
      in: CGRect(x: 0, y: 0, width: width, height: 30), proposal: .unspecified,
      subviews: subviews)
    #expect(result.frames.map(\.size) == Array(repeating: CGSize(width: 36, height: 30), count: 2))
  }

  // MARK: Counts and degenerate widths

  @Test func emptyRowPlacesNothing() {
    let result = row(count: 0, in: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(result.frames.isEmpty)
    #expect(result.drawOrder.isEmpty)
    #expect(result.size == CGSize(width: 100, height: 0))
  }

  @Test(arguments: HorizontalAlignment.allCases)
  func loneTileNarrowerThanItsBoundsFollowsAlignment(alignment: HorizontalAlignment) {
    let result = row(
      OverlappingHStack(alignment: alignment), count: 1,
      in: CGRect(x: 10, y: 0, width: 100, height: 40))
    let expected: CGFloat = [.leading: 10, .center: 40, .trailing: 70][alignment]!
    #expect(result.frames.map(\.minX) == [expected])
  }

  @Test(arguments: HorizontalAlignment.allCases, [0, 1, 25, 39.5] as [CGFloat])
  func loneTileWiderThanItsBoundsStartsAtTheLeadingEdge(
    alignment: HorizontalAlignment, width: CGFloat
  ) {
    let result = row(
      OverlappingHStack(alignment: alignment), count: 1,
      in: CGRect(x: 10, y: 0, width: width, height: 40))
    #expect(result.frames == [CGRect(x: 10, y: 0, width: 40, height: 40)])
  }

  @Test(arguments: [0, 1, 25, 39.5] as [CGFloat])
  func rowNarrowerThanOneTilePilesUpAtTheLeadingEdge(width: CGFloat) {
    let result = row(count: 4, in: CGRect(x: -5, y: 0, width: width, height: 40))
    #expect(result.frames == Array(repeating: CGRect(x: -5, y: 0, width: 40, height: 40), count: 4))
  }

  @Test(arguments: [0, 10, 100] as [CGFloat])
  func zeroSizedTilesNeverProduceNaN(width: CGFloat) {
    let result = row(count: 5, side: 0, in: CGRect(x: 3, y: 4, width: width, height: 0))
    #expect(result.frames.allSatisfy(Fixtures.isFinite))
    #expect(result.frames.allSatisfy { $0.minY == 4 })
  }

  @Test func infiniteBoundsPlaceTheRowAtItsIdealWidth() {
    let result = row(
      OverlappingHStack(alignment: .trailing), count: 2,
      in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 40))
    #expect(result.frames.map(\.minX) == [0, 48])
  }

  @Test func largeRowOverlapsEdgeToEdge() {
    let n = 1000
    let bounds = CGRect(x: 0, y: 0, width: 800, height: 40)
    let result = row(count: n, in: bounds)
    let step = (800 - 40) / CGFloat(n - 1)
    #expect(result.frames.first?.minX == 0)
    #expect(Fixtures.close(result.frames.last!.maxX, 800))
    for i in stride(from: 0, to: n, by: 97) {
      #expect(Fixtures.close(result.frames[i].midX, 20 + CGFloat(i) * step))
    }
  }

  // MARK: Z-order

  @Test(arguments: [1, 2, 7])
  func lastOnTopStacksLaterTilesHigher(count: Int) {
    let result = row(count: count, in: CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(result.drawOrder == Array(0..<count))
  }

  @Test(arguments: [1, 2, 7])
  func firstOnTopStacksEarlierTilesHigher(count: Int) {
    let result = row(
      OverlappingHStack(zOrder: .firstOnTop), count: count,
      in: CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(result.drawOrder == Array((0..<count).reversed()))
  }

  @Test(arguments: OverlappingHStack.ZOrder.allCases, [0, 2, 4])
  func raisedTileIsDrawnAboveAll(zOrder: OverlappingHStack.ZOrder, raised: Int) {
    let result = row(
      OverlappingHStack(zOrder: zOrder, raisedIndex: raised), count: 5,
      in: CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(result.drawOrder.last == raised)
    let others = (0..<5).filter { $0 != raised }
    let expectedOthers = zOrder == .lastOnTop ? others : others.reversed()
    #expect(Array(result.drawOrder.dropLast()) == expectedOthers)
  }

  @Test(arguments: [-1, 5, 99])
  func raisedIndexOutsideTheRowChangesNothing(raised: Int) {
    let result = row(
      OverlappingHStack(raisedIndex: raised), count: 5,
      in: CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(result.drawOrder == Array(0..<5))
  }
}
