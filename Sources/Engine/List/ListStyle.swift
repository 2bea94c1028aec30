import Foundation

/// How a `List` looks (SwiftUI's `ListStyle`), set with `.listStyle(_:)`. The built-in
/// styles are the iOS ones; `.automatic` is `.insetGrouped`, as on iOS 17.
public protocol ListStyle: Sendable {
  /// The look this style names.
  var _look: ListLook { get }
}

/// The built-in looks a `ListStyle` names.
public enum ListLook: Sendable, Hashable {
  /// Rows across the whole width on the system background.
  case plain
  /// Rows inset from the edges, on the system background.
  case inset
  /// Sections as full-width white bands on the grouped background.
  case grouped
  /// Sections as rounded cards inset from the edges, on the grouped background.
  case insetGrouped
  /// Rows without separators on the grouped background; the selection a rounded fill.
  case sidebar
}

/// The platform's default list look: `.insetGrouped` on iOS 17.
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _look: ListLook { .insetGrouped }
}

public struct PlainListStyle: ListStyle {
  public init() {}
  public var _look: ListLook { .plain }
}

public struct InsetListStyle: ListStyle {
  public init() {}
  public var _look: ListLook { .inset }
}

public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _look: ListLook { .grouped }
}

public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _look: ListLook { .insetGrouped }
}

public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _look: ListLook { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
  /// The look `.listStyle(_:)` set for the lists inside.
  var listLook: ListLook {
    get { self[ListLookKey.self] }
    set { self[ListLookKey.self] = newValue }
  }

  /// The least height of a list's rows (SwiftUI's `defaultMinListRowHeight`): 44 pt, the
  /// row height of Apple's HIG (Lists and tables) and UITableView's default.
  public var defaultMinListRowHeight: CGFloat {
    get { self[MinRowHeightKey.self] }
    set { self[MinRowHeightKey.self] = newValue }
  }
}

private struct ListLookKey: EnvironmentKey {
  static let defaultValue = ListLook.insetGrouped
}

private struct MinRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 44
}

extension View {
  /// Sets the style of the lists inside.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listLook, style._look)
  }
}
