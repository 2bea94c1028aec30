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
    node.collapse = state
    state.layout = layout
    state.context = context
    let badge = self.badge
    state.makeBadge = { badge($0) }
    node.kind = .layout(AnyLayoutBox(layout: layout))
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

  /// The item indices shown, in the row's order: the kept tiles, the badge, the last tile.
  /// `tiles` is the number of tile items (the badge item, when built, follows them).
  func shownItems(tiles: Int) -> [Int] {
    guard let c = collapsed else { return Array(0..<tiles) }
    return Array(0..<(c.kept - 1)) + [tiles, tiles - 1]
  }
}

extension ViewNode {
  /// The tile items of a collapsing row: its subviews but the badge (the last child, one
  /// subview), from the cached list.
  func rowTiles() -> [LayoutItem] {
    let all = items()
    guard let badge = collapse?.badge, all.last?.node === badge else { return all }
    return Array(all.dropLast())
  }

  /// Decides the row's collapse for `frame`, builds or drops its badge, and returns the
  /// items to lay out (in the row's order) with their indices among `items()`, and the
  /// factor every tile is scaled by so that none is taller or wider than the row.
  func prepareCollapse(_ state: RowCollapse, frame: CGRect) -> (
    shown: [(index: Int, item: LayoutItem)], scale: CGFloat
  ) {
    let tiles = rowTiles()
    let sizes = tiles.map { $0.node.sizeThatFits(.unspecified) }
    let ideal = OverlappingHStack.Cache.slot(of: sizes)
    var scale: CGFloat = 1
    if ideal.height > 0, frame.height < ideal.height {
      scale = min(scale, max(frame.height, 0) / ideal.height)
    }
    if ideal.width > 0, frame.width < ideal.width {
      scale = min(scale, max(frame.width, 0) / ideal.width)
    }
    var slot = CGSize(width: ideal.width * scale, height: ideal.height * scale)
    let decision = state.layout.collapse(
      count: tiles.count, tileWidth: slot.width, width: frame.width,
      previousTiles: state.shownBefore)
    // Down to the fewest tiles: smaller, side by side, rather than covered by the badge.
    let narrow = state.layout.narrowScale(
      shown: decision.map { $0.kept + 1 } ?? tiles.count, collapsed: decision != nil,
      tileWidth: slot.width, width: frame.width)
    scale *= narrow
    slot = CGSize(width: ideal.width * scale, height: ideal.height * scale)
    state.slot = slot
    state.collapsed = decision
    state.shownBefore = decision.map { $0.kept + 1 } ?? tiles.count
    if let decision {
      let wanted = OverlappingHStack.Badge(hidden: decision.hidden, slot: slot, scale: scale)
      if state.badge == nil || state.badgeFor != wanted, let make = state.makeBadge,
        let context = state.context
      {
        graph.buildingDuringLayout {
          let view = make(wanted)
          let badge =
            state.badge
            ?? ViewNode(
              graph: graph, parent: self,
              key: ChildKey(slot: 1, id: nil, type: ObjectIdentifier(type(of: view))), view: view,
              environment: context.environment)
          badge.update(with: view, environment: context.environment)
          if state.badge == nil {
            state.badge = badge
            children.append(badge)
          }
          state.badgeFor = wanted
          badge.runAppear()
        }
      }
    } else if let badge = state.badge {
      graph.buildingDuringLayout {
        state.badge = nil
        state.badgeFor = nil
        children.removeAll { $0 === badge }
        badge.detach()
        graph.structureChanged()
      }
    }
    let all = items()
    let shown = state.shownItems(tiles: tiles.count)
    let shownSet = Set(shown)
    for (i, item) in all.enumerated() { item.node.isHiddenByLayout = !shownSet.contains(i) }
    return (shown.compactMap { all.indices.contains($0) ? ($0, all[$0]) : nil }, scale)
  }

  /// Lays out a collapsing row: the shown items with the row's layout, the badge raised
  /// unless a shown tile is; `drawOrder` lists every item, hidden ones first (never drawn).
  func placeCollapsingRow(_ state: RowCollapse, in frame: CGRect, proposal: ProposedViewSize) {
    let (shown, scale) = prepareCollapse(state, frame: frame)
    var layout = state.layout
    if let c = state.collapsed {
      // The raised tile, counted over every tile, among the shown ones; else the badge.
      let tileCount = shown.count - 1 + c.hidden
      switch layout.raisedIndex {
      case let r? where r < c.kept - 1: layout.raisedIndex = r
      case let r? where r == tileCount - 1: layout.raisedIndex = shown.count - 1
      default: layout.raisedIndex = shown.count - 2
      }
    }
    let box = AnyLayoutBox(layout: layout)
    // Scaled tiles measure smaller ideally, so the slot is smaller and each tile is offered
    // that; tiles that may shrink (`minimumScaleFactor`) do.
    let measured = shown.map { entry -> MeasuredSubview in
      var m = entry.item.measured(axis: .horizontal)
      if scale < 1 {
        let node = entry.item.node
        m.sizeThatFits = { [node] p in
          guard p == .unspecified else { return node.sizeThatFits(p) }
          let s = node.sizeThatFits(p)
          return CGSize(width: s.width * scale, height: s.height * scale)
        }
      }
      return m
    }
    let placed = box.place(frame, proposal, measured)
    let all = items()
    let shownIndices = Set(shown.map(\.index))
    drawOrder =
      all.indices.filter { !shownIndices.contains($0) } + placed.drawOrder.map { shown[$0].index }
    for (k, entry) in shown.enumerated() {
      entry.item.node.place(
        in: placed.placements[k].0, proposal: placed.placements[k].1,
        attributes: entry.item.attributes)
    }
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
