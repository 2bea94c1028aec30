import Foundation

/// Scrolling from the wheel and the keys: which scroll view takes them and how it moves.
extension ViewHost {
  /// A wheel or trackpad scroll at the pointer: `dx`/`dy` in notches (positive dy is away
  /// from the user). It scrolls the scroll view under the pointer, else the one last used,
  /// else the first. A vertical wheel alone (dx 0, with or without Shift) scrolls a
  /// horizontal scroll view horizontally, as AppKit does for a horizontal-only scroll view:
  /// most mice have no other wheel. A vertical scroll view under the pointer (one that holds
  /// the horizontal one) keeps the vertical wheel.
  public func wheel(dx: Double, dy: Double, shift: Bool, at t: Double) {
    update(now: t)
    graph.layoutIfNeeded()
    let at = pointer ?? CGPoint(x: size.width / 2, y: size.height / 2)
    // A control under the pointer that turns with the wheel (a wheel picker) takes it
    // before a scroll view around it, as UIPickerView keeps its scrolling.
    if dy != 0, let control = graph.hitTest(at, where: { $0.attributes.controlWheel != nil }) {
      control.attributes.controlWheel?(-dy)
      graph.update()
      return
    }
    func scrolls(_ axis: Axis?) -> (ViewNode) -> Bool {
      { node in node.scrollState.map { s in axis.map { s.axis == $0 } ?? true } ?? false }
    }
    var hit = graph.hitTest(at, where: scrolls(nil))
    if dx == 0, !shift, let h = hit, let s = h.scrollState, s.axis == .horizontal {
      hit = graph.hitTest(at, where: scrolls(.vertical)) ?? h
    }
    guard let node = hit ?? focusedScroll ?? firstScroll(), let state = node.scrollState
    else { return }
    focusedScroll = node
    let notches = state.axis == .horizontal ? (dx == 0 ? -dy : dx) : -dy
    // A mouse wheel's click (whole notches) moves one target; a trackpad's smooth deltas
    // follow the fingers and come to rest with their velocity. Free scrolling has no
    // targets to step by: a click scrolls a wheel step.
    if ScrollPhysics.isNotch(dx: dx, dy: dy) && state.behavior != nil {
      if notches != 0 { state.carousel.wheelNotch(forward: notches > 0, now: self.now) }
    } else {
      state.carousel.wheel(delta: notches * ScrollPhysics.wheelStep, now: self.now)
    }
    collect(state)
    moved(state)
  }

  /// Arrow, Home and End keys: the focused scroll view moves by a target (a page, or a
  /// wheel step when scrolling freely).
  public func key(_ key: ScrollPhysics.Key, at t: Double) {
    update(now: t)
    scrollKey(key)
  }

  /// `key` to the scroll view keys go to, at the host's time (the host is up to date).
  func scrollKey(_ key: ScrollPhysics.Key) {
    graph.layoutIfNeeded()
    guard let node = focusedScroll ?? firstScroll(), let state = node.scrollState else {
      return
    }
    focusedScroll = node
    state.carousel.key(key, now: self.now)
    collect(state)
    moved(state)
  }

  /// Marks the scroll view of `state` for placement on the next frame.
  func moved(_ state: ScrollState) {
    if let node = graph.scrollNodes.first(where: { $0.scrollState === state }) {
      graph.scrollMoved(node)
    }
  }

  func collect(_ state: ScrollState) {
    for e in state.update(now: now) {
      graph.events.append(ViewEvent(time: e.time, kind: .scroll(e.event)))
    }
  }

  func firstScroll() -> ViewNode? {
    graph.scrollNodes.first
  }
}
