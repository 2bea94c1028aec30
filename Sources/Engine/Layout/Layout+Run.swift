import Foundation

extension Layout {
  /// The container's size for `proposal`, given the host's measured subviews.
  ///
  /// Makes a cache for the question, as a full pass would.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: [MeasuredSubview]) -> CGSize {
    let run = LayoutRun(subviews: subviews)
    let proxies = LayoutSubviews(run: run)
    var cache = makeCache(subviews: proxies)
    return sizeThatFits(proposal: proposal, subviews: proxies, cache: &cache)
  }

  /// Runs a full pass: sizes the container for `proposal`, then places the subviews in
  /// `bounds`.
  ///
  /// This is the host's entry point. It makes one cache and shares it between the two
  /// phases, as SwiftUI does within a pass. A subview the layout never placed sits at the
  /// centre of `bounds` (anchor `.center`) with the container's proposal; each frame's size
  /// is the subview's `sizeThatFits` for the proposal it was placed with.
  /// - Parameters:
  ///   - bounds: Where the container goes; its origin need not be zero.
  ///   - proposal: What the container's parent offers it.
  ///   - subviews: The host's subviews, in order.
  /// - Returns: The container's size, each subview's frame and z-index, and the draw order.
  public func layout(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [MeasuredSubview]
  ) -> LayoutResult {
    let run = LayoutRun(subviews: subviews)
    let proxies = LayoutSubviews(run: run)
    var cache = makeCache(subviews: proxies)
    let size = sizeThatFits(proposal: proposal, subviews: proxies, cache: &cache)
    placeSubviews(in: bounds, proposal: proposal, subviews: proxies, cache: &cache)
    return run.result(in: bounds, proposal: proposal, size: size)
  }
}
