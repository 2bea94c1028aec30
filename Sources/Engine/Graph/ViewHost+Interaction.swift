import Foundation

/// Hover and keys: what the pointer is over, and which views take a key.
extension ViewHost {
  /// Finds the views under the pointer with `onHover` actions and tells those that changed:
  /// false to the ones left, then true to the ones entered. Waits while a press drags a
  /// scroll view.
  func updateHover() {
    guard dragging == nil else { return }
    graph.layoutIfNeeded()
    hoverPass = graph.layoutPasses
    hoverPlacements = graph.scrollPlacements
    // The frontmost view whose frame holds the pointer, and the views around it.
    let path = pointer.flatMap { graph.hitPath($0, where: { _ in true }) } ?? []
    setHovered(path.filter { !$0.attributes.onHover.isEmpty })
  }

  /// Makes `nodes` the hovered views, running the actions of those that changed.
  func setHovered(_ nodes: [ViewNode]) {
    let before = hovered
    hovered = nodes
    let left = before.filter { old in old.isAttached && !nodes.contains { $0 === old } }
    let entered = nodes.filter { new in !before.contains { $0 === new } }
    guard !left.isEmpty || !entered.isEmpty else { return }
    for node in left.reversed() {
      for action in node.attributes.onHover { action(false) }
    }
    for node in entered {
      for action in node.attributes.onHover { action(true) }
    }
    graph.update()
  }

  /// One key event: the views' `onKeyPress` handlers first, innermost and frontmost first,
  /// until one handles it; then, for an arrow, Home or End, the scroll view last used.
  public func keyPress(_ press: KeyPress, at t: Double) {
    update(now: t)
    graph.layoutIfNeeded()
    if focusKey(press) {
      graph.update()
      return
    }
    var handled = false
    for handler in keyHandlers() where handler.accepts(press) {
      if handler.action(press) == .handled {
        handled = true
        break
      }
    }
    // Handlers that changed nothing (no state, structure, layout or scroll to apply) leave
    // the host as this instant's `update(now:)` left it: another update at the same time
    // would do nothing, so the scroll view takes the key without one. Each key at one
    // instant ran two (a third of a script's keys at one instant).
    let unchanged = !graph.needsUpdate && !graph.needsPlacement
    graph.update()
    guard !handled, let command = KeyCommand(press), command.performs(on: press) else { return }
    if unchanged {
      scrollKey(command.scrollKey)
    } else {
      self.key(command.scrollKey, at: t)
    }
  }

  /// Every handler in the laid-out tree, in the order keys try them: a view's children
  /// (frontmost first) before the view, and on one view the innermost modifier first.
  ///
  /// Collected again only when the structure, the layout or the order of views changed
  /// since (which decide the handlers and their order): a walk of the whole tree on every
  /// key made a script's 100 000 keys at one instant cost half their time in it. A scroll
  /// view placed again at a new offset keeps them (its content moves whole), unless a lazy
  /// stack built or dropped elements (the structure) or an order changed.
  func keyHandlers() -> [KeyPressHandler] {
    let stamp = KeyHandlersStamp(
      generation: graph.generation, layouts: graph.layoutPasses,
      hitOrder: graph.hitOrderChanges)
    if let cache = keyHandlersCache, cache.stamp == stamp { return cache.handlers }
    let handlers = collectKeyHandlers()
    keyHandlersCache = (stamp, handlers)
    return handlers
  }

  private func collectKeyHandlers() -> [KeyPressHandler] {
    var out: [KeyPressHandler] = []
    func visit(_ node: ViewNode) {
      for child in node.childrenFrontToBack() { visit(child) }
      out += node.attributes.keyHandlers
    }
    // A presented layer takes the keys: the content below gets none.
    if let layer = graph.presentations.top {
      visit(layer)
      return out
    }
    for item in graph.rootItems().reversed() { visit(item.node) }
    return out
  }
}

/// The structure and layout a list of key handlers was collected from.
struct KeyHandlersStamp: Equatable {
  var generation: Int
  var layouts: Int
  var hitOrder: Int
}
