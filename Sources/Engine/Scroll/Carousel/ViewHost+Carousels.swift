import Foundation

extension ViewHost {
  /// The scroll views' physics and autoplay in tree order, as laid out: each one's page,
  /// offset, velocity, running animation and autoplay (what an inspector shows of a scroll
  /// view).
  public var scrollCarousels: [Carousel] {
    graph.layoutIfNeeded()
    return scrollStates().map(\.carousel)
  }
}
