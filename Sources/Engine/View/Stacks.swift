import Foundation

/// A container whose subviews a `Layout` places: what `layout { … }` makes.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content
  var name: String?

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    let base = (layout as? AnyLayout)?.base ?? layout
    node.dumpName = name ?? ViewNode.baseName(of: type(of: base))
    node.kind = LayoutKind(base)
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

extension Layout {
  /// Uses the layout as a container: `MyLayout { Text("a"); Text("b") }`.
  @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// Subviews side by side (SwiftUI's `HStack`): `HStackLayout` over the content.
public struct HStack<Content: View>: View, PrimitiveView {
  let layout: HStackLayout
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    LayoutView(layout: layout, content: content, name: "HStack").build(node, context)
  }
}

/// Subviews one above another (SwiftUI's `VStack`).
public struct VStack<Content: View>: View, PrimitiveView {
  let layout: VStackLayout
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    LayoutView(layout: layout, content: content, name: "VStack").build(node, context)
  }
}

/// Subviews on top of each other (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View, PrimitiveView {
  let layout: ZStackLayout
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    LayoutView(layout: layout, content: content, name: "ZStack").build(node, context)
  }
}

/// Shows the first of its subviews that fits (SwiftUI's `ViewThatFits`).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = ViewThatFitsKind(axes: axes)
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// Views made from a collection, identified by each element's id (SwiftUI's `ForEach`).
///
/// Its views are subviews of the enclosing container; an element keeps its view's state
/// when the collection is reordered, and a removed element's state goes with it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { children in
      for element in data {
        children.add(content(element), slot: 0, id: AnyHashable(id(element)))
      }
    }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer in a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per element, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
