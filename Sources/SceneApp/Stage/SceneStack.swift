import Engine
import Foundation

/// Arranges `preview`'s scene in the window (docs/CONTRACT.md §3.1): the rows from the top, `padding`
/// in from the sides and `rowSpacing` apart, then the carousel across the whole width, then
/// the page dots below it; the block centred vertically when it fits with `padding` to
/// spare, else from `padding` at the top.
///
/// The carousel always stays whole on screen: in a window too short for everything, the
/// rows are offered less height, all by the same factor (each row's tiles scale down
/// together), down to nothing when their type would be under a point. Subviews: the rows,
/// the carousel, the dots when `dots` is set, then with `overlay` a view over the whole
/// bounds.
struct SceneStack: Layout {
  var padding: CGFloat
  var rowSpacing: CGFloat
  var carouselHeight: CGFloat
  var dots: Bool
  /// The rows' largest font size: below a point of it, the rows step aside.
  var largestFont: CGFloat
  /// The carousel's inset: dots show only within it.
  var inset: CGFloat
  /// Whether the last subview lies over everything (the inspector, an error).
  var overlay = false

  /// The height the dots take below the carousel (their gap and diameter).
  var dotsHeight: CGFloat { dots ? Stage.dotsTop + Stage.dotSize : 0 }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let rowCount = subviews.count - 1 - (dots ? 1 : 0) - (overlay ? 1 : 0)
    guard rowCount >= 0 else { return }
    if overlay, let last = subviews.last {
      last.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
    let rowWidth = max(bounds.width - 2 * padding, 0)
    let natural = (0..<rowCount).map {
      subviews[$0].sizeThatFits(ProposedViewSize(width: rowWidth, height: nil)).height
    }
    let scale = rowScale(naturalHeights: natural, height: bounds.height)
    let heights = natural.map { $0 * scale }
    var y = bounds.minY + contentTop(rowHeights: heights, height: bounds.height)
    for r in 0..<rowCount {
      subviews[r].place(
        at: CGPoint(x: bounds.minX + padding, y: y), anchor: .topLeading,
        proposal: ProposedViewSize(width: rowWidth, height: heights[r]))
      y += heights[r] + rowSpacing
    }
    let carouselTop =
      heights.contains { $0 > 0 }
      ? y : bounds.minY + contentTop(rowHeights: [], height: bounds.height)
    subviews[rowCount].place(
      at: CGPoint(x: bounds.minX, y: carouselTop), anchor: .topLeading,
      proposal: ProposedViewSize(width: bounds.width, height: carouselHeight))
    if dots {
      subviews[rowCount + 1].place(
        at: CGPoint(
          x: bounds.midX, y: carouselTop + carouselHeight + Stage.dotsTop + Stage.dotSize / 2),
        anchor: .center,
        proposal: ProposedViewSize(width: max(bounds.width - 2 * inset, 0), height: Stage.dotSize))
    }
  }

  /// How much the rows shrink (1: not at all) so that padding, rows, carousel and dots fit
  /// `height`; 0 when not even the carousel leaves room for them.
  func rowScale(naturalHeights heights: [CGFloat], height: CGFloat) -> CGFloat {
    let rowsHeight = heights.reduce(0, +)
    guard rowsHeight > 0 else { return 1 }
    let fixed =
      2 * padding + rowSpacing * CGFloat(heights.count) + carouselHeight + dotsHeight
    let room = height - fixed
    guard room < rowsHeight else { return 1 }
    // Below a point of type nothing is legible: the rows step aside entirely.
    let scale = max(room, 0) / rowsHeight
    return scale * largestFont < 1 ? 0 : scale
  }

  /// Top of the content block: centred when everything fits with the padding to spare,
  /// else the padding.
  func contentTop(rowHeights: [CGFloat], height: CGFloat) -> CGFloat {
    let rowsHeight = rowHeights.reduce(0, +) + rowSpacing * CGFloat(rowHeights.count)
    let free = height - (rowsHeight + carouselHeight + dotsHeight)
    return free > 2 * padding ? (free / 2).rounded() : padding
  }
}
