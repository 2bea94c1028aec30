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

  /// A full pass like `layout(in:proposal:subviews:)` that reuses `buffers` from the last
  /// pass: the pass's storage, the cache (brought up to date with `updateCache` when the
  /// subview count is unchanged) and the result's arrays. For hosts that lay the same
  /// container out every frame.
  public func layout(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [MeasuredSubview],
    reusing buffers: LayoutBuffers
  ) -> LayoutResult {
    let run = LayoutRun(subviews: subviews, reusing: buffers)
    let proxies = LayoutSubviews(run: run)
    var cache: Cache
    if buffers.cacheCount == subviews.count, let previous = buffers.cache as? Cache {
      cache = previous
      buffers.cache = nil  // keep the cache's storage uniquely referenced while it updates
      updateCache(&cache, subviews: proxies)
    } else {
      cache = makeCache(subviews: proxies)
    }
    let size = sizeThatFits(proposal: proposal, subviews: proxies, cache: &cache)
    placeSubviews(in: bounds, proposal: proposal, subviews: proxies, cache: &cache)
    buffers.cache = cache
    buffers.cacheCount = subviews.count
    var result = buffers.result
    buffers.result = LayoutResult(
      size: .zero, frames: [], zIndices: [], drawOrder: [], measureCount: 0)
    run.result(in: bounds, proposal: proposal, size: size, over: &result)
    buffers.result = result
    return result
  }
}
