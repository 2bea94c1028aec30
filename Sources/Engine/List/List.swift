import Foundation

/// A scrolling column of rows, optionally grouped in sections, that the user can select
/// (SwiftUI's `List`).
///
/// Its rows come from its content as SwiftUI reads it: each view is a row, a `ForEach`
/// makes one row per element, a `Section` groups rows under a header and above a footer.
/// The look is `.listStyle(_:)`'s (iOS 17's `.insetGrouped` by default). A `ForEach` of
/// more than `ListBody.lazyThreshold` rows builds only the rows near the visible part, as
/// a `LazyVStack` does, every such row as tall as the first built.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  let selection: ListSelection?

  /// A list of `content` whose rows the user can select one of.
  public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { ListSelection($0) }
  }

  /// A list of `content` whose rows the user can select several of.
  public init(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { ListSelection($0) }
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    let state = (node.kind as? ListKind)?.state ?? ListState()
    node.kind = ListKind(state: state)
    let sections = listSections(of: content)
    state.reportDuplicates(in: sections, graph: node.graph)
    node.reconcile(context) {
      $0.add(
        ListBody(
          sections: sections,
          selection: selection?.followed(by: context.environment.splitList)),
        slot: 0)
    }
  }
}

extension List {
  /// Rows made on demand from identifiable `data`, one selectable.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Rows made on demand from identifiable `data`, several selectable.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Rows made on demand from `data`, identified by `id`, one selectable.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// Rows made on demand from `data`, identified by `id`, several selectable.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each integer of a constant range (each in an `HStack`, as SwiftUI's), one
  /// selectable.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(selection: selection) {
      ForEach(data) { i in HStack { rowContent(i) } }
    }
  }

  /// A row for each integer of a constant range, several selectable.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(selection: selection) {
      ForEach(data) { i in HStack { rowContent(i) } }
    }
  }
}

extension List where SelectionValue == Never {
  /// A list of `content`, without selection.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    selection = nil
  }

  /// Rows made on demand from identifiable `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }

  /// Rows made on demand from `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each integer of a constant range (each in an `HStack`, as SwiftUI's).
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init { ForEach(data) { i in HStack { rowContent(i) } } }
  }
}

/// What a list keeps across its builds: whether it has said its duplicate ids.
@MainActor
final class ListState {
  private var reportedDuplicates = false

  /// Rows of one `ForEach` checked for duplicate ids at most (the check reads every id;
  /// a longer one is not checked, so that a 100 000-row list opens at once).
  static let duplicateCheckLimit = 10_000

  /// Says once, as SwiftUI logs it, that a run of rows has an id twice.
  func reportDuplicates(in sections: [ListSectionSpec], graph: ViewGraph) {
    guard !reportedDuplicates else { return }
    for section in sections {
      for run in section.runs where run.count <= Self.duplicateCheckLimit {
        var seen = Set<AnyHashable>()
        for i in 0..<run.count {
          guard let id = run.id(at: i), !seen.insert(id).inserted else { continue }
          reportedDuplicates = true
          let shown = String(String(describing: id.base).prefix(64))
          let message =
            "List: the ID \(shown) occurs multiple times within the collection, "
            + "this will give undefined results!"
          graph.events.append(ViewEvent(time: graph.now, kind: .problem(message)))
          return
        }
      }
    }
  }
}

/// A list's node: its body's subviews are its own (a transparent node), with its state.
struct ListKind: NodeKind {
  let state: ListState
  private let transparent = TransparentKind()

  var isTransparent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    transparent.size(of: node, for: proposal, in: context)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    transparent.place(node, in: frame, proposal: proposal, context: context)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    transparent.draw(node, into: &list, opacity: opacity)
  }
}
