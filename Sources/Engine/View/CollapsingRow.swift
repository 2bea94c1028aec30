import Foundation

extension OverlappingHStack {
  /// What a collapsed row's badge stands for and how large it is.
  public struct Badge: Sendable, Hashable {
    /// How many tiles the badge stands for.
    public var hidden: Int
    /// The slot every tile takes (the widest tile by the tallest, scaled to fit the row):
    /// the badge is one more tile.
    public var slot: CGSize
    /// How much the row's tiles are scaled to fit it (1 when they fit): text in the badge
    /// scales with them.
    public var scale: CGFloat
  }

  /// The row as a container whose tail collapses into a badge when its tiles would overlap
  /// to less than `minimumSliver` each: the first tiles, `badge(Badge)` counting the
  /// hidden ones, and the last tile at the trailing edge (see `collapse(count:…)`).
  ///
  /// Engine's own container: a `Layout` cannot create subviews, so this one builds the badge
  /// while it lays the row out, for the count it decided, as a size the slot (the widest
  /// tile by the tallest). A collapsed row shows more tiles again only with
  /// `collapseHysteresis` to spare per step, so it does not flicker at the boundary. The
  /// badge is drawn above its neighbours unless `raisedIndex` (counted over every tile)
  /// names a shown tile; hidden tiles are not drawn, hit or dumped.
  @MainActor
  public func callAsFunction<Content: View, BadgeView: View>(
    @ViewBuilder content: () -> Content,
    @ViewBuilder badge: @escaping @MainActor (_ badge: Badge) -> BadgeView
  ) -> some View {
    CollapsingRow(layout: self, content: content(), badge: badge)
  }
}

/// `OverlappingHStack { … } badge: { … }`.
struct CollapsingRow<Content: View, BadgeView: View>: View, PrimitiveView {
  let layout: OverlappingHStack
  let content: Content
  let badge: @MainActor (OverlappingHStack.Badge) -> BadgeView

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "OverlappingHStack"
    let state = node.collapse ?? RowCollapse()
    state.layout = layout
    state.context = context
    let badge = self.badge
    state.makeBadge = { badge($0) }
    node.kind = CollapsingRowKind(state: state)
    // The badge is the layout's to keep: set aside while the content is rebuilt.
    let kept = state.badge
    if let kept { node.children.removeAll { $0 === kept } }
    node.reconcile(context) { $0.add(content, slot: 0) }
    if let kept { node.children.append(kept) }
  }
}

/// A collapsing row's lasting state: its layout, the badge (child 1, built at layout time)
/// and what it showed last (for the hysteresis).
@MainActor
final class RowCollapse {
  var layout = OverlappingHStack()
  var context: BuildContext?
  var makeBadge: ((OverlappingHStack.Badge) -> any View)?
  /// The badge node and what it was built for.
  var badge: ViewNode?
  var badgeFor: OverlappingHStack.Badge?
  /// The slot of the last layout (the widest tile by the tallest, scaled to fit the row).
  var slot = CGSize.zero
  /// Tiles shown last time (kept plus badge, or every tile).
  var shownBefore: Int?
  /// The last decision: tiles kept (the last among them) and hidden; nil when all show.
  var collapsed: (kept: Int, hidden: Int)?
  /// The row's drawing, for as long as it is laid out the same.
  var drawing: RowDrawing?
  /// The tiles' slot at their ideal sizes (the widest by the tallest) and the pass it was
  /// measured in: measuring and placing the row ask it several times a pass.
  private var idealSlot = CGSize.zero
  private var idealSlotPass = (pass: -1, generation: -1)

  /// The widest of `tiles`' ideal widths by the tallest height, measured once a pass (and
  /// again if the structure changed within it).
  func idealSlot(of tiles: [LayoutItem], in graph: ViewGraph, context: LayoutContext) -> CGSize {
    if idealSlotPass == (graph.pass, graph.generation) { return idealSlot }
    // As `OverlappingHStack.Cache.slot(of:)`: a bad measurement counts as zero.
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    var width: CGFloat = 0
    var height: CGFloat = 0
    for tile in tiles {
      let size = tile.node.sizeThatFits(.unspecified, in: context)
      width = max(width, clean(size.width))
      height = max(height, clean(size.height))
    }
    idealSlot = CGSize(width: width, height: height)
    idealSlotPass = (graph.pass, graph.generation)
    return idealSlot
  }

  /// The item indices shown, in the row's order: the kept tiles, the badge, the last tile.
  /// `tiles` is the number of tile items (the badge item, when built, follows them).
  func shownItems(tiles: Int) -> [Int] {
    guard let c = collapsed else { return Array(0..<tiles) }
    return Array(0..<(c.kept - 1)) + [tiles, tiles - 1]
  }
}

/// A row's display commands and what they were drawn for.
struct RowDrawing {
  struct Key: Equatable {
    var pass: Int
    var opacity: Double
    var scale: CGFloat
    var origin: CGPoint
  }

  var key: Key
  var commands: [DisplayCommand]
}
