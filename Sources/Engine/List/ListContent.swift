import Foundation

/// A row of a list as its content says it: the view, the id selection uses (a `ForEach`'s
/// element id or a `.tag`), and what the `listRow…` modifiers ask of it.
struct ListRowSpec {
  var id: AnyHashable?
  var view: AnyView
  var options = ListRowOptions()
  /// What the user may do to the row: delete and move it (a `ForEach`'s `onDelete` and
  /// `onMove`), and its swipe actions.
  var editing = ListRowEditing()
}

/// A run of rows in a section: a fixed few (static rows) or a `ForEach`'s, made one at a
/// time as they are shown, so that 100 000 cost nothing until they scroll into view.
@MainActor
protocol ListRowRun {
  var count: Int { get }
  func id(at index: Int) -> AnyHashable?
  func row(at index: Int) -> ListRowSpec
}

/// Static rows: built already, few.
struct StaticRows: ListRowRun {
  var rows: [ListRowSpec]
  var count: Int { rows.count }
  func id(at index: Int) -> AnyHashable? { rows[index].id }
  func row(at index: Int) -> ListRowSpec { rows[index] }
}

/// A `ForEach`'s rows, each made from its element when asked for.
struct ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: ListRowRun {
  let rows: ForEach<Data, ID, Content>
  /// Options of `listRow…` modifiers around the whole `ForEach`.
  var options: ListRowOptions
  /// Its `onDelete` and `onMove` actions.
  var actions = RowEditActions()

  var count: Int { rows.data.count }

  func element(_ index: Int) -> Data.Element {
    rows.data[rows.data.index(rows.data.startIndex, offsetBy: index)]
  }

  func id(at index: Int) -> AnyHashable? { AnyHashable(rows.id(element(index))) }

  func row(at index: Int) -> ListRowSpec {
    let e = element(index)
    var spec = listRow(of: rows.content(e), options: options)
    spec.id = spec.id ?? AnyHashable(rows.id(e))
    spec.editing.set(actions, index: index, count: count)
    return spec
  }
}

/// A section of a list: its header and footer, and its runs of rows.
@MainActor
struct ListSectionSpec {
  var header: AnyView?
  var footer: AnyView?
  var runs: [any ListRowRun]

  var rowCount: Int { runs.reduce(0) { $0 + $1.count } }
}

/// What a piece of a list's content makes: rows, or whole sections.
enum ListPart {
  case rows(any ListRowRun)
  case section(ListSectionSpec)
}

/// A view a list's content is made of that knows its rows: a block, a conditional, a
/// `ForEach`, a `Group`, a `Section`, a `listRow…` modifier. Any other view is one row.
@MainActor
protocol ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart]
}

@MainActor
func listParts<V: View>(of view: V, options: ListRowOptions = ListRowOptions()) -> [ListPart] {
  if let source = view as? any ListPartSource { return source.listParts(options: options) }
  return [.rows(StaticRows(rows: [listRow(of: view, options: options)]))]
}

/// A row's view with the `.tag` and `listRow…` modifiers outside it read off.
@MainActor
func listRow<V: View>(of view: V, options: ListRowOptions) -> ListRowSpec {
  if let wrapper = view as? any ListRowWrapper { return wrapper.listRow(options: options) }
  return ListRowSpec(id: nil, view: AnyView(view), options: options)
}

/// A modifier that says something about the row it wraps (`.tag`, `listRow…`).
@MainActor
protocol ListRowWrapper {
  func listRow(options: ListRowOptions) -> ListRowSpec
}

extension TagModifier: ListRowWrapper {
  func listRow(options: ListRowOptions) -> ListRowSpec {
    var spec = Engine.listRow(of: content, options: options)
    spec.id = tag
    return spec
  }
}

/// The list's sections: consecutive rows outside any `Section` make one without a header.
@MainActor
func listSections<V: View>(of content: V) -> [ListSectionSpec] {
  var out: [ListSectionSpec] = []
  var loose: [any ListRowRun] = []
  for part in listParts(of: content) {
    switch part {
    case .rows(let run):
      loose.append(run)
    case .section(let section):
      if !loose.isEmpty { out.append(ListSectionSpec(runs: loose)) }
      loose = []
      out.append(section)
    }
  }
  if !loose.isEmpty { out.append(ListSectionSpec(runs: loose)) }
  return out
}

extension TupleView: ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart] {
    var out: [ListPart] = []
    for child in repeat each value { out += Engine.listParts(of: child, options: options) }
    return out
  }
}

extension _ConditionalContent: ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart] {
    switch storage {
    case .trueContent(let v): Engine.listParts(of: v, options: options)
    case .falseContent(let v): Engine.listParts(of: v, options: options)
    }
  }
}

extension Optional: ListPartSource where Wrapped: View {
  func listParts(options: ListRowOptions) -> [ListPart] {
    map { Engine.listParts(of: $0, options: options) } ?? []
  }
}

extension Group: ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart] {
    Engine.listParts(of: content, options: options)
  }
}

extension EmptyView: ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart] { [] }
}

extension ForEach: ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart] {
    // A `ForEach(_:editActions:)` gives every row the same actions: read them off the
    // first row (an empty one has no row to edit).
    let own = data.first.flatMap {
      (content($0) as? any CollectionEditActionsCarrier)?.collectionEditActions
    }
    return listParts(options: options, actions: own ?? RowEditActions())
  }

  /// The rows, each with its offset's delete and move `actions`.
  func listParts(options: ListRowOptions, actions: RowEditActions) -> [ListPart] {
    // A ForEach of sections (or of several rows each) is read element by element; one of
    // single rows stays lazy.
    if Content.self is any ListPartSource.Type, !(Content.self is any ListRowWrapper.Type) {
      let count = data.count
      return data.enumerated().flatMap { (offset, element) in
        let parts = Engine.listParts(of: content(element), options: options)
        // An element that made one row (through an `if`) is known by its id, and takes the
        // ForEach's actions at its offset.
        guard parts.count == 1, case .rows(let run) = parts[0], var rows = run as? StaticRows,
          rows.count == 1
        else { return parts }
        rows.rows[0].id = rows.rows[0].id ?? AnyHashable(id(element))
        rows.rows[0].editing.set(actions, index: offset, count: count)
        return [.rows(rows)]
      }
    }
    return [.rows(ForEachRows(rows: self, options: options, actions: actions))]
  }
}
