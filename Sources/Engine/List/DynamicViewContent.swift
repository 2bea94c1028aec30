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
  /// Whether a modifier set `delete`, or `move`, nil included: `onDelete(perform: nil)`
  /// says "no delete", which an outer `onDelete` does not undo.
  var setsDelete = false
  var setsMove = false

  /// These actions, where they set nothing, with `outer`'s. SwiftUI keeps each action as a
  /// trait of the rows, and a trait written nearer the rows wins over one written
  /// outside it (as an environment value does): the innermost `onDelete` and `onMove`
  /// decide, nil or not.
  func within(_ outer: RowEditActions) -> RowEditActions {
    var merged = self
    if !setsDelete {
      merged.delete = outer.delete
      merged.setsDelete = outer.setsDelete
    }
    if !setsMove {
      merged.move = outer.move
      merged.setsMove = outer.setsMove
    }
    return merged
  }
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
    EditableDynamicContent(base: base, actions: self.actions.within(actions))
      .listParts(options: options)
  }
}

extension ForEach: EditableRowsSource {}

extension DynamicViewContent {
  /// Lets a list delete these views' rows: edit mode shows a delete control on each, and a
  /// row swiped left shows a Delete button; `action` gets the offsets of the rows deleted,
  /// and is what removes the elements. Nil: the rows cannot be deleted. An `onDelete`
  /// already applied to these views (nearer them) decides instead of this one.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    var own = RowEditActions()
    own.delete = action.map { a in { @MainActor in a($0) } }
    own.setsDelete = true
    return EditableDynamicContent(base: self, actions: innerEditActions.within(own))
  }

  /// Lets a list reorder these views' rows: edit mode shows a reorder handle on each;
  /// `action` gets the offsets moved and the offset before which they go, and is what
  /// moves the elements. Nil: the rows cannot be moved. An `onMove` already applied to
  /// these views (nearer them) decides instead of this one.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    var own = RowEditActions()
    own.move = action.map { a in { @MainActor in a($0, $1) } }
    own.setsMove = true
    return EditableDynamicContent(base: self, actions: innerEditActions.within(own))
  }

  /// The actions modifiers applied to these views already set.
  private var innerEditActions: RowEditActions {
    (self as? any EditableActionsReading)?.editActions ?? RowEditActions()
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
