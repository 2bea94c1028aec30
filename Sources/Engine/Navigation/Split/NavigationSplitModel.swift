import Foundation

/// A `NavigationSplitView`'s own state, kept with its identity: what each leading column's
/// links chose, the column widths its columns asked for, the registered destinations, and
/// the visibility when the app gives no binding.
///
/// Each column is a navigation stack linked to this model (`SplitColumnLink`): a
/// `NavigationLink(value:)` in a leading column chooses the value the next column shows
/// (the destination registered for its type, as the column's root) rather than pushing it.
/// Collapsed into one stack, choosing pushes the next column.
@MainActor @Observable
final class NavigationSplitModel {
  /// The value chosen in each leading column, the next column showing it (nil: the column
  /// shows its own view).
  var selections: [AnyHashable?] = []
  /// The visibility when the app gives no binding.
  var ownVisibility = NavigationSplitViewVisibility.automatic
  /// What the detail pushed while the split is collapsed (after the columns' screens).
  var compactExtra: [AnyHashable] = []
  /// Bumped when layout finds the split's width on the other side of
  /// `NavigationSplitLayout.compactWidth` than it was built for: the split builds again.
  var layoutRevision = 0

  /// The width the split was last placed at.
  @ObservationIgnored var placedWidth: CGFloat?
  /// Whether the split was last built collapsed.
  @ObservationIgnored var builtCompact = false

  /// Each column's width as its content asked (`navigationSplitViewColumnWidth`), by index.
  @ObservationIgnored var widths: [Int: NavigationSplitColumnWidth] = [:]
  /// Each value type's destination, registered in any column.
  @ObservationIgnored var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
  /// How many columns the split has (2 or 3), set at every build.
  @ObservationIgnored var columnCount = 2
  /// Sets the visibility (the app's binding, or `ownVisibility`), set at every build.
  @ObservationIgnored var setVisibility: @MainActor (NavigationSplitViewVisibility) -> Void = {
    _ in
  }
  @ObservationIgnored weak var graph: ViewGraph?
  /// Clears the selection of the `List(selection:)` in each column that has one
  /// (SplitListLink.swift).
  @ObservationIgnored var listClears: [Int: @MainActor () -> Void] = [:]
  /// Whether the `List(selection:)` in each column that has one selects something now.
  @ObservationIgnored var listSelects: [Int: @MainActor () -> Bool] = [:]
  /// How many leading columns show, set at every build.
  @ObservationIgnored var shownLeading = 0
  /// The shown leading columns' number and width when last placed, and their slide
  /// (SplitColumnSlide.swift).
  @ObservationIgnored var placedShown: Int?
  @ObservationIgnored var placedLeading: CGFloat?
  @ObservationIgnored var columnSlide: AnimatedValue?
  @ObservationIgnored private var reportedTypes: Set<String> = []

  /// The value column `index` shows in place of its own view, if a link chose one.
  func selection(for index: Int) -> AnyHashable? {
    index >= 1 && index - 1 < selections.count ? selections[index - 1] : nil
  }

  /// A link in column `column` (collapsed: in the stack screen `depth` deep) chose
  /// `value`: true when the split took it (the next column shows it, or collapsed, is
  /// pushed), false when the link is in the detail column and pushes as in any stack.
  func choose(_ value: AnyHashable, column: Int?, depth: Int) -> Bool {
    let from = column ?? depth
    guard from < columnCount - 1 else { return false }
    guard let _ = destinations[ObjectIdentifier(type(of: value.base))] else {
      report(value)
      return true
    }
    var chosen = Array(selections.prefix(from))
    while chosen.count < from { chosen.append(nil) }
    chosen.append(value)
    selections = chosen
    compactExtra = []
    return true
  }

  /// The collapsed stack's path: a token for each column chosen so far, by a link or by
  /// the selection of a list in it (made side by side before the window narrowed, or by
  /// the app), as SwiftUI shows the detail of a selection when the split collapses.
  var compactPath: [SplitColumnToken] {
    var out: [SplitColumnToken] = []
    for i in 0..<max(columnCount - 1, 0) {
      guard choice(at: i) != nil else { break }
      out.append(SplitColumnToken(column: i + 1))
    }
    return out
  }

  /// What column `index` chose: a link's value, else `ListChoice` when its list selects
  /// something.
  func choice(at index: Int) -> AnyHashable? {
    if index < selections.count, let value = selections[index] { return value }
    return listSelects[index]?() == true ? AnyHashable(ListChoice()) : nil
  }

  /// The collapsed stack popped back to `count` columns: the choices above go, as an
  /// iPhone deselects on the way back.
  func popCompact(to count: Int) {
    guard count < compactPath.count else { return }
    clearListChoices(from: count)
    selections = Array(selections.prefix(count))
    compactExtra = []
  }

  func register(_ type: ObjectIdentifier, _ make: @escaping (AnyHashable) -> AnyView) {
    destinations[type] = make
  }

  /// The view the destination registered for `value`'s type shows.
  func destination(for value: AnyHashable) -> AnyView? {
    destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) }
  }

  /// Says once per type that a link chose a value with no destination (SwiftUI's words).
  private func report(_ value: AnyHashable) {
    let name = NavigationModel.typeName(value)
    guard reportedTypes.insert(name).inserted, let graph else { return }
    graph.events.append(
      ViewEvent(
        time: graph.now,
        kind: .problem(
          "A NavigationLink is presenting a value of type “\(name)” but there is no matching "
            + "navigationDestination declaration visible from the location of the link. The "
            + "link cannot be activated.")))
  }
}

/// A screen of the collapsed stack: column `column` of the split (1: content, or detail in
/// a two-column split).
struct SplitColumnToken: Hashable {
  let column: Int
}

/// What a navigation stack learns when it is a column of a split: the split, and which
/// column it is (nil: the one stack the split collapsed into).
struct SplitColumnLink {
  let model: NavigationSplitModel
  let column: Int?
}

private struct SplitColumnKey: EnvironmentKey {
  static var defaultValue: SplitColumnLink? { nil }
}

extension EnvironmentValues {
  /// The split column the next navigation stack down is, if any (the stack clears it for
  /// its own content, so a stack inside a column is an ordinary one).
  var splitColumn: SplitColumnLink? {
    get { self[SplitColumnKey.self] }
    set { self[SplitColumnKey.self] = newValue }
  }
}
