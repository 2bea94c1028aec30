import Foundation

/// `.refreshable`'s node: its content, moved down by the refresh area while it is open,
/// and the spinner centred in the area the pull or the refresh reveals above the content.
///
/// A scroll view that scrolls is placed again on its own, not with this node, so where the
/// content and the spinner go is brought up to date where the node is drawn or dumped
/// (`follow`), as the collapsing large title is (NavigationStackKind.swift).
///
/// It reaches over the safe area's insets it meets as its scroll view would, and moves the
/// safe area down with the content, so the scroll view keeps the bar's inset as its
/// content's and the area opens below the bar.
struct RefreshableKind: NodeKind {
  let state: RefreshState

  var reachesIntoSafeArea: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    ContentLayout(items: node.items(of: 0..<1), context: context).sizeThatFits(proposal)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let now = node.graph.now
    let inset = state.inset(at: now)
    state.safeTop = context.safeRegion?.insets(inside: frame).top ?? 0
    var moved = context
    moved.safeRegion = context.safeRegion?.offsetBy(dy: inset)
    ContentLayout(items: node.items(of: 0..<1), context: moved).place(
      in: frame.offsetBy(dx: 0, dy: inset), proposal: proposal)
    if let spinner = node.children.last, node.children.count > 1 {
      let side = ProgressLook.spinner
      spinner.place(
        in: spinnerFrame(node, frame: frame, now: now),
        proposal: ProposedViewSize(width: side, height: side),
        attributes: Attributes(), context: context.child())
    }
  }

  /// The spinner's frame: centred across the node, and in the revealed area's height.
  @MainActor
  private func spinnerFrame(_ node: ViewNode, frame: CGRect, now: Double) -> CGRect {
    let side = ProgressLook.spinner
    let centreY = frame.minY + state.safeTop + state.revealed(at: now) / 2
    return CGRect(x: frame.midX - side / 2, y: centreY - side / 2, width: side, height: side)
  }

  /// Moves the content and the spinner to where the scroll offset and the open area put
  /// them (a pull past the threshold starts the refresh where the scroll view moves:
  /// `RefreshState.watch`).
  @MainActor
  private func follow(_ node: ViewNode) {
    let now = node.graph.now
    guard node.hasFrame else { return }
    let top = node.frame.minY + state.inset(at: now)
    for item in node.items(of: 0..<1) where item.node.hasFrame {
      let dy = top - item.node.frame.minY
      guard dy != 0 else { continue }
      item.node.translate(by: CGPoint(x: 0, y: dy))
      // The safe area moved down with it: the scroll view, placed again on its own as it
      // scrolls, keeps the same content insets.
      if let scroll = state.scroll?.scrollState {
        scroll.placedContext.safeRegion = scroll.placedContext.safeRegion?.offsetBy(dy: dy)
      }
    }
    if node.children.count > 1, let spinner = node.children.last, spinner.hasFrame {
      let want = spinnerFrame(node, frame: node.frame, now: now)
      let dy = want.minY - spinner.frame.minY
      if dy != 0 { spinner.translate(by: CGPoint(x: 0, y: dy)) }
    }
  }

  /// Whether the spinner shows: the area is open.
  @MainActor
  private func showsSpinner(_ node: ViewNode) -> Bool {
    state.revealed(at: node.graph.now) > 0
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    follow(node)
    list.append(.pushClip(node.presentedFrame))
    node.drawChildren(0..<1, into: &list, opacity: opacity)
    if showsSpinner(node), let spinner = node.children.last, node.children.count > 1 {
      spinner.draw(into: &list, opacity: opacity * state.spinnerOpacity(at: node.graph.now))
    }
    list.append(.popClip)
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items(of: 0..<1).reversed().map(\.node)
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    follow(node)
    d.children = node.items(of: 0..<1).map { $0.node.dump() }
    if showsSpinner(node), let spinner = node.children.last, node.children.count > 1 {
      d.children.append(spinner.dump())
    }
  }
}
