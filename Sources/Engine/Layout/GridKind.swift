import Foundation

/// A `Grid` node: sizes its columns and rows from its cells and places them (Grid.swift).
struct GridKind: NodeKind {
  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  /// A spacing as given: nil is the default distance, negative or not finite is 0.
  static func spacing(_ s: CGFloat?) -> CGFloat {
    guard let s else { return ViewSpacing.defaultDistance }
    return s.isFinite ? max(s, 0) : 0
  }

  @MainActor
  func tracks(_ node: ViewNode, _ context: LayoutContext) -> GridTracks {
    GridTracks(
      items: node.items(), context: context.child(), horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let t = tracks(node, context)
    let widths = t.columnWidths(proposal.width)
    let heights = t.rowHeights(proposal.height, widths: widths)
    return CGSize(
      width: t.total(widths, horizontalSpacing), height: t.total(heights, verticalSpacing))
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let t = tracks(node, context)
    let widths = t.columnWidths(proposal.width)
    let heights = t.rowHeights(proposal.height, widths: widths)
    let xs = GridTracks.starts(widths, horizontalSpacing, from: frame.minX)
    let ys = GridTracks.starts(heights, verticalSpacing, from: frame.minY)
    let columnAlignment = t.columnAlignments()
    for (r, row) in t.rows.enumerated() {
      var cells: [(CGRect, ProposedViewSize)] = []
      for cell in row.cells {
        let last = min(cell.column + cell.span, widths.count) - 1
        let x = cell.column < xs.count ? xs[cell.column] : frame.minX
        let w = last >= cell.column ? xs[last] + widths[last] - x : 0
        let space = CGRect(x: x, y: ys[r], width: w, height: heights[r])
        let q = ProposedViewSize(space.size)
        let size = cell.item.node.sizeThatFits(q, in: t.context)
        let anchor =
          cell.anchor
          ?? UnitPoint(
            x: (columnAlignment[cell.column] ?? alignment.horizontal).fraction,
            y: (row.alignment ?? alignment.vertical).fraction)
        let origin = CGPoint(
          x: space.minX + (space.width - size.width) * anchor.x,
          y: space.minY + (space.height - size.height) * anchor.y)
        cells.append((CGRect(origin: origin, size: size), q))
      }
      let rowFrame = CGRect(x: frame.minX, y: ys[r], width: frame.width, height: heights[r])
      if let placement = row.placement {
        // A GridRow: it takes the row's band and places its cells where the grid says.
        placement.cells = cells
        placement.pass = node.graph.pass
        row.item.node.place(
          in: rowFrame, proposal: ProposedViewSize(rowFrame.size), attributes: row.item.attributes,
          context: t.context)
      } else if let (rect, q) = cells.first {
        row.item.node.place(
          in: rect, proposal: q, attributes: row.item.attributes, context: t.context)
      }
    }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    for item in node.items() { item.node.draw(into: &list, opacity: opacity) }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] { node.items().map(\.node).reversed() }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }
}

/// Where a grid put a `GridRow`'s cells in the current pass.
@MainActor
final class GridRowPlacement {
  var cells: [(CGRect, ProposedViewSize)] = []
  var pass = -1
}

/// A `GridRow` node: inside a grid it places its cells where the grid decided; alone it
/// is an `HStack`.
struct GridRowKind: NodeKind {
  let alignment: VerticalAlignment?
  let placement: GridRowPlacement

  static let alone = AnyLayoutBox(layout: HStackLayout())

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    Self.alone.sizeThatFits(proposal, node.items().measured(in: context.child(axis: .horizontal)))
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let items = node.items()
    if placement.pass == node.graph.pass, placement.cells.count == items.count {
      for (item, (rect, q)) in zip(items, placement.cells) {
        item.node.place(in: rect, proposal: q, attributes: item.attributes, context: context)
      }
      return
    }
    let inner = context.child(axis: .horizontal)
    let placed = Self.alone.place(frame, proposal, items.measured(in: inner))
    for (i, item) in items.enumerated() {
      item.node.place(
        in: placed.placements[i].0, proposal: placed.placements[i].1,
        attributes: item.attributes, context: inner)
    }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    for item in node.items() { item.node.draw(into: &list, opacity: opacity) }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] { node.items().map(\.node).reversed() }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }
}

extension ViewNode {
  /// A grid row's placement record, kept across rebuilds.
  var gridRowPlacement: GridRowPlacement? { (kind as? GridRowKind)?.placement }
}
