import Foundation

/// A list's selection binding, whatever its value type: one optional value, or a set.
struct ListSelection {
  /// Whether the row `id` is selected.
  let contains: @MainActor (AnyHashable) -> Bool
  /// A click on the row `id`: a single selection takes it; a set adds it, or takes it out
  /// when it is in (as a row tapped in an iOS list that selects several).
  let click: @MainActor (AnyHashable) -> Void
  /// Makes `id` the only selected row (the arrow keys).
  let set: @MainActor (AnyHashable) -> Void
  /// The selected rows' ids, for the arrow keys to move from.
  let selected: @MainActor () -> [AnyHashable]
  /// Selects nothing (a collapsed split view's back: Split/SplitListLink.swift).
  let clear: @MainActor () -> Void

  init<V: Hashable>(_ binding: Binding<V?>) {
    contains = { id in binding.wrappedValue.map { AnyHashable($0) == id } ?? false }
    let set: @MainActor (AnyHashable) -> Void = { id in
      // A row whose id is not of the selection's type cannot be selected, as in SwiftUI.
      if let value = id.base as? V { binding.wrappedValue = value }
    }
    click = set
    self.set = set
    selected = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    clear = { binding.wrappedValue = nil }
  }

  init<V: Hashable>(_ binding: Binding<Set<V>>) {
    contains = { id in (id.base as? V).map { binding.wrappedValue.contains($0) } ?? false }
    click = { id in
      guard let value = id.base as? V else { return }
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
    set = { id in if let value = id.base as? V { binding.wrappedValue = [value] } }
    selected = { binding.wrappedValue.map { AnyHashable($0) } }
    clear = { binding.wrappedValue = [] }
  }
}

extension ListSelection {
  /// Moves the selection one selectable row up (`by: -1`) or down (`by: 1`) among
  /// `sections`' rows; with nothing selected, to the first (down) or last (up) row.
  /// Whether it moved.
  @MainActor
  func move(by step: Int, in sections: [ListSectionSpec]) -> Bool {
    var ids: [AnyHashable] = []
    for section in sections {
      for run in section.runs {
        for i in 0..<run.count { if let id = run.id(at: i) { ids.append(id) } }
      }
    }
    guard !ids.isEmpty else { return false }
    let current = selected()
    let positions = ids.indices.filter { current.contains(ids[$0]) }
    let target: Int
    if step > 0 {
      target = positions.last.map { min($0 + 1, ids.count - 1) } ?? 0
    } else {
      target = positions.first.map { max($0 - 1, 0) } ?? ids.count - 1
    }
    set(ids[target])
    return true
  }
}
