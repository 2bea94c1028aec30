import Foundation

/// A `Grid`'s cells by row and column, and the widths and heights of its tracks.
///
/// Each column is as wide as its widest single-column cell; a cell spanning several
/// columns, or a view outside a `GridRow` (spanning them all), takes their widths and
/// spacing without widening them. Offered a length, the tracks share it as a stack's
/// subviews do: least flexible (smallest difference between the largest and smallest size
/// they take) first, each offered an equal part of what is left.
@MainActor
struct GridTracks {
  struct Cell {
    let item: LayoutItem
    let column: Int
    let span: Int
    let anchor: UnitPoint?
    let columnAlignment: HorizontalAlignment?
    var unsized: Axis.Set = []
  }

  struct Row {
    let item: LayoutItem
    /// A `GridRow`'s record of where its cells go; nil for a view outside a row.
    let placement: GridRowPlacement?
    let alignment: VerticalAlignment?
    var cells: [Cell]
  }

  private(set) var rows: [Row] = []
  private(set) var columnCount = 0
  /// Whether no view is in a `GridRow`: the views outside rows then size the one column.
  private var rowless = false
  let context: LayoutContext
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  init(
    items: [LayoutItem], context: LayoutContext, horizontalSpacing: CGFloat,
    verticalSpacing: CGFloat
  ) {
    self.context = context
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    var pending: [Row] = []
    for item in items {
      if let kind = item.node.kind as? GridRowKind {
        var column = 0
        var cells: [Cell] = []
        for cellItem in item.node.items() {
          let values = cellItem.attributes.layoutValues
          let span = (values[ObjectIdentifier(GridCellColumnsKey.self)] as? Int) ?? 1
          cells.append(
            Cell(
              item: cellItem, column: column, span: span,
              anchor: values[ObjectIdentifier(GridCellAnchorKey.self)] as? UnitPoint,
              columnAlignment: values[ObjectIdentifier(GridColumnAlignmentKey.self)]
                as? HorizontalAlignment,
              unsized: (values[ObjectIdentifier(GridCellUnsizedAxesKey.self)] as? Axis.Set) ?? []))
          column += span
        }
        columnCount = max(columnCount, column)
        pending.append(
          Row(item: item, placement: kind.placement, alignment: kind.alignment, cells: cells))
      } else {
        pending.append(Row(item: item, placement: nil, alignment: nil, cells: []))
      }
    }
    // A view outside a row spans every column (one, when no row has any).
    let all = max(columnCount, 1)
    columnCount = all
    rows = pending.map { row in
      guard row.placement == nil else { return row }
      var r = row
      r.cells = [
        Cell(item: row.item, column: 0, span: all, anchor: nil, columnAlignment: nil)
      ]
      return r
    }
    rowless = !pending.contains { $0.placement != nil }
  }

  /// The cells that size `column`.
  private func sizing(_ column: Int) -> [Cell] {
    rows.flatMap(\.cells).filter {
      $0.column == column && ($0.span == 1 || rowless) && !$0.unsized.contains(.horizontal)
    }
  }

  /// The width of `column` offered `width` (nil: its ideal width).
  private func columnWidth(_ column: Int, _ width: CGFloat?) -> CGFloat {
    sizing(column).map {
      $0.item.node.sizeThatFits(ProposedViewSize(width: width, height: nil), in: context).width
    }.max() ?? 0
  }

  /// Each column's width for a proposed grid width.
  func columnWidths(_ width: CGFloat?) -> [CGFloat] {
    let spacing = CGFloat(max(columnCount - 1, 0)) * horizontalSpacing
    guard let width else { return (0..<columnCount).map { columnWidth($0, nil) } }
    return Self.share(width - spacing, count: columnCount) { columnWidth($0, $1) }
  }

  /// Each row's height for a proposed grid height, its cells offered their widths.
  func rowHeights(_ height: CGFloat?, widths: [CGFloat]) -> [CGFloat] {
    func rowHeight(_ r: Int, _ h: CGFloat?) -> CGFloat {
      rows[r].cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
        let w = cellWidth(cell, widths)
        return cell.item.node.sizeThatFits(ProposedViewSize(width: w, height: h), in: context)
          .height
      }.max() ?? 0
    }
    guard let height else { return rows.indices.map { rowHeight($0, nil) } }
    let spacing = CGFloat(max(rows.count - 1, 0)) * verticalSpacing
    return Self.share(height - spacing, count: rows.count) { rowHeight($0, $1) }
  }

  /// The width a cell spans: its columns' and the spacing between them.
  func cellWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
    let end = min(cell.column + cell.span, widths.count)
    guard end > cell.column else { return 0 }
    return widths[cell.column..<end].reduce(0, +)
      + CGFloat(end - cell.column - 1) * horizontalSpacing
  }

  /// The first cell's `gridColumnAlignment` in each column that has one.
  func columnAlignments() -> [Int: HorizontalAlignment] {
    var out: [Int: HorizontalAlignment] = [:]
    for row in rows {
      for cell in row.cells where cell.span == 1 {
        if out[cell.column] == nil, let a = cell.columnAlignment { out[cell.column] = a }
      }
    }
    return out
  }

  /// The length of `tracks` with `spacing` between them.
  func total(_ tracks: [CGFloat], _ spacing: CGFloat) -> CGFloat {
    tracks.reduce(0, +) + CGFloat(max(tracks.count - 1, 0)) * spacing
  }

  /// Where each track starts, from `origin`.
  static func starts(_ tracks: [CGFloat], _ spacing: CGFloat, from origin: CGFloat) -> [CGFloat] {
    var x = origin
    return tracks.map { t in
      defer { x += t + spacing }
      return x
    }
  }

  /// Shares `length` among `count` tracks as a stack shares its length: least flexible
  /// first, each offered what is left divided by the tracks left, taking what it answers.
  static func share(
    _ length: CGFloat, count: Int, answer: (Int, CGFloat) -> CGFloat
  ) -> [CGFloat] {
    let flexibility = (0..<count).map { i -> CGFloat in
      let f = answer(i, .infinity) - answer(i, 0)
      return f.isNaN ? .infinity : f
    }
    let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    var remaining = max(length, 0)
    var out = Array(repeating: CGFloat(0), count: count)
    for (k, i) in order.enumerated() {
      let offer = max(remaining / CGFloat(count - k), 0)
      out[i] = answer(i, offer)
      remaining -= out[i]
    }
    return out
  }
}
