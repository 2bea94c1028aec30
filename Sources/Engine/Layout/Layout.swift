import Foundation

/// A value that sizes a container for a proposal and places its subviews inside bounds.
///
/// Shaped exactly like SwiftUI's `Layout` so a custom layout written for SwiftUI ports by
/// changing its imports (`import Engine` plus `import Foundation`). Layout runs in two
/// phases, as in SwiftUI: `sizeThatFits` answers how big the container wants to be, then
/// `placeSubviews` commits a position for every subview. The host runs both phases with
/// `layout(in:proposal:subviews:)`, which shares one cache between them.
///
/// Engine leaves out what it has no use for: alignment guides, `spacing`, `layoutProperties`
/// and animatable data.
public protocol Layout {
  /// Whatever the layout wants to compute once per pass and reuse in both phases.
  associatedtype Cache = Void

  /// The subviews as the layout sees them.
  typealias Subviews = LayoutSubviews

  /// The container's size for `proposal`.
  ///
  /// - Parameters:
  ///   - proposal: What the container's parent offers; either dimension may be nil
  ///     ("ideal"), zero ("minimum") or infinite ("maximum").
  ///   - subviews: Proxies to measure with `sizeThatFits(_:)`.
  ///   - cache: The pass's cache, made by `makeCache(subviews:)`.
  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize

  /// Places every subview inside `bounds` by calling `place(at:anchor:proposal:)` on it.
  ///
  /// `bounds` may have a non-zero origin; positions are in the same coordinate space. A
  /// subview placed twice ends up where the last call put it; one never placed sits at the
  /// centre of `bounds` with the container's proposal.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Computes the cache once for a pass.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings a cache up to date when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
  /// A layout without a cache needs nothing computed.
  public func makeCache(subviews: Subviews) -> Cache {
    ()
  }
}

extension Layout {
  /// Re-makes the cache from scratch, which is always correct if not always cheapest.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
}
