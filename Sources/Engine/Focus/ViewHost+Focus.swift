import Foundation

/// Keyboard focus: Tab and Shift+Tab move it in reading order, Escape clears it, Return and
/// Space activate a focused button, a focused text field takes every other key, and
/// `.focused` bindings follow it and move it.
extension ViewHost {
  /// The view with focus, while it is attached, laid out and still focusable.
  var focusedNode: ViewNode? {
    guard let node = focus.node, node.isAttached, !node.isHiddenByLayout,
      node.focusable != nil
    else { return nil }
    return node
  }

  /// The focused text field's editor, if a text field has focus.
  var focusedEditor: FieldEditor? { focusedNode?.focusable?.editor }

  /// Whether a text field has focus: the window then gives it every key, its own too.
  public var isEditingText: Bool { focusedEditor != nil }

  /// The focused text field's frame, where the platform shows an input method's window.
  public var textInputRect: CGRect? {
    guard let node = focusedNode, node.focusable?.editor != nil else { return nil }
    return node.frame
  }

  /// Moves focus to `node` (nil clears it): the old field ends its editing, the new one
  /// begins it (`selectAll` when Tab brought it there, as AppKit's fields do), and every
  /// `.focused` binding is told.
  func setFocus(_ node: ViewNode?, selectAll: Bool = false) {
    let old = focusedNode
    if old !== node {
      old?.focusable?.editor?.endEditing()
      focus.node = node
      node?.focusable?.editor?.beginEditing(selectAll: selectAll)
      focus.needsDraw = true
    }
    writeFocusBindings()
  }

  /// The focusable views in reading order, with the `.focused` bindings of the tree and
  /// the focusable views inside each.
  func focusMap() -> (order: [ViewNode], bindings: [(FocusBinding, [ViewNode])]) {
    graph.layoutIfNeeded()
    var candidates: [FocusCandidate] = []
    var ranges: [(FocusBinding, Range<Int>)] = []
    func visit(_ node: ViewNode) {
      guard !node.isHiddenByLayout else { return }
      let start = candidates.count
      if node.focusable != nil {
        candidates.append(FocusCandidate(node: node, frame: node.frame))
      }
      // Reading order comes from frames; the tree order (back to front) breaks ties.
      for child in node.childrenFrontToBack().reversed() { visit(child) }
      for binding in node.attributes.focusBindings {
        ranges.append((binding, start..<candidates.count))
      }
    }
    // A presented layer holds the focus order, as it takes the keys: an alert's fields
    // and a sheet's, not the content below.
    if let layer = graph.presentations.top {
      visit(layer)
    } else {
      for item in graph.rootItems() { visit(item.node) }
    }
    let rtl = graph.root.environment.layoutDirection == .rightToLeft
    let order = FocusCandidate.readingOrder(candidates, rightToLeft: rtl).map(\.node)
    let bindings = ranges.map { binding, range in
      let inside = candidates[range].map(\.node)
      return (binding, order.filter { n in inside.contains { $0 === n } })
    }
    return (order, bindings)
  }

  /// Tab (forward) or Shift+Tab: the next focusable view in reading order, round from the
  /// last to the first; the first (or last) when nothing has focus.
  func moveFocus(forward: Bool) -> Bool {
    let order = focusMap().order
    guard !order.isEmpty else { return false }
    var next = forward ? 0 : order.count - 1
    if let current = focusedNode, let i = order.firstIndex(where: { $0 === current }) {
      next = (i + (forward ? 1 : -1) + order.count) % order.count
    }
    setFocus(order[next], selectAll: true)
    return true
  }

  /// Makes the `.focused` bindings agree with the focus after state changed: a binding that
  /// became true moves focus into its view, one that became false while its view had focus
  /// clears it; then every binding is written to say where focus is.
  func syncFocus() {
    let stamp = (graph.bodyEvaluations, graph.layoutPasses)
    guard stamp != focus.syncedAt else { return }
    graph.update()
    // No `.focused` binding was ever built: nothing to keep in step, and no walk of the
    // tree (a row of 100 000 tiles walked it after every update). Layout still runs here,
    // as `focusMap` would have run it.
    guard graph.hasFocusBindings else {
      graph.layoutIfNeeded()
      if focus.node != nil && focusedNode == nil { focus.node = nil }
      graph.update()
      focus.syncedAt = (graph.bodyEvaluations, graph.layoutPasses)
      return
    }
    let map = focusMap()
    let current = focusedNode
    var request: ViewNode?
    var release = false
    for (binding, inside) in map.bindings {
      let holds = current.map { c in inside.contains { $0 === c } } ?? false
      let wants = binding.isFocused()
      if wants && !holds && request == nil { request = inside.first }
      if !wants && holds { release = true }
    }
    if focus.node != nil && current == nil { focus.node = nil }
    if let request {
      setFocus(request)
    } else if release {
      setFocus(nil)
    } else {
      writeFocusBindings(map.bindings)
    }
    graph.update()
    focus.syncedAt = (graph.bodyEvaluations, graph.layoutPasses)
  }

  /// Writes every binding: true where its view holds focus, false elsewhere.
  func writeFocusBindings(_ bindings: [(FocusBinding, [ViewNode])]? = nil) {
    let current = focusedNode
    for (binding, inside) in bindings ?? focusMap().bindings {
      let holds = current.map { c in inside.contains { $0 === c } } ?? false
      if binding.isFocused() != holds { binding.setFocused(holds) }
    }
  }

  /// A key for the focus system, before any view's `onKeyPress`: true when it took it. A
  /// focused text field takes every key but Tab and Escape (and their releases).
  func focusKey(_ press: KeyPress) -> Bool {
    let plain = press.modifiers.isDisjoint(with: [.control, .command, .option])
    let acts = press.phase == .down || press.phase == .repeat
    if let editor = focusedEditor {
      if !(press.key == .tab && plain) && press.key != .escape {
        if acts, editor.key(press, context: textContext()) { focus.needsDraw = true }
        return true
      }
    }
    if press.key == .tab && plain {
      guard acts else { return focusedNode != nil }
      return moveFocus(forward: !press.modifiers.contains(.shift))
    }
    guard let node = focusedNode else { return false }
    if let key = node.focusable?.key, key(press) { return true }
    switch press.key {
    case .escape:
      if press.phase == .down { setFocus(nil) }
      return true
    case .return, .space:
      guard let activate = node.focusable?.activate ?? node.targetAction else { return false }
      if press.phase == .down { activate() }
      return true
    default:
      return false
    }
  }

  /// Whether `press` goes to the views before the window's own keys (S, F11, Q, Esc): every
  /// key while a text field has focus, and Escape while anything has.
  public func claimsKey(_ press: KeyPress) -> Bool {
    isEditingText || (press.key == .escape && focusedNode != nil)
  }
}
