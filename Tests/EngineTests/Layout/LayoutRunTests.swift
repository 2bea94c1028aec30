import Engine
import Foundation
import Testing

/// Places subview 0 at each of `positions` in turn, with the given anchor and proposal.
private struct PlaceRepeatedly: Layout {
  var positions: [CGPoint]
  var anchor: UnitPoint = .topLeading
  var proposal: ProposedViewSize = .unspecified

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for position in positions {
      subviews[0].place(at: position, anchor: anchor, proposal: self.proposal)
    }
  }
}

/// Places every subview of `subviews[from...]` at the bounds' origin, and sets z-indices.
private struct PlaceTail: Layout {
  var from: Int
  var zIndices: [Double] = []

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let tail = subviews[from...]
    precondition(tail.startIndex == from, "a slice keeps its base's indices")
    for subview in tail {
      subview.place(at: bounds.origin, proposal: .unspecified)
    }
    for (index, z) in zIndices.enumerated() {
      subviews[index].setZIndex(z)
    }
  }
}

/// Measures in `makeCache`, wipes the cache while sizing, and relies on the default
/// `updateCache` to bring it back before placing.
private struct RebuildsCache: Layout {
  func makeCache(subviews: Subviews) -> [CGSize] {
    subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]
  ) -> CGSize {
    cache = []
    return .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]
  ) {
    updateCache(&cache, subviews: subviews)
    for (index, subview) in subviews.enumerated() {
      subview.place(at: CGPoint(x: cache[index].width, y: 0), proposal: .unspecified)
    }
  }
}

/// Reports each subview's priority as its x position.
private struct PlaceByPriority: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: CGPoint(x: subview.priority, y: 0), proposal: .unspecified)
    }
  }
}

@MainActor
struct LayoutRunTests {
  let tile = CGSize(width: 30, height: 20)

  @Test func lastPlaceCallWins() {
    let layout = PlaceRepeatedly(positions: [
      CGPoint(x: 1, y: 2), CGPoint(x: 50, y: 60), CGPoint(x: 7, y: 8),
    ])
    let result = layout.laidOut(
      in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified,
      subviews: LayoutFixtures.tiles([tile]))
    #expect(result.frames == [CGRect(x: 7, y: 8, width: 30, height: 20)])
  }

  @Test(
    arguments: [
      (UnitPoint.topLeading, 100, 50), (.center, 85, 40), (.bottomTrailing, 70, 30),
      (.leading, 100, 40), (.bottom, 85, 30),
    ] as [(UnitPoint, CGFloat, CGFloat)])
  func anchorPointLandsOnThePosition(anchor: UnitPoint, minX: CGFloat, minY: CGFloat) {
    // origin = position − anchor × size, with the 30×20 tile placed at (100, 50).
    let layout = PlaceRepeatedly(positions: [CGPoint(x: 100, y: 50)], anchor: anchor)
    let result = layout.laidOut(
      in: CGRect(x: 0, y: 0, width: 200, height: 200), proposal: .unspecified,
      subviews: LayoutFixtures.tiles([tile]))
    #expect(result.frames == [CGRect(x: minX, y: minY, width: 30, height: 20)])
  }

  @Test func frameSizeIsTheSizeForTheProposalGivenToPlace() {
    let layout = PlaceRepeatedly(
      positions: [CGPoint(x: 5, y: 5)], proposal: ProposedViewSize(width: 44, height: nil))
    let result = layout.laidOut(
      in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified,
      subviews: [LayoutFixtures.flexible(ideal: CGSize(width: 9, height: 13))])
    #expect(result.frames == [CGRect(x: 5, y: 5, width: 44, height: 13)])
  }

  @Test func neverPlacedSubviewsSitAtTheBoundsCentreWithTheContainersProposal() {
    let bounds = CGRect(x: 40, y: -20, width: 200, height: 100)  // centre (140, 30)
    let proposal = ProposedViewSize(width: 60, height: nil)
    let result = PlaceTail(from: 2).laidOut(
      in: bounds, proposal: proposal,
      subviews: [
        LayoutFixtures.flexible(ideal: CGSize(width: 10, height: 16)),
        .fixed(tile),
        .fixed(tile),
      ])
    #expect(result.frames[0] == CGRect(x: 110, y: 22, width: 60, height: 16))
    #expect(result.frames[1] == CGRect(x: 125, y: 20, width: 30, height: 20))
    #expect(result.frames[2] == CGRect(x: 40, y: -20, width: 30, height: 20))
  }

  @Test func drawOrderIsSubviewOrderStablySortedByZIndex() {
    let result = PlaceTail(from: 0, zIndices: [1, 0, 1, 0, -2]).laidOut(
      in: .zero, proposal: .unspecified,
      subviews: LayoutFixtures.tiles(count: 5, width: 1, height: 1))
    #expect(result.drawOrder == [4, 1, 3, 0, 2])
  }

  @Test func drawOrderIsSubviewOrderWhenNoZIndexIsSet() {
    let result = PlaceTail(from: 0).laidOut(
      in: .zero, proposal: .unspecified,
      subviews: LayoutFixtures.tiles(count: 6, width: 1, height: 1))
    #expect(result.drawOrder == Array(0..<6))
  }

  @Test func aNaNZIndexDrawsAsZero() {
    let result = PlaceTail(from: 0, zIndices: [.nan, -1, 1, 0]).laidOut(
      in: .zero, proposal: .unspecified,
      subviews: LayoutFixtures.tiles(count: 4, width: 1, height: 1))
    #expect(result.drawOrder == [1, 0, 3, 2])
  }

  @Test func defaultUpdateCacheRemakesTheCache() {
    let widths: [CGFloat] = [3, 11, 7]
    let result = RebuildsCache().laidOut(
      in: .zero, proposal: .unspecified,
      subviews: LayoutFixtures.tiles(widths.map { CGSize(width: $0, height: 1) }))
    #expect(result.frames.map(\.minX) == widths)
  }

  @Test func sizeThatFitsAsksTheLayout() {
    let size = PlaceRepeatedly(positions: []).sizeThatFits(
      proposal: ProposedViewSize(width: 70, height: nil), subviews: [])
    #expect(size == CGSize(width: 70, height: 10))
  }

  @Test func priorityComesFromTheHostAndDefaultsToZero() {
    var urgent = TestSubview.fixed(tile)
    urgent.priority = 3
    let result = PlaceByPriority().laidOut(
      in: .zero, proposal: .unspecified, subviews: [.fixed(tile), urgent])
    #expect(result.frames.map(\.minX) == [0, 3])
  }
}
