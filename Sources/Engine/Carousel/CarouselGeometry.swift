import Foundation

/// Where pages sit in the carousel's viewport: SwiftUI's `containerRelativeFrame` pages in an
/// HStack with safe-area padding, as pure arithmetic.
///
/// Page i's leading edge is at `inset + i·stride − offset`, `stride = pageWidth + spacing`, so
/// at the resting offset `i·stride` page i starts at x = inset and each neighbour peeks
/// `inset − spacing` points.
public struct CarouselGeometry: Sendable, Hashable {
  public var viewportWidth: CGFloat
  public var inset: CGFloat
  public var spacing: CGFloat
  /// A page width set by the host (a scroll view's measured targets) instead of the
  /// viewport less the insets.
  public var fixedPageWidth: CGFloat?

  public init(
    viewportWidth: CGFloat, inset: CGFloat = CarouselConfiguration.Defaults.inset,
    spacing: CGFloat = CarouselConfiguration.Defaults.spacing, pageWidth: CGFloat? = nil
  ) {
    self.viewportWidth = viewportWidth.isFinite ? max(viewportWidth, 0) : 0
    self.inset = inset.isFinite ? max(inset, 0) : 0
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0
    self.fixedPageWidth = pageWidth.flatMap { $0.isFinite ? max($0, 1) : nil }
  }

  /// Viewport width minus the inset on both sides (or the host's page width); never below
  /// one point, so a window narrower than the insets still has pages (clipped) rather than
  /// NaN.
  public var pageWidth: CGFloat { fixedPageWidth ?? max(viewportWidth - 2 * inset, 1) }

  /// Distance between the leading edges of neighbouring pages.
  public var stride: CGFloat { pageWidth + spacing }

  /// The offset at which page `index` rests (its leading edge at x = inset).
  public func restingOffset(ofPage index: Int) -> CGFloat { CGFloat(index) * stride }

  /// The leading x of page `index` (virtual index in loop mode) at `offset`.
  public func pageX(_ index: Int, offset: CGFloat) -> CGFloat {
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
    // x + pageWidth > 0  ⇔  i > (offset − inset − pageWidth)/stride
    // x < viewportWidth ⇔  i < (offset − inset + viewportWidth)/stride
    let lo = ((offset - inset - pageWidth) / stride).rounded(.down) + 1
    let hi = ((offset - inset + viewportWidth) / stride).rounded(.up) - 1
    let l = Int(max(min(lo, 1e15), -1e15))
    let h = Int(max(min(hi, 1e15), -1e15))
    return l...max(l, h)
  }
}
