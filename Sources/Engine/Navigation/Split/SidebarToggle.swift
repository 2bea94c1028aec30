import Foundation

/// The sidebar button a side-by-side split view puts at the leading end of the bar of its
/// leftmost shown column, as iPadOS does: it hides the sidebar, or shows it again.
///
/// In two columns it switches between `.all` and `.detailOnly`; in three, the sidebar goes
/// (`.doubleColumn`, the content column keeps the button) and comes back (`.all`).
struct SidebarToggle: View {
  let model: NavigationSplitModel

  var body: some View {
    let model = self.model
    Button {
      model.toggleSidebar()
    } label: {
      // UIKit's bar button symbols: about 22 pt (hand-matched), in the accent colour.
      Image(systemName: "sidebar.left").font(.system(size: 22))
        .foregroundStyle(Color.accentColor)
    }
    .buttonStyle(.plain)
  }
}

extension NavigationSplitModel {
  /// Whether column `column`'s bar shows the sidebar button: side by side, the leftmost
  /// shown column (the detail when no other shows).
  func showsSidebarToggle(in column: Int) -> Bool {
    !builtCompact && column == columnCount - 1 - shownLeading
  }

  /// Hides the sidebar when it shows, else shows every column.
  func toggleSidebar() {
    let leading = columnCount - 1
    if shownLeading == leading {
      setVisibility(leading == 1 ? .detailOnly : .doubleColumn)
    } else {
      setVisibility(.all)
    }
  }
}

extension NavigationModel {
  /// The items the system puts in the bar of the screen `index` deep: the sidebar button
  /// at the root of a split's leftmost shown column.
  func systemItems(forScreen index: Int) -> [ToolbarEntry] {
    guard index == 0, let split, let column = split.column,
      split.model.showsSidebarToggle(in: column)
    else { return [] }
    return [
      ToolbarEntry(placement: .topBarLeading, view: AnyView(SidebarToggle(model: split.model)))
    ]
  }
}
