import Foundation

/// The edits a list may make to a bound collection by itself (SwiftUI's `EditActions`):
/// `ForEach($items, editActions: .all)` deletes and moves the elements of `items` as the
/// user deletes and moves rows, with no `onDelete` or `onMove` of one's own.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Every edit the collection allows: moving when it is mutable, deleting when it can
  /// also remove elements.
  public static var all: EditActions<Data> { EditActions(rawValue: 0b11) }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Rows can be deleted (a swipe, or edit mode's delete control).
  public static var delete: EditActions<Data> { EditActions(rawValue: 0b01) }
}

extension EditActions where Data: MutableCollection {
  /// Rows can be moved (edit mode's reorder handle).
  public static var move: EditActions<Data> { EditActions(rawValue: 0b10) }
}

/// A row of a `ForEach` that edits its bound collection itself (SwiftUI's
/// `EditableCollectionContent`): the row's view, with the delete and move actions the
/// `ForEach` gives every row.
public struct EditableCollectionContent<Content: View, Data>: View, ListRowWrapper {
  let content: Content
  let actions: RowEditActions

  public var body: some View { content }

  func listRow(options: ListRowOptions) -> ListRowSpec {
    Engine.listRow(of: content, options: options)
  }
}

/// A `ForEach` row content that brings its own edit actions.
@MainActor
protocol CollectionEditActionsCarrier {
  var collectionEditActions: RowEditActions { get }
}

extension EditableCollectionContent: CollectionEditActionsCarrier {
  var collectionEditActions: RowEditActions { actions }
}

extension EditActions where Data: MutableCollection & RandomAccessCollection {
  /// The actions these edits perform on `binding`: `remove(atOffsets:)` for a delete (when
  /// the collection can remove elements) and `move(fromOffsets:toOffset:)` for a move.
  @MainActor
  func rowActions(on binding: Binding<Data>) -> RowEditActions {
    var actions = RowEditActions()
    if contains(EditActions(rawValue: 0b01)), binding.wrappedValue is any RangeReplaceableCollection
    {
      actions.delete = { offsets in
        guard let c = binding.wrappedValue as? any RangeReplaceableCollection,
          let removed = removing(offsets, from: c) as? Data
        else { return }
        binding.wrappedValue = removed
      }
    }
    if contains(EditActions(rawValue: 0b10)) {
      actions.move = { source, destination in
        var c = binding.wrappedValue
        c.move(fromOffsets: source, toOffset: destination)
        binding.wrappedValue = c
      }
    }
    return actions
  }
}

/// `c` without the elements at `offsets`.
private func removing<C: RangeReplaceableCollection>(_ offsets: IndexSet, from c: C) -> C {
  var c = c
  c.remove(atOffsets: offsets)
  return c
}

extension ForEach {
  /// A row for each identifiable element of a bound collection, given a binding to its
  /// element, that deletes and moves the elements as `editActions` allow.
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }

  /// A row for each element of a bound collection, identified by `id`, given a binding to
  /// its element, that deletes and moves the elements as `editActions` allow.
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
    Content == EditableCollectionContent<R, C>, C.Index: Hashable
  {
    let actions = editActions.rowActions(on: data)
    self.init(data, id: id) { element in
      EditableCollectionContent<R, C>(content: content(element), actions: actions)
    }
  }
}

extension List where SelectionValue == Never {
  /// Rows of identifiable elements, each given a binding to its element, that delete and
  /// move the elements as `editActions` allow.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// Rows identified by `id`, each given a binding to its element, that delete and move
  /// the elements as `editActions` allow.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data.Index: Hashable
  {
    self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }
}
