import Foundation

/// The visibility of a split view's leading columns (SwiftUI's
/// `NavigationSplitViewVisibility`).
public struct NavigationSplitViewVisibility: Equatable, Hashable, Codable, Sendable {
  enum Kind: String, Codable, Sendable {
    case automatic, all, doubleColumn, detailOnly
  }
  let kind: Kind

  /// Every column: the sidebar, the content column of a three-column split, the detail.
  public static var all: NavigationSplitViewVisibility { .init(kind: .all) }
  /// The two trailing columns: in a three-column split the sidebar is hidden; in a
  /// two-column one both show.
  public static var doubleColumn: NavigationSplitViewVisibility { .init(kind: .doubleColumn) }
  /// The detail column alone.
  public static var detailOnly: NavigationSplitViewVisibility { .init(kind: .detailOnly) }
  /// The platform's choice: every column, as a Mac window and an iPad in landscape show a
  /// split.
  public static var automatic: NavigationSplitViewVisibility { .init(kind: .automatic) }

  /// How many leading columns show, of `leading` (1 or 2).
  func shownLeading(of leading: Int) -> Int {
    switch kind {
    case .automatic, .all: leading
    case .doubleColumn: 1
    case .detailOnly: 0
    }
  }
}

/// How a split view places its leading columns against its detail (SwiftUI's
/// `NavigationSplitViewStyle`).
///
/// SwiftUI's styles build their own body, which needs SwiftUI's private configuration; a
/// style here names one of the built-in arrangements through `_arrangement`.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// The built-in arrangement the style lays out with.
  var _arrangement: _NavigationSplitArrangement { get }
}

/// The built-in split arrangements.
public enum _NavigationSplitArrangement: Sendable, Hashable {
  /// The leading columns beside the detail, which narrows to make room (UIKit's tiling).
  case balanced
  /// The detail keeps the full width; the leading columns lie over it (UIKit's overlay).
  case prominentDetail
}

/// The platform's choice: balanced, as a Mac window and an iPad in landscape show a split.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public nonisolated init() {}
  public var _arrangement: _NavigationSplitArrangement { .balanced }
}

/// The detail narrows to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public nonisolated init() {}
  public var _arrangement: _NavigationSplitArrangement { .balanced }
}

/// The detail keeps its size; the leading columns show over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public nonisolated init() {}
  public var _arrangement: _NavigationSplitArrangement { .prominentDetail }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

/// A column's width as its content asks (`navigationSplitViewColumnWidth`).
struct NavigationSplitColumnWidth: Equatable {
  var min: CGFloat?
  var ideal: CGFloat
  var max: CGFloat?

  /// The width the column takes: the ideal, kept within min and max.
  var resolved: CGFloat {
    var w = ideal
    if let max { w = Swift.min(w, max) }
    if let min { w = Swift.max(w, min) }
    return Swift.max(w, 0)
  }
}

extension View {
  /// Lays out the split views inside with `style`.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    environment(\.navigationSplitArrangement, style._arrangement)
  }

  /// The width of the split view column the view is the root of.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    SplitColumnWidthModifier(content: self, width: .init(min: nil, ideal: width, max: nil))
  }

  /// The width of the split view column the view is the root of: `ideal`, within `min` and
  /// `max` (a window cannot drag a column wider or narrower here, so the ideal is taken).
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    SplitColumnWidthModifier(content: self, width: .init(min: min, ideal: ideal, max: max))
  }
}

/// Tells the split the width its column asks for while the column is built; outside a
/// split it does nothing, as in SwiftUI.
struct SplitColumnWidthModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let width: NavigationSplitColumnWidth

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    if let column = context.environment.splitColumnWidth,
      column.model.widths[column.index] != width
    {
      column.model.widths[column.index] = width
      node.graph.setNeedsLayout()
    }
    node.kind = TransparentKind()
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// The split column whose width a `navigationSplitViewColumnWidth` inside sets.
struct SplitColumnWidthTarget {
  let model: NavigationSplitModel
  let index: Int
}

private struct SplitArrangementKey: EnvironmentKey {
  static var defaultValue: _NavigationSplitArrangement { .balanced }
}

private struct SplitColumnWidthKey: EnvironmentKey {
  static var defaultValue: SplitColumnWidthTarget? { nil }
}

extension EnvironmentValues {
  /// The arrangement `.navigationSplitViewStyle` set for the split views inside.
  var navigationSplitArrangement: _NavigationSplitArrangement {
    get { self[SplitArrangementKey.self] }
    set { self[SplitArrangementKey.self] = newValue }
  }

  /// The split column the view is in, for `navigationSplitViewColumnWidth`.
  var splitColumnWidth: SplitColumnWidthTarget? {
    get { self[SplitColumnWidthKey.self] }
    set { self[SplitColumnWidthKey.self] = newValue }
  }
}
