import Foundation

/// A view that presents content over the window while its binding says so: the engine of
/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog`.
///
/// `presented` is read in the body, so a change of the binding (or of what it reads)
/// builds the presenter again.
struct PresentationModifier<Content: View>: View {
  let content: Content
  let presented: @MainActor () -> Presented?
  let end: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?
  @State private var model = PresentationModel()

  var body: some View {
    let _ = model.revision
    PresentationHost(
      model: model, content: AnyView(content), presented: presented(), end: end,
      onDismiss: onDismiss)
  }
}

/// The presenter's primitive: its content in place, and the presented layer over the
/// whole window (drawn, hit and given keys by the graph: `Presentations`).
struct PresentationHost: View, PrimitiveView {
  let model: PresentationModel
  let content: AnyView
  let presented: Presented?
  let end: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    model.graph = node.graph
    model.end = end
    model.onDismiss = onDismiss
    model.update(presented, now: node.graph.now, animated: !node.graph.reducedMotion)
    node.kind = PresentationHostKind()
    node.dumpName = ViewNode.baseName(of: type(of: content))
    var layer = context.environment
    layer.dismiss = model.dismiss
    layer.isPresented = true
    // Presented content is outside any navigation stack it was presented from.
    layer.navigation = nil
    layer.screenBar = nil
    if model.shown?.style == .sheet {
      model.sheet.graph = node.graph
      model.sheet.maximum = max(node.graph.layoutSize.height - PresentationLayerKind.sheetInset, 0)
      layer.sheetDetents = model.sheet
    }
    node.reconcile(context) { children in
      children.add(content, slot: 0)
      if let shown = model.shown {
        children.add(
          PresentationLayer(model: model, style: shown.style, content: shown.view), slot: 1,
          id: shown.id, environment: layer)
      }
    }
    // A layer taken away leaves the tree, and with it the graph's list.
    if node.children.count > 1 { node.graph.presentations.present(node.children[1]) }
  }
}

/// The presenter's node: its content as a modifier's, the layer over the window.
struct PresentationHostKind: NodeKind {
  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    ContentLayout(items: node.items(of: 0..<1), context: context).sizeThatFits(proposal)
  }

  func spacing(of node: ViewNode, in context: LayoutContext) -> ViewSpacing {
    ContentLayout(items: node.items(of: 0..<1), context: context).spacing
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    guard !node.children.isEmpty else { return }
    ContentLayout(items: node.items(of: 0..<1), context: context).place(
      in: frame, proposal: proposal)
    if node.children.count > 1 {
      let layer = node.children[1]
      let window = CGRect(origin: .zero, size: node.graph.layoutSize)
      layer.place(
        in: window, proposal: ProposedViewSize(window.size), attributes: layer.ownAttributes,
        context: .root(window.size))
    }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    node.drawChildren(0..<1, into: &list, opacity: opacity)
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items(of: 0..<1).reversed().map(\.node)
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items(of: 0..<1).map { $0.node.dump() }
    if node.children.count > 1 { d.children.append(node.children[1].dump()) }
  }
}
