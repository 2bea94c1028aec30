import Foundation

/// Where pages sit along a scroll view's axis: SwiftUI's `containerRelativeFrame` pages in a
/// stack with safe-area padding, or a scroll view's measured targets, as pure arithmetic.
///
/// Positions are lengths along the axis (x for a horizontal scroll view, y for a vertical
/// one). Page i's leading edge is at `inset + i·stride − offset` from the viewport's leading
/// edge, `stride = pageLength + spacing`, so at the resting offset `i·stride` page i starts
/// at `inset` and each neighbour peeks `inset − spacing` points.
public struct PageGeometry: Sendable, Hashable {
  /// The viewport's length along the axis.
  public var viewportLength: CGFloat
  public var inset: CGFloat
  public var spacing: CGFloat
  /// A page length set by the host (a scroll view's measured targets) instead of the
  /// viewport less the insets.
  public var fixedPageLength: CGFloat?

  public init(
    viewportLength: CGFloat, inset: CGFloat = ScrollCarousel.Defaults.inset,
    spacing: CGFloat = ScrollCarousel.Defaults.spacing, pageLength: CGFloat? = nil
  ) {
    self.viewportLength = viewportLength.isFinite ? max(viewportLength, 0) : 0
    self.inset = inset.isFinite ? max(inset, 0) : 0
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0
    self.fixedPageLength = pageLength.flatMap { $0.isFinite ? max($0, 1) : nil }
  }

  /// The viewport less the inset at both ends (or the host's page length); never below one
  /// point, so a viewport shorter than the insets still has pages (clipped) rather than NaN.
  public var pageLength: CGFloat { fixedPageLength ?? max(viewportLength - 2 * inset, 1) }

  /// Distance between the leading edges of neighbouring pages.
  public var stride: CGFloat { pageLength + spacing }

  /// The offset at which page `index` rests (its leading edge at `inset`).
  public func restingOffset(ofPage index: Int) -> CGFloat { CGFloat(index) * stride }

  /// Where page `index` (virtual index in loop mode) starts at `offset`, from the
  /// viewport's leading edge.
  public func pageStart(_ index: Int, offset: CGFloat) -> CGFloat {
    inset + CGFloat(index) * stride - offset
  }

  /// The page index whose resting offset is nearest to `offset` (unclamped).
  public func nearestPage(toOffset offset: CGFloat) -> Int {
    let p = (offset / stride).rounded()
    return p.isFinite ? Int(max(min(p, 1e15), -1e15)) : 0
  }

  /// Virtual page indices that intersect the viewport at `offset`, in order.
  ///
  /// - Complexity: O(visible pages), independent of the page count.
  public func visibleRange(offset: CGFloat) -> ClosedRange<Int> {
    // start + pageLength > 0      ⇔  i > (offset − inset − pageLength)/stride
    // start < viewportLength      ⇔  i < (offset − inset + viewportLength)/stride
    let lo = ((offset - inset - pageLength) / stride).rounded(.down) + 1
    let hi = ((offset - inset + viewportLength) / stride).rounded(.up) - 1
    let l = Int(max(min(lo, 1e15), -1e15))
    let h = Int(max(min(hi, 1e15), -1e15))
    return l...max(l, h)
  }
}
