import Foundation

/// A proxy for one subview: the layout measures it and tells it where to go.
///
/// Like SwiftUI's, it is a value whose `place` is nonmutating: every copy reports to the
/// same pass, so a layout can place subviews while iterating `subviews` with `for`.
public struct LayoutSubview: Equatable {
  /// The pass this proxy reports to.
  let run: LayoutRun
  /// The subview's position among its container's subviews.
  let index: Int

  /// The subview's size for `proposal`.
  ///
  /// Each call asks the view graph, which answers from its per-pass cache after the first
  /// time for a proposal; a layout that needs a size twice may keep it in its cache.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    run.measure(index, proposal)
  }

  /// Puts the subview so that its `anchor` point lands on `position`.
  ///
  /// The subview's size is its `sizeThatFits(proposal)`. The last call in a pass wins.
  /// - Parameters:
  ///   - position: A point in the coordinate space of the container's bounds.
  ///   - anchor: Which point of the subview lands on `position`.
  ///   - proposal: The size offered to the subview.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    run.place(index, LayoutRun.Placement(position: position, anchor: anchor, proposal: proposal))
  }

  /// How eagerly the subview takes space, as set by the host (0 unless it says otherwise).
  public var priority: Double {
    run.subviews[index].priority
  }

  /// Whether the subview is a `Spacer`: SwiftUI's stacks size spacers after everything else.
  var isSpacer: Bool {
    run.subviews[index].isSpacer
  }

  /// The spacing the subview prefers to its neighbours.
  public var spacing: ViewSpacing {
    run.subviews[index].spacing
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    if let guides = run.subviews[index].guides { return guides(proposal) }
    return ViewDimensions(size: sizeThatFits(proposal))
  }

  /// The value of a layout key set on the subview with `.layoutValue(key:value:)`, or the
  /// key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    run.subviews[index].layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Sets the subview's z-index: draw order is subview order, stably sorted by it.
  ///
  /// Engine extension: in SwiftUI the z-index comes from the `.zIndex` modifier, which a
  /// layout cannot apply; the overlapping stack needs to choose which tile is on top.
  /// Every subview starts at its `.zIndex` (0 when none is set); the last call in a pass
  /// wins.
  public func setZIndex(_ z: Double) {
    run.setZIndex(index, z)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.run === rhs.run && lhs.index == rhs.index
  }
}
