import Foundation

/// Two or three columns side by side, each a navigation stack with its own bar (SwiftUI's
/// `NavigationSplitView`): a sidebar, in the three-column form a content column, and the
/// detail.
///
/// A `NavigationLink(value:)` in a leading column chooses what the next column shows: the
/// `navigationDestination(for:)` registered for the value's type (in any column), as the
/// column's root; choosing again replaces it, with new state. The detail's own links push
/// onto the detail's stack. A `List(selection:)` in the sidebar that the detail closure
/// reads drives the detail the same way, through the app's state.
///
/// On a wide window the columns stand side by side (`NavigationSplitLayout`); below
/// `NavigationSplitLayout.compactWidth` the split collapses into one stack, as on an
/// iPhone: the sidebar at its root, a choice pushing the next column, back deselecting.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let visibility: Binding<NavigationSplitViewVisibility>?
  @State private var model = NavigationSplitModel()
  @Environment(\.navigationSplitArrangement) private var arrangement

  /// A three-column split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    visibility = nil
  }

  /// A three-column split view whose leading columns show as `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    visibility = columnVisibility
  }

  public var body: some View {
    let _ = (model.layoutRevision, model.selections)
    let shown = visibility?.wrappedValue ?? model.ownVisibility
    let binding = visibility
    let model = self.model
    let columns = [AnyView(sidebar)] + (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)]
    NavigationSplitHost(
      model: model, columns: columns, visibility: shown, arrangement: arrangement,
      // The model keeps this closure: it holds the model weakly, or the two would keep
      // each other alive after the split's node is gone.
      setVisibility: { [weak model] new in
        if let binding { binding.wrappedValue = new } else { model?.ownVisibility = new }
      })
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view: a sidebar and the detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    visibility = nil
  }

  /// A two-column split view whose sidebar shows as `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    visibility = columnVisibility
  }
}

/// The primitive inside `NavigationSplitView`: a navigation stack per column side by side,
/// or one stack when collapsed.
///
/// Each column after the sidebar is keyed by the value chosen for it, so a new choice is a
/// new column root with new state (and an empty path), as in SwiftUI.
struct NavigationSplitHost: View, PrimitiveView {
  let model: NavigationSplitModel
  let columns: [AnyView]
  let visibility: NavigationSplitViewVisibility
  let arrangement: _NavigationSplitArrangement
  let setVisibility: @MainActor (NavigationSplitViewVisibility) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "NavigationSplitView"
    model.graph = node.graph
    model.columnCount = columns.count
    model.setVisibility = setVisibility
    // Before the first layout, the window's width decides (SwiftUI asks the window's size
    // class); layout builds the split again when its own width says otherwise.
    let compact = NavigationSplitLayout.isCompact(
      width: model.placedWidth ?? node.graph.layoutSize.width)
    model.builtCompact = compact
    model.shownLeading = visibility.shownLeading(of: columns.count - 1)
    let layout = NavigationSplitLayout(
      model: model, count: columns.count,
      shownLeading: model.shownLeading,
      arrangement: arrangement, compact: compact)
    node.kind = NavigationSplitKind(layout: layout)
    node.reconcile(context) { children in
      if compact {
        var env = context.environment
        env.splitColumn = SplitColumnLink(model: model, column: nil)
        children.add(compactStack, slot: 0, environment: env)
        return
      }
      for i in columns.indices {
        var env = context.environment
        env.splitColumn = SplitColumnLink(model: model, column: i)
        env.splitColumnWidth = SplitColumnWidthTarget(model: model, index: i)
        children.add(
          NavigationStack { columnRoot(i) }, slot: i, id: AnyHashable(model.selection(for: i)),
          environment: env)
      }
      if layout.dims {
        children.add(
          PresentationLayerKind.dimming.onTapGesture { [setVisibility] in
            setVisibility(.detailOnly)
          }, slot: columns.count)
      }
    }
  }

  /// Column `i`'s root: the destination of the value chosen for it, else its own view.
  private func columnRoot(_ i: Int) -> AnyView {
    guard let value = model.selection(for: i), !(value.base is ListChoice) else {
      return AnyView(columns[i].splitColumn(i, of: model))
    }
    return AnyView(SplitDestination(model: model, value: value))
  }

  /// The one stack a collapsed split is: the sidebar at its root, a screen per column
  /// chosen, then what the detail pushed.
  private var compactStack: some View {
    let model = self.model
    let columns = self.columns
    let path = Binding<NavigationPath>(
      get: {
        NavigationPath(erased: model.compactPath.map { AnyHashable($0) } + model.compactExtra)
      },
      set: { new in
        let elements = new.elements
        let tokens = elements.prefix { $0.base is SplitColumnToken }.count
        if tokens < model.compactPath.count {
          model.popCompact(to: tokens)
        } else {
          model.compactExtra = Array(elements.dropFirst(tokens))
        }
      })
    return NavigationStack(path: path) {
      // The stack registers this destination with the split's model too (as every column's
      // destinations are), so the closure holds the model weakly, or the model would keep
      // itself alive through it after the split's node is gone.
      columns[0].splitColumn(0, of: model)
        .navigationDestination(for: SplitColumnToken.self) { [weak model] token in
          if let model {
            if let value = model.selection(for: token.column), !(value.base is ListChoice) {
              SplitDestination(model: model, value: value)
            } else {
              let column = min(token.column, columns.count - 1)
              columns[column].splitColumn(column, of: model)
            }
          }
        }
    }
  }
}

/// A column's root chosen by a link: the destination registered for the value's type,
/// looked up when the column is built (after the columns before it registered theirs).
struct SplitDestination: View {
  let model: NavigationSplitModel
  let value: AnyHashable

  var body: some View {
    model.destination(for: value) ?? AnyView(EmptyView())
  }
}
