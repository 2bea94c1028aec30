import Foundation

/// A view made from a collection, whose elements a list can delete and move (SwiftUI's
/// `DynamicViewContent`): `ForEach`, and a `ForEach` with `onDelete`/`onMove`.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// What a `ForEach` in a list lets the user do to its rows: delete (`onDelete`) and move
/// (`onMove`), each called with offsets into the `ForEach`'s data as SwiftUI calls them.
struct RowEditActions {
  /// Called with the offsets of the rows to delete.
  var delete: (@MainActor (IndexSet) -> Void)?
  /// Called with the offsets of the rows moved and the offset before which they go, in the
  /// data as it was (`Array.move(fromOffsets:toOffset:)`'s arguments).
  var move: (@MainActor (IndexSet, Int) -> Void)?
}

/// A dynamic view content with delete and move actions (what `onDelete` and `onMove`
/// return). Outside a list it is its content.
public struct EditableDynamicContent<Base: DynamicViewContent>: DynamicViewContent {
  let base: Base
  var actions: RowEditActions

  public var data: Base.Data { base.data }

  public var body: some View { base }
}

/// A content a list can read rows from with edit actions (a `ForEach`, or one wrapped in
/// `onDelete`/`onMove` already).
@MainActor
protocol EditableRowsSource {
  func listParts(options: ListRowOptions, actions: RowEditActions) -> [ListPart]
}

extension EditableDynamicContent: ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart] {
    if let source = base as? any EditableRowsSource {
      return source.listParts(options: options, actions: actions)
    }
    return Engine.listParts(of: base, options: options)
  }
}

extension EditableDynamicContent: EditableRowsSource {
  func listParts(options: ListRowOptions, actions: RowEditActions) -> [ListPart] {
    // The innermost modifier's action wins, as SwiftUI's.
    var merged = self.actions
    merged.delete = merged.delete ?? actions.delete
    merged.move = merged.move ?? actions.move
    return EditableDynamicContent(base: base, actions: merged).listParts(options: options)
  }
}

extension ForEach: EditableRowsSource {}

extension DynamicViewContent {
  /// Lets a list delete these views' rows: edit mode shows a delete control on each, and a
  /// row swiped left shows a Delete button; `action` gets the offsets of the rows deleted,
  /// and is what removes the elements. Nil: the rows cannot be deleted.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    var actions = (self as? any EditableActionsReading)?.editActions ?? RowEditActions()
    actions.delete = action.map { a in { @MainActor in a($0) } }
    return EditableDynamicContent(base: self, actions: actions)
  }

  /// Lets a list reorder these views' rows: edit mode shows a reorder handle on each;
  /// `action` gets the offsets moved and the offset before which they go, and is what
  /// moves the elements. Nil: the rows cannot be moved.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    var actions = (self as? any EditableActionsReading)?.editActions ?? RowEditActions()
    actions.move = action.map { a in { @MainActor in a($0, $1) } }
    return EditableDynamicContent(base: self, actions: actions)
  }
}

/// The actions an editable content carries already, for a second modifier to add to.
@MainActor
protocol EditableActionsReading {
  var editActions: RowEditActions { get }
}

extension EditableDynamicContent: EditableActionsReading {
  var editActions: RowEditActions { actions }
}
