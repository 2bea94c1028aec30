import Foundation

/// A container's layout, type-erased so a node can hold any `Layout`.
struct AnyLayoutBox {
  let layout: any Layout
  /// Spacer axis and default spacing come from the layout type's properties.
  var orientation: Axis? { type(of: layout).layoutProperties.stackOrientation }

  func sizeThatFits(_ p: ProposedViewSize, _ subviews: [MeasuredSubview]) -> CGSize {
    Self.size(layout, p, subviews)
  }

  private static func size<L: Layout>(_ l: L, _ p: ProposedViewSize, _ s: [MeasuredSubview])
    -> CGSize
  {
    let run = LayoutRun(subviews: s)
    let proxies = LayoutSubviews(run: run)
    var cache = l.makeCache(subviews: proxies)
    return l.sizeThatFits(proposal: p, subviews: proxies, cache: &cache)
  }

  /// A full pass with one cache shared between sizing and placing, as SwiftUI does: each
  /// subview's frame and proposal (one the layout never placed sits at the centre of
  /// `bounds` with the container's proposal), and the draw order.
  func place(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: [MeasuredSubview])
    -> (placements: [(CGRect, ProposedViewSize)], drawOrder: [Int])
  {
    Self.place(layout, bounds, p, subviews)
  }

  private static func place<L: Layout>(
    _ l: L, _ bounds: CGRect, _ p: ProposedViewSize, _ s: [MeasuredSubview]
  ) -> (placements: [(CGRect, ProposedViewSize)], drawOrder: [Int]) {
    let run = LayoutRun(subviews: s, recordingProposals: true)
    let proxies = LayoutSubviews(run: run)
    var cache = l.makeCache(subviews: proxies)
    _ = l.sizeThatFits(proposal: p, subviews: proxies, cache: &cache)
    l.placeSubviews(in: bounds, proposal: p, subviews: proxies, cache: &cache)
    return (run.placements(in: bounds, proposal: p), DrawOrder.backToFront(zIndices: run.zIndices))
  }

  func spacing(_ subviews: [MeasuredSubview]) -> ViewSpacing {
    Self.spacing(layout, subviews)
  }

  private static func spacing<L: Layout>(_ l: L, _ s: [MeasuredSubview]) -> ViewSpacing {
    let run = LayoutRun(subviews: s)
    let proxies = LayoutSubviews(run: run)
    var cache = l.makeCache(subviews: proxies)
    return l.spacing(subviews: proxies, cache: &cache)
  }
}
