import Foundation

/// A row of equal-slot tiles that spreads out when there is room and overlaps when there
/// is not.
///
/// Each tile gets a slot as wide as the widest tile and as tall as the tallest. With room
/// for every slot plus spacing, the row sits at its `alignment`; narrower than that, the
/// slots overlap at an even step so that the first touches the leading edge and the last
/// the trailing edge (docs/CONTRACT.md §3.2). Which tile is drawn on top is `zOrder`, except that the
/// tile the pointer rests on (`raisedIndex`) is drawn above all.
///
/// A layout cannot create subviews, so the stack never collapses its tail by itself: as a
/// container with a badge (`OverlappingHStack(…) { tiles } badge: { … }`) it asks
/// `collapse(count:tileWidth:width:)` while it lays out and, when told to, builds one "+N"
/// badge and lays out the kept tiles, the badge and the last tile instead.
public struct OverlappingHStack: Layout, Sendable, Hashable {
  /// Which end of the row is drawn on top where tiles overlap.
  public enum ZOrder: String, Sendable, CaseIterable {
    /// Later tiles cover earlier ones, as SwiftUI draws siblings.
    case lastOnTop
    /// Earlier tiles cover later ones.
    case firstOnTop
  }

  /// Where the row sits when it has room to spare.
  public var alignment: HorizontalAlignment
  /// The gap between slots when the row fits (may be negative, as in SwiftUI).
  public var spacing: CGFloat
  /// Which end of the row is on top where tiles overlap.
  public var zOrder: ZOrder
  /// The tile the pointer rests on, drawn above all others; nil for none.
  public var raisedIndex: Int?
  /// The narrowest step, in points, at which an overlapped tile still shows enough of
  /// itself; below it the host collapses the tail. 0 turns collapsing off.
  public var minimumSliver: CGFloat

  /// `minimumSliver`'s default, hand-tuned: about a third of an emoji tile.
  public static let defaultMinimumSliver: CGFloat = 12
  /// `zOrder`'s default: later tiles over earlier ones, as in any SwiftUI stack.
  public static let defaultZOrder = ZOrder.lastOnTop

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat = ViewSpacing.defaultDistance,
    zOrder: ZOrder = defaultZOrder, raisedIndex: Int? = nil,
    minimumSliver: CGFloat = defaultMinimumSliver
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.zOrder = zOrder
    self.raisedIndex = raisedIndex
    self.minimumSliver = minimumSliver
  }

  /// Every tile's ideal size, measured once per pass and shared by both phases.
  public struct Cache: Sendable, Equatable {
    /// Each tile's ideal size, by subview index.
    public var sizes: [CGSize]
    /// The slot: the widest width and the tallest height (zero for no tiles).
    public var maxSize: CGSize

    /// Keeps `sizes` and derives the slot from them.
    ///
    /// A negative or non-finite dimension counts as zero, so one bad measurement cannot
    /// turn every position into NaN or infinity.
    init(sizes: [CGSize]) {
      self.sizes = sizes
      self.maxSize = Self.slot(of: sizes)
    }

    /// The widest width and tallest height, bad measurements counting as zero.
    static func slot(of sizes: [CGSize]) -> CGSize {
      func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
      var width: CGFloat = 0
      var height: CGFloat = 0
      for size in sizes {  // one pass, no intermediate arrays
        width = max(width, clean(size.width))
        height = max(height, clean(size.height))
      }
      return CGSize(width: width, height: height)
    }
  }

  /// Measures each tile once, at its ideal size.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  /// Measures each tile again into the previous pass's storage (no allocation).
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    guard cache.sizes.count == subviews.count else {
      cache = makeCache(subviews: subviews)
      return
    }
    cache.sizes.withUnsafeMutableBufferPointer { sizes in
      for (i, subview) in subviews.enumerated() {
        sizes[i] = subview.sizeThatFits(.unspecified)
      }
    }
    cache.maxSize = Cache.slot(of: cache.sizes)
  }

  /// The proposed width (10 when unspecified, as SwiftUI's
  /// `replacingUnspecifiedDimensions`) by the tallest tile.
  ///
  /// Going beyond the original: an infinite (or NaN) proposed width gives the row's ideal
  /// width instead of an infinite size, and a negative one gives 0.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    size(for: proposal, count: subviews.count, slot: cache.maxSize)
  }

  /// `sizeThatFits` from the tile count and the slot alone, which is all it reads.
  func size(for proposal: ProposedViewSize, count: Int, slot: CGSize) -> CGSize {
    var width = proposal.replacingUnspecifiedDimensions().width
    if !width.isFinite {
      width =
        Self.metrics(count: count, tileWidth: slot.width, spacing: spacing, width: 0)
        .idealWidth
    }
    return CGSize(width: max(0, width), height: slot.height)
  }

  /// Places each tile in its slot, spread out at `alignment` when the row fits, at an even
  /// overlapping step when it does not; then sets each tile's z-index.
  ///
  /// Every tile is proposed the slot size. Narrower than a single slot, the step is 0: all
  /// tiles pile up at the leading edge and overflow trailing, as a lone tile does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let count = subviews.count
    guard count > 0 else { return }
    let slot = cache.maxSize
    let slotProposal = ProposedViewSize(slot)
    let width =
      bounds.width.isFinite ? bounds.width : idealWidth(count: count, cache: cache)
    let metrics = Self.metrics(
      count: count, tileWidth: slot.width, spacing: spacing, width: width)

    for (position, subview) in subviews.enumerated() {
      let i = CGFloat(position)
      if let step = metrics.step {
        subview.place(
          at: CGPoint(x: bounds.minX + slot.width / 2 + i * step, y: bounds.midY),
          anchor: .center, proposal: slotProposal)
      } else {
        let x = bounds.minX + alignmentOffset(slack: width - metrics.idealWidth)
        subview.place(
          at: CGPoint(x: x + i * (slot.width + spacing), y: bounds.midY),
          anchor: .leading, proposal: slotProposal)
      }
      subview.setZIndex(zIndex(of: position, count: count))
    }
  }

  /// Where the row's leading edge sits within its bounds when it fits.
  ///
  /// - Parameter slack: Bounds width minus ideal width; negative only for a lone tile wider
  ///   than its bounds, which then starts at the leading edge whatever the alignment.
  func alignmentOffset(slack: CGFloat) -> CGFloat {
    alignment.position(in: max(0, slack))
  }

  /// The z-index of tile `index` of `count`: its rank under `zOrder`, or `count` (above
  /// every other) when it is the raised tile.
  func zIndex(of index: Int, count: Int) -> Double {
    if index == raisedIndex { return Double(count) }
    switch zOrder {
    case .lastOnTop: return Double(index)
    case .firstOnTop: return Double(count - 1 - index)
    }
  }

  /// The width the row takes with every slot spread out at `spacing`.
  func idealWidth(count: Int, cache: Cache) -> CGFloat {
    Self.metrics(count: count, tileWidth: cache.maxSize.width, spacing: spacing, width: 0)
      .idealWidth
  }
}
