import Foundation

/// A collapsing `OverlappingHStack` row: measures as its tiles (the badge takes a tile's
/// slot), lays out the tiles it shows and its badge, and draws at most one tile per pixel
/// column (see `RowCollapse`).
struct CollapsingRowKind: NodeKind {
  let state: RowCollapse

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    // What `OverlappingHStack.sizeThatFits` reads of its tiles is their count and slot, the
    // slot worked out once a pass: measuring the tiles anew for every proposal made a row
    // of 100 000 tiles cost a fifth of its first frame.
    let tiles = node.rowTiles()
    let slot = state.idealSlot(
      of: tiles, in: node.graph, context: context.child(axis: .horizontal))
    let s = state.layout.size(for: proposal, count: tiles.count, slot: slot)
    // No taller than offered: its tiles scale down to fit.
    return CGSize(width: s.width, height: proposal.height.map { min($0, s.height) } ?? s.height)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    node.placeCollapsingRow(state, in: frame, proposal: proposal, context: context)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let items = node.items()
    let order = node.subviewOrder(count: items.count)
    let graph = node.graph
    // A row is the same drawing until it is laid out again (scrolls elsewhere and moving
    // pages leave it alone): its commands are kept between frames.
    let key = RowDrawing.Key(
      pass: graph.pass, opacity: opacity, scale: graph.pixelScale,
      origin: node.presentedFrame.origin)
    if let kept = state.drawing, kept.key == key, graph.animatingList.isEmpty {
      list.commands += kept.commands
      return
    }
    var own = DisplayList()
    node.drawRow(items, order: order, badge: state.badge, into: &own, opacity: opacity)
    state.drawing = RowDrawing(key: key, commands: own.commands)
    list.commands += own.commands
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] { node.shownSubviewsFrontToBack() }

  /// Lists what the row shows, in its order (kept tiles, badge, last tile).
  func dump(_ node: ViewNode, into d: inout ViewDump) {
    let items = node.items()
    let rank = node.drawRanks(of: items)
    let order = state.shownItems(tiles: node.rowTiles().count)
    d.children = order.filter { items.indices.contains($0) }.map {
      items[$0].node.dump(z: rank[$0])
    }
  }

  // A row of tiles keeps the default spacing around it (measuring every tile's spacing
  // made a 100 000-tile row cost a pass of its own).
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
  func prepareCollapse(_ state: RowCollapse, frame: CGRect, tileContext: LayoutContext) -> (
    shown: [(index: Int, item: LayoutItem)], scale: CGFloat
  ) {
    let tiles = rowTiles()
    let ideal = state.idealSlot(of: tiles, in: graph, context: tileContext)
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
    if state.collapsed == nil {
      // Every tile shows (no badge): no set of 100 000 indices to build.
      for item in all { item.node.isHiddenByLayout = false }
    } else {
      let shownSet = Set(shown)
      for (i, item) in all.enumerated() { item.node.isHiddenByLayout = !shownSet.contains(i) }
    }
    return (shown.compactMap { all.indices.contains($0) ? ($0, all[$0]) : nil }, scale)
  }

  /// Lays out a collapsing row: the shown items with the row's layout, the badge raised
  /// unless a shown tile is; `drawOrder` lists every item, hidden ones first (never drawn).
  func placeCollapsingRow(
    _ state: RowCollapse, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let tileContext = context.child(axis: .horizontal)
    let shared = SharedLayoutContext(tileContext)
    let (shown, scale) = prepareCollapse(state, frame: frame, tileContext: tileContext)
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
      var m = entry.item.measured(in: shared)
      if scale < 1 {
        let node = entry.item.node
        m.sizeThatFits = { [node, shared] p in
          guard p == .unspecified else { return node.sizeThatFits(p, in: shared.context) }
          let s = node.sizeThatFits(p, in: shared.context)
          return CGSize(width: s.width * scale, height: s.height * scale)
        }
      }
      return m
    }
    var placed = box.place(frame, proposal, measured)
    if state.collapsed != nil {
      placed.placements = Self.besideTheLastTile(placed.placements, slot: state.slot, in: frame)
    }
    let all = items()
    if shown.count == all.count {
      drawOrder = placed.drawOrder.map { shown[$0].index }
    } else {
      let shownIndices = Set(shown.map(\.index))
      drawOrder =
        all.indices.filter { !shownIndices.contains($0) } + placed.drawOrder.map { shown[$0].index }
    }
    for (k, entry) in shown.enumerated() {
      entry.item.node.place(
        in: placed.placements[k].0, proposal: placed.placements[k].1,
        attributes: entry.item.attributes, context: tileContext)
    }
  }
}

extension ViewNode {
  /// A collapsed row's placements moved so that the badge (next to last) sits beside the
  /// last tile, which stays at the trailing edge, and the kept tiles overlap in front of
  /// the badge at `OverlappingHStack.collapsedStep`; each frame keeps its size and is
  /// centred in its slot as before.
  static func besideTheLastTile(
    _ placements: [(CGRect, ProposedViewSize)], slot: CGSize, in frame: CGRect
  ) -> [(CGRect, ProposedViewSize)] {
    let m = placements.count
    guard m >= 3, frame.width.isFinite else { return placements }
    let step = OverlappingHStack.collapsedStep(tiles: m, tileWidth: slot.width, width: frame.width)
    return placements.enumerated().map { j, placement in
      let centre =
        j == m - 1
        ? frame.maxX - slot.width / 2 : frame.minX + slot.width / 2 + CGFloat(j) * step
      var r = placement.0
      r.origin.x = centre - r.width / 2
      return (r, placement.1)
    }
  }
}

extension ViewNode {
  /// A collapsing row's lasting state, kept across rebuilds.
  var collapse: RowCollapse? { (kind as? CollapsingRowKind)?.state }

  /// Draws a collapsing row's tiles back to front, leaving out each tile that lands on the
  /// same device pixels as the tile drawn right over it (the same snapped frame): it could
  /// show at most through the upper glyph's transparent parts, by less than a pixel of
  /// travel. So a row draws at most one tile per pixel column however many it holds.
  func drawRow(
    _ items: [LayoutItem], order: [Int], badge: ViewNode?, into list: inout DisplayList,
    opacity: Double
  ) {
    let scale = graph.pixelScale > 0 && graph.pixelScale.isFinite ? graph.pixelScale : 1
    func snapped(_ r: CGRect) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
      (
        (r.minX * scale).rounded(), (r.minY * scale).rounded(), (r.width * scale).rounded(),
        (r.height * scale).rounded()
      )
    }
    let drawn = order.filter { !items[$0].node.isHiddenByLayout }
    for (k, i) in drawn.enumerated() {
      let node = items[i].node
      if k + 1 < drawn.count, node !== badge {
        let above = items[drawn[k + 1]].node
        if above !== badge, snapped(above.frame) == snapped(node.frame) { continue }
      }
      node.draw(into: &list, opacity: opacity)
    }
  }
}
