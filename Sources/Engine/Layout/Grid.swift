import Foundation

/// A container that arranges its `GridRow`s' views in rows and columns (SwiftUI's `Grid`).
///
/// Laid out as one two-dimensional stack: each column is as wide as its widest cell, each
/// row as tall as its tallest, and space offered beyond the cells' ideal sizes goes to the
/// columns (and rows) that can take it, least flexible first, as a stack shares its length
/// (GridKind.swift). A view outside a `GridRow` is a row of its own, one cell spanning every
/// column. Cells are aligned in their space by `alignment`, which a row's `alignment`, a
/// column's `gridColumnAlignment` and a cell's `gridCellAnchor` override.
public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - alignment: Where each view sits in its cell; centred by default.
  ///   - horizontalSpacing: Between columns; nil is the platform's default distance (8).
  ///   - verticalSpacing: Between rows; nil is the default distance (8).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "Grid"
    node.kind = GridKind(
      alignment: alignment,
      horizontalSpacing: GridKind.spacing(horizontalSpacing),
      verticalSpacing: GridKind.spacing(verticalSpacing))
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// One row of a `Grid` (SwiftUI's `GridRow`): its views are the row's cells, from the
/// first column on. Outside a grid it lays its views out as an `HStack` does.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// - Parameter alignment: Where the row's views sit vertically in their cells; nil
  ///   keeps the grid's.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "GridRow"
    let placement = node.gridRowPlacement ?? GridRowPlacement()
    node.kind = GridRowKind(alignment: alignment, placement: placement)
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// How many columns a cell spans (`gridCellColumns`).
struct GridCellColumnsKey: LayoutValueKey {
  static let defaultValue = 1
}

/// A column's horizontal alignment, set on one of its cells (`gridColumnAlignment`).
struct GridColumnAlignmentKey: LayoutValueKey {
  static let defaultValue: HorizontalAlignment? = nil
}

/// Where a cell's view sits in its cell, overriding every alignment (`gridCellAnchor`).
struct GridCellAnchorKey: LayoutValueKey {
  static let defaultValue: UnitPoint? = nil
}

/// The axes along which a cell does not size its column or row (`gridCellUnsizedAxes`).
struct GridCellUnsizedAxesKey: LayoutValueKey {
  static let defaultValue: Axis.Set = []
}

extension View {
  /// Keeps the view from sizing its grid column (`.horizontal`) or row (`.vertical`): it
  /// takes the size the other cells give them, as a `Divider` or `Color` should in a row.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
  }

  /// Makes the view a cell spanning `count` columns of its grid row.
  public func gridCellColumns(_ count: Int) -> some View {
    layoutValue(key: GridCellColumnsKey.self, value: max(count, 1))
  }

  /// Sets the horizontal alignment of every cell in the view's grid column.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }

  /// Puts `anchor` of the view on the same point of its grid cell.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    layoutValue(key: GridCellAnchorKey.self, value: anchor)
  }
}
