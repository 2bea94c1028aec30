import Foundation

/// A `List(selection:)` in a split view's leading column drives the split: collapsed into
/// one stack (as on an iPhone), choosing a row pushes the next column, and going back from
/// it clears the selection, as SwiftUI's `NavigationSplitView` does. Side by side, the
/// next column already shows what the app's selection says.
///
/// The split tells each column's content which column it is (`splitList` in the
/// environment); a list with a selection there reports its row clicks to the split and
/// leaves it a way to read and clear the selection: a selection made side by side shows
/// the next column pushed once the window narrows and the split collapses.
struct SplitListLink: Equatable {
  let model: NavigationSplitModel
  let column: Int

  static func == (a: SplitListLink, b: SplitListLink) -> Bool {
    a.model === b.model && a.column == b.column
  }
}

/// What the split keeps as a column's choice when a list's selection made it: the next
/// column shows its own view, which reads the app's selection.
struct ListChoice: Hashable {}

private struct SplitListKey: EnvironmentKey {
  static var defaultValue: SplitListLink? { nil }
}

extension EnvironmentValues {
  /// The split column the view's content is, for a `List(selection:)` in it.
  var splitList: SplitListLink? {
    get { self[SplitListKey.self] }
    set { self[SplitListKey.self] = newValue }
  }
}

extension View {
  /// The content of split column `column`.
  func splitColumn(_ column: Int, of model: NavigationSplitModel) -> some View {
    EnvironmentModifier(content: self) {
      $0.splitList = SplitListLink(model: model, column: column)
    }
  }
}

extension ListSelection {
  init(
    contains: @escaping @MainActor (AnyHashable) -> Bool,
    click: @escaping @MainActor (AnyHashable) -> Void,
    set: @escaping @MainActor (AnyHashable) -> Void,
    selected: @escaping @MainActor () -> [AnyHashable], clear: @escaping @MainActor () -> Void
  ) {
    self.contains = contains
    self.click = click
    self.set = set
    self.selected = selected
    self.clear = clear
  }

  /// The selection of a list in split column `link` (itself outside a split): a row click
  /// also tells the split, which keeps the way to clear it.
  @MainActor
  func followed(by link: SplitListLink?) -> ListSelection {
    guard let link else { return self }
    link.model.listClears[link.column] = clear
    let selected = self.selected
    link.model.listSelects[link.column] = { !selected().isEmpty }
    let click = self.click
    return ListSelection(
      contains: contains,
      click: { id in
        click(id)
        link.model.chooseFromList(column: link.column)
      }, set: set, selected: selected, clear: clear)
  }
}

extension NavigationSplitModel {
  /// A row of the list in `column` was chosen: collapsed, the next column is pushed.
  func chooseFromList(column: Int) {
    guard builtCompact, column < columnCount - 1 else { return }
    var chosen = Array(selections.prefix(column))
    while chosen.count < column { chosen.append(nil) }
    chosen.append(AnyHashable(ListChoice()))
    selections = chosen
    compactExtra = []
  }

  /// The columns chosen from `index` on are being left: the lists that chose them select
  /// nothing again.
  func clearListChoices(from index: Int) {
    for k in index..<max(columnCount - 1, index) where choice(at: k)?.base is ListChoice {
      listClears[k]?()
    }
  }
}
