import Foundation

/// The primitive inside `NavigationStack`: builds the root, a screen for each entry on the
/// path (and a popped one still sliding away), and the bar of each screen shown.
///
/// Children are keyed by `EntryID` (slot 0: screens, 1: their bars, 2: their bottom
/// toolbars, 3 and 4: a collapsing large title and its inline title, 5: the top screen's
/// swipe-back edge), so a screen keeps
/// its node, and with it its state, while it stays on the stack. The root is built first,
/// so the destinations it registers are known when the pushed values are resolved.
struct NavigationStackHost: View, PrimitiveView {
  let model: NavigationModel
  let path: PathAccess?
  let root: AnyView
  let values: [AnyHashable]
  let pushedViews: [PushedView]

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "NavigationStack"
    model.graph = node.graph
    node.graph.presentations.track(model)
    model.path = path
    model.split = context.environment.splitColumn
    let ids =
      values.enumerated().map { EntryID(index: $0.offset, value: $0.element) }
      + pushedViews.enumerated().map {
        EntryID(index: values.count + $0.offset, value: AnyHashable(PushedToken(id: $0.element.id)))
      }
    model.moveTo(ids, now: node.graph.now, animated: model.hasBuilt && !node.graph.reducedMotion)
    model.hasBuilt = true
    node.kind = NavigationStackKind(model: model)
    node.ownAttributes.keyHandlers = [backKeys]
    var stack = context.environment
    stack.navigation = model
    stack.splitColumn = nil
    model.isBuilding = true
    defer { model.isBuilding = false }
    func fill(_ children: inout ChildList) {
      children.add(
        NavigationScreen(content: root), slot: 0, id: EntryID.root,
        environment: model.environment(for: .root, depth: 0, in: stack))
      for (i, id) in ids.enumerated() {
        let view =
          i < values.count ? destination(for: values[i]) : pushedViews[i - values.count].view
        let environment = model.environment(for: id, depth: i + 1, in: stack)
        model.lastBuilt[id] = (view, environment)
        children.add(NavigationScreen(content: view), slot: 0, id: id, environment: environment)
      }
      model.lastBuilt = model.lastBuilt.filter { ids.contains($0.key) }
      if let leaving = model.slide?.leaving, !ids.contains(leaving.id) {
        children.add(
          NavigationScreen(content: leaving.view), slot: 0, id: leaving.id,
          environment: leaving.environment)
      }
      for id in model.shownScreens() {
        let bar = model.bar(for: id)
        children.add(NavigationBar(configuration: bar), slot: 1, id: id)
        let bottom = bar.items.filter { $0.placement == .bottomBar }
        if !bottom.isEmpty { children.add(BottomToolbar(items: bottom), slot: 2, id: id) }
        if bar.collapses {
          children.add(LargeTitleBand(title: bar.title), slot: 3, id: id)
          if !bar.items.contains(where: { $0.placement == .principal }) {
            children.add(CollapsedInlineTitle(title: bar.title), slot: 4, id: id)
          }
        }
      }
      if model.depth > 0 { children.add(SwipeBackEdge(model: model), slot: 5, id: model.top) }
    }
    node.reconcile(context, fill)
    // Whether a large title collapses depends on the screens just built (their titles and
    // content); when that changed, the screens and bars are built again with it.
    if model.updateCollapsing(node) { node.reconcile(context, fill) }
  }

  /// Escape, and Alt+← as in a browser, pop the top screen (SwiftUI on iPadOS and macOS
  /// pops with ⌘[; a Linux window has no ⌘).
  private var backKeys: KeyPressHandler {
    KeyPressHandler(keys: [.escape, .leftArrow], phases: .down) { [model] press in
      guard press.key == .escape || press.modifiers.contains(.option) else { return .ignored }
      return model.pop() ? .handled : .ignored
    }
  }

  /// The registered destination's view for `value`, or SwiftUI's warning sign, reported
  /// once per type.
  private func destination(for value: AnyHashable) -> AnyView {
    if let make = model.destinationMaker(for: value) { return make(value) }
    model.report(
      "A navigationDestination for “\(NavigationModel.typeName(value))” was not found; the "
        + "screen for that value on the stack's path shows a warning sign", type: value)
    return AnyView(
      Image(systemName: "exclamationmark.triangle").font(.system(size: 64))
        .foregroundStyle(Color.yellow))
  }
}

/// Identifies a view a destination link pushed.
struct PushedToken: Hashable {
  let id: Int
}

/// One screen of a stack: its content laid out as a window's root is, in the space under
/// its bar.
struct NavigationScreen: View, PrimitiveView {
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = NavigationScreenKind()
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// A screen's node: all the space it is given, its content centred in it.
///
/// Points outside it miss its content: what reaches under the bars (a scroll view, a view
/// that ignores the safe area) is drawn there, but the bars take the pointer, as UIKit's
/// bars do (a drag on the bar does not scroll the content under it).
struct NavigationScreenKind: NodeKind {
  var clipsHits: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    var inner = LayoutContext.root(frame.size)
    inner.safeRegion = context.safeRegion
    let content = ContentLayout(items: node.items(), context: inner)
    let fitted = content.sizeThatFits(ProposedViewSize(frame.size))
    let origin = CGPoint(
      x: (frame.minX + (frame.width - fitted.width) / 2).rounded(),
      y: (frame.minY + (frame.height - fitted.height) / 2).rounded())
    content.place(in: CGRect(origin: origin, size: fitted), proposal: ProposedViewSize(frame.size))
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    for item in node.items() { item.node.draw(into: &list, opacity: opacity) }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items().reversed().map(\.node)
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }
}
