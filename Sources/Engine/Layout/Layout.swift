import Foundation

/// A value that sizes a container for a proposal and places its subviews inside bounds.
///
/// Shaped exactly like SwiftUI's `Layout` so a custom layout written for SwiftUI ports by
/// changing its imports (`import Engine` plus `import Foundation`). Layout runs in two
/// phases, as in SwiftUI: `sizeThatFits` answers how big the container wants to be, then
/// `placeSubviews` commits a position for every subview. The host runs both phases with
/// `layout(in:proposal:subviews:)`, which shares one cache between them.
///
/// Everything real custom layouts use is here: `spacing(subviews:cache:)`,
/// `explicitAlignment`, `layoutProperties`, and through the proxies `ViewSpacing`,
/// `priority`, `dimensions(in:)` and `LayoutValueKey`s. Animatable data is left out.
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

  /// The spacing the container prefers around itself, as its parent stack sees it.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Where the container puts a horizontal alignment guide, or nil for the default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Where the container puts a vertical alignment guide, or nil for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Properties of the layout type: a stack's orientation tells `Spacer` its axis.
  static var layoutProperties: LayoutProperties { get }
}

/// Properties of a layout type (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable, Hashable {
  /// The axis a stack lays its subviews along; nil for other layouts.
  public var stackOrientation: Axis?

  public init() {}
}

extension Layout where Cache == Void {
  /// A layout without a cache needs nothing computed.
  public func makeCache(subviews: Subviews) -> Cache {
    ()
  }
}

extension Layout {
  /// The union of the subviews' preferences, as SwiftUI's default does.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var s = ViewSpacing.zero
    for subview in subviews { s.formUnion(subview.spacing) }
    return s
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Re-makes the cache from scratch, which is always correct if not always cheapest.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
}
