import Foundation
import Observation

/// Whether the user can edit a view's content (SwiftUI's `EditMode`), read through the
/// `editMode` environment value. A `List` whose `ForEach` has `onDelete` or `onMove`
/// shows delete controls and reorder handles while it is editing.
public enum EditMode: Hashable, Sendable {
  /// The user cannot edit the content.
  case inactive
  /// A temporary edit mode (SwiftUI engages it for a swipe).
  case transient
  /// The user can edit the content.
  case active

  /// Whether the mode is anything but `inactive`.
  public var isEditing: Bool { self != .inactive }
}

/// The edit mode of a window whose views set none: one per view graph, observable, so that
/// a view reading it is evaluated again when an `EditButton` changes it (as SwiftUI's
/// hosting view supplies an edit mode to the views inside).
@Observable @MainActor
final class EditModeStore {
  var mode = EditMode.inactive
}

extension EnvironmentValues {
  /// A binding to the edit mode of the views inside (SwiftUI's `editMode`): the one set with
  /// `.environment(\.editMode, $mode)`, else the window's own.
  @MainActor public var editMode: Binding<EditMode>? {
    get {
      if let set = self[EditModeKey.self] { return set }
      return self[EditModeStoreKey.self].map { store in
        Binding(get: { store.mode }, set: { store.mode = $0 })
      }
    }
    set { self[EditModeKey.self] = newValue }
  }

  /// Gives a window's root environment its own edit mode, unless it has one.
  @MainActor func withEditModeStore() -> EnvironmentValues {
    guard self[EditModeStoreKey.self] == nil else { return self }
    var e = self
    e[EditModeStoreKey.self] = EditModeStore()
    return e
  }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

private struct EditModeStoreKey: EnvironmentKey {
  static var defaultValue: EditModeStore? { nil }
}
