import Engine
import Foundation
import Testing

// Two layouts written exactly as one would for SwiftUI; only the imports differ. They prove
// that the protocol has SwiftUI's shape: `Subviews`, a `Void` cache by default, a custom
// cache with `makeCache`/`updateCache`, `sizeThatFits(.unspecified)`, `indices`, `map`,
// `zip`, and `place(at:anchor:proposal:)` with and without an anchor.

/// Wraps subviews into rows like text, each at its ideal size.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 10

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return arrange(sizes: sizes, maxWidth: proposal.width ?? .infinity).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let arrangement = arrange(sizes: sizes, maxWidth: bounds.width)
    for (subview, origin) in zip(subviews, arrangement.origins) {
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
        proposal: .unspecified)
    }
  }

  private func arrange(sizes: [CGSize], maxWidth: CGFloat) -> (origins: [CGPoint], size: CGSize) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var width: CGFloat = 0
    for size in sizes {
      if x > 0 && x + size.width > maxWidth {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      rowHeight = max(rowHeight, size.height)
      width = max(width, x + size.width)
      x += size.width + spacing
    }
    return (origins, CGSize(width: width, height: y + rowHeight))
  }
}

/// Gives every subview the width of the widest, like a row of equal buttons.
private struct EqualWidthHStack: Layout {
  var spacing: CGFloat = 10

  struct CacheData {
    var maxSize: CGSize
  }

  func makeCache(subviews: Subviews) -> CacheData {
    CacheData(maxSize: maxSize(subviews: subviews))
  }

  func updateCache(_ cache: inout CacheData, subviews: Subviews) {
    cache.maxSize = maxSize(subviews: subviews)
  }

  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData
  ) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let count = CGFloat(subviews.count)
    return CGSize(
      width: cache.maxSize.width * count + spacing * (count - 1), height: cache.maxSize.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData
  ) {
    let placementProposal = ProposedViewSize(cache.maxSize)
    var nextX = bounds.minX + cache.maxSize.width / 2
    for index in subviews.indices {
      subviews[index].place(
        at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
      nextX += cache.maxSize.width + spacing
    }
  }

  private func maxSize(subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }
}

@MainActor
struct CustomLayoutPortTests {
  @Test func portedFlowLayoutWrapsIntoRows() {
    // 30 at x 0, 50 at x 40 (ends 90); 40 would end at 140 > 130, so it wraps to
    // y = 20 + 10; then 60 at x 50 (ends 110). Size: widest row 110 by 30 + 15.
    let subviews = LayoutFixtures.tiles([
      CGSize(width: 30, height: 10), CGSize(width: 50, height: 20),
      CGSize(width: 40, height: 15), CGSize(width: 60, height: 10),
    ])
    let bounds = CGRect(x: 5, y: 7, width: 130, height: 45)
    let result = FlowLayout().laidOut(
      in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews)
    #expect(result.size == CGSize(width: 110, height: 45))
    #expect(
      result.frames == [
        CGRect(x: 5, y: 7, width: 30, height: 10),
        CGRect(x: 45, y: 7, width: 50, height: 20),
        CGRect(x: 5, y: 37, width: 40, height: 15),
        CGRect(x: 55, y: 37, width: 60, height: 10),
      ])
  }

  @Test func portedFlowLayoutKeepsOneRowWhenUnconstrained() {
    // Unspecified width: everything on one row, 30 + 10 + 50 = 90 wide.
    let size = FlowLayout().sizeThatFits(
      proposal: .unspecified,
      subviews: LayoutFixtures.tiles([
        CGSize(width: 30, height: 10), CGSize(width: 50, height: 20),
      ]))
    #expect(size == CGSize(width: 90, height: 20))
  }

  @Test func portedEqualWidthStackGivesEveryButtonTheWidestWidth() {
    // Widest 80 × 20: size 3·80 + 2·10 = 260; centres 40, 130, 220 → edges 0, 90, 180.
    let subviews = [50, 80, 65].map {
      LayoutFixtures.flexible(ideal: CGSize(width: $0, height: 20))
    }
    let bounds = CGRect(x: 0, y: 0, width: 260, height: 20)
    let result = EqualWidthHStack().laidOut(
      in: bounds, proposal: .unspecified, subviews: subviews)
    #expect(result.size == CGSize(width: 260, height: 20))
    #expect(result.frames.map(\.minX) == [0, 90, 180])
    #expect(result.frames.allSatisfy { $0.size == CGSize(width: 80, height: 20) })
  }
}
