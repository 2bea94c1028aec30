import Foundation

/// A tree of views from a tree of data (SwiftUI's `OutlineGroup`): an element with
/// children (its `children` key path not nil) is a `DisclosureGroup` labelled with its
/// view, holding its children's outline; an element without is its view.
///
/// In a list each top-level element is a row (with its subtree inside it); `List(_:
/// children:)` is a list of one outline group.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// An outline of `data`'s trees, elements identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = id
    self.children = children
    self.content = content
  }

  public var body: some View { nodes }

  /// One view per top-level element.
  var nodes: ForEach<Data, ID, OutlineNode<Data, ID, Leaf>> {
    let group = self
    return ForEach(data, id: id) { OutlineNode(element: $0, group: group) }
  }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
  /// An outline of `data`'s trees of identifiable elements.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

extension OutlineGroup {
  /// The outline of `children`, made as this one.
  func subgroup(_ children: Data) -> OutlineGroup {
    OutlineGroup(children, id: id, children: self.children, content: content)
  }
}

/// An element's children in its disclosure group: their outline, type-erased (its type
/// would otherwise contain itself), whose rows a list or a disclosure group reads.
struct OutlineChildren<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View,
  ListPartSource
{
  let group: OutlineGroup<Data, ID, Leaf>

  var body: AnyView { AnyView(group) }

  func listParts(options: ListRowOptions) -> [ListPart] {
    group.listParts(options: options)
  }
}

extension OutlineGroup: ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart] {
    Engine.listParts(of: nodes, options: options)
  }
}

/// One element of an outline: its view, or a disclosure group of it over its children.
struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let element: Data.Element
  let group: OutlineGroup<Data, ID, Leaf>

  var body: some View {
    if let children = element[keyPath: group.children] {
      DisclosureGroup {
        OutlineChildren(group: group.subgroup(children))
      } label: {
        group.content(element)
      }
    } else {
      group.content(element)
    }
  }
}
