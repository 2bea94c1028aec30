import Foundation

/// A `NavigationStack`'s node: all the space it is offered, the shown screens under their
/// bars, each moved by the slide running; screens not shown keep their state, unplaced.
///
/// Where it meets the safe area's edge it reaches over the insets (an enclosing tab bar),
/// as SwiftUI's stack does: its bars sit inside them, and its screens' safe area has them
/// with the bars' own (a scroll view in a screen reaches under the tab bar too).
///
/// Only the top screen and its bar take the pointer; during a slide the screen arriving on
/// top does. Escape and Alt+← pop (`NavigationStackHost.backKeys`).
struct NavigationStackKind: NodeKind {
  let model: NavigationModel

  var clipsHits: Bool { true }
  var reachesIntoSafeArea: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    model.width = frame.width
    let offsets = model.offsets(at: node.graph.now, width: frame.width)
    // The insets the stack reached over (left as leading); its bars are inside them.
    let around = context.safeRegion?.insets(inside: frame) ?? EdgeInsets()
    let top = frame.minY + around.top
    let floor = frame.maxY - around.bottom
    for child in node.children {
      guard let id = child.key.id?.base as? EntryID, let x = offsets[id] else {
        child.isHiddenByLayout = true
        continue
      }
      child.isHiddenByLayout = false
      let bar = model.barHeight(for: id)
      let bottom = model.bottomBarHeight(for: id)
      let rect: CGRect
      let screenHeight = max(floor - top - bar - bottom, 0)
      switch child.key.slot {
      case 1: rect = CGRect(x: frame.minX + x, y: top, width: frame.width, height: bar)
      case 2:
        rect = CGRect(x: frame.minX + x, y: floor - bottom, width: frame.width, height: bottom)
      case 3:
        rect = LargeTitleCollapse.band(
          screenTop: top + bar, x: frame.minX + x, width: frame.width,
          offset: model.collapseOffset(for: id))
      case 4: rect = CGRect(x: frame.minX + x, y: top, width: frame.width, height: bar)
      case 5:
        rect = CGRect(
          x: frame.minX + x, y: top + bar, width: SwipeBack.edgeWidth, height: screenHeight)
      default:
        rect = CGRect(
          x: frame.minX + x + around.leading, y: top + bar,
          width: max(frame.width - around.horizontal, 0), height: screenHeight)
      }
      var inner = LayoutContext.root(rect.size)
      if child.key.slot == 0 {
        // The screen is laid out between its bars and inside the insets the stack reached
        // over, which are its safe area's insets; what ignores them reaches the stack's
        // edges (which clip it).
        inner.safeRegion = SafeRegion(safe: rect, outer: frame.offsetBy(dx: x, dy: 0))
      }
      child.place(
        in: rect, proposal: ProposedViewSize(rect.size), attributes: Attributes(),
        context: inner)
      if child.key.slot == 0, let screen = model.screens[id], screen.edgeScroll == nil {
        // A scroll view built while the screen was placed (a `GeometryReader`'s content)
        // is found now, so the bar it scrolls under takes its material.
        screen.edgeScroll = child.contentScroll
      }
    }
  }

  /// The shown screens and bars, back to front: under screen, its bars, over screen, its
  /// bars (a collapsing large title between the screen and its bar, which covers it, and
  /// its inline title over the bar), and the top screen's swipe-back edge in front.
  @MainActor
  private func shown(_ node: ViewNode) -> [ViewNode] {
    var out: [ViewNode] = []
    for id in model.shownScreens() {
      for slot in [0, 3, 1, 4, 2, 5] {
        if let child = node.children.first(where: {
          $0.key.slot == slot && $0.key.id?.base as? EntryID == id && !$0.isHiddenByLayout
        }) {
          out.append(child)
        }
      }
    }
    return out
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    list.append(.pushClip(node.presentedFrame))
    // Each screen is opaque, so the one sliding over hides the one under it.
    let background = Color.windowBackground.resolved(in: node.environment).opacity(opacity)
    for child in shown(node) where prepare(child, in: node) {
      // A bar is transparent over its screen (a view that ignores the safe area shows
      // under it); during a slide it is as opaque as its screen.
      if child.key.slot <= 1, model.slide != nil {
        list.append(.fill(child.presentedFrame, cornerRadius: 0, color: background))
      }
      if child.key.slot == 3 {
        // The large title stays inside its screen (under the bar, above a bottom toolbar).
        let screen = node.children.first { $0.key.slot == 0 && $0.key.id == child.key.id }
        list.append(.pushClip(screen?.presentedFrame ?? child.presentedFrame))
        child.draw(into: &list, opacity: opacity)
        list.append(.popClip)
        continue
      }
      if child.key.slot == 4, let id = child.key.id?.base as? EntryID {
        let fade = model.screens[id]?.inlineTitle.opacity(at: node.graph.now) ?? 1
        child.draw(into: &list, opacity: opacity * fade)
        continue
      }
      child.draw(into: &list, opacity: opacity)
    }
    list.append(.popClip)
  }

  /// Whether `child` is drawn now, after moving a collapsing large title to where its
  /// screen's content has scrolled; an inline title is left out while its fade has it
  /// wholly out (InlineTitleFade.swift).
  ///
  /// A scroll view that scrolls is placed again on its own, not with its stack, so the
  /// title follows it here, where the stack is drawn or dumped (after its screen, which
  /// may have moved the scroll view: RefreshableKind.swift).
  @MainActor
  private func prepare(_ child: ViewNode, in node: ViewNode) -> Bool {
    guard child.key.slot >= 3, let id = child.key.id?.base as? EntryID else { return true }
    if child.key.slot == 4 {
      return (model.screens[id]?.inlineTitle.opacity(at: node.graph.now) ?? 0) > 0
    }
    let offset = model.collapseOffset(for: id)
    guard child.key.slot == 3, child.hasFrame else { return true }
    let screen = node.children.first { $0.key.slot == 0 && $0.key.id == child.key.id }
    let screenTop =
      screen.flatMap { $0.hasFrame ? $0.frame.minY : nil }
      ?? node.frame.minY + model.barHeight(for: id)
    // The content's top at offset 0: the scroll view's, below the bar it reaches under.
    let scrollTop = model.screens[id]?.scroll.flatMap { n in
      n.hasFrame ? n.frame.minY + (n.scrollState?.reached.top ?? 0) : nil
    }
    let top = (scrollTop ?? screenTop) - offset
    if child.frame.minY != top { child.translate(by: CGPoint(x: 0, y: top - child.frame.minY)) }
    return true
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    let top = model.top
    return shown(node).filter { $0.key.id?.base as? EntryID == top }.flatMap(\.leaves)
      .reversed()
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = shown(node).filter { $0.key.slot != 5 }.flatMap { child in
      // In order: a screen is dumped (its scroll view moved) before its large title.
      prepare(child, in: node) ? child.leaves.map { $0.dump() } : []
    }
  }
}

extension ViewNode {
  /// The node, or for a transparent one (a custom view) its children's leaves.
  var leaves: [ViewNode] {
    kind.isTransparent ? items().map(\.node) : [self]
  }
}
