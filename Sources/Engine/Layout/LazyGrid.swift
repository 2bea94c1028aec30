import Foundation

/// A grid that grows vertically: its `columns` share the width (GridItem.swift), and its
/// views fill them row by row, each row as tall as its tallest view (SwiftUI's
/// `LazyVGrid`).
///
/// Every view is built, as `Grid`'s are; only those in the visible part of the enclosing
/// scroll view are drawn. With `pinnedViews`, each `Section` inside is a full-width header
/// above its rows' grid, pinned as a `LazyVStack(pinnedViews:)`'s (`PinnedSectionStyle`).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let grid: LazyGridKind
  let content: Content
  /// With `pinnedViews` (headers, footers): what its sections pin with.
  var pinned: PinnedSectionStyle?

  /// - Parameters:
  ///   - columns: The columns; an adaptive item makes as many as fit.
  ///   - alignment: Where the columns sit across the grid when they leave space.
  ///   - spacing: Between rows; nil is the default distance (8).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    grid = LazyGridKind(
      axis: .vertical, items: columns, alignment: alignment.fraction,
      spacing: GridKind.spacing(spacing))
    self.content = content()
    if !pinnedViews.isDisjoint(with: [.sectionHeaders, .sectionFooters]) {
      pinned = PinnedSectionStyle(
        spacing: grid.spacing, alignment: alignment, views: pinnedViews, grid: grid)
    }
  }

  /// A section's rows in a pinning grid's columns.
  init(grid: LazyGridKind, content: Content) {
    self.grid = grid
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    if let pinned {
      let sections = VStackLayout(alignment: pinned.alignment, spacing: pinned.spacing)
      return pinned.build(node, context, layout: sections, content: content, name: "LazyVGrid")
    }
    node.dumpName = "LazyVGrid"
    node.kind = grid
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// A grid that grows horizontally: its `rows` share the height and its views fill them
/// column by column (SwiftUI's `LazyHGrid`). Built as `LazyVGrid` is.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let grid: LazyGridKind
  let content: Content

  /// - Parameters:
  ///   - rows: The rows; an adaptive item makes as many as fit.
  ///   - alignment: Where the rows sit along the grid's height when they leave space.
  ///   - spacing: Between columns; nil is the default distance (8).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    grid = LazyGridKind(
      axis: .horizontal, items: rows, alignment: alignment.fraction,
      spacing: GridKind.spacing(spacing))
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "LazyHGrid"
    node.kind = grid
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}
