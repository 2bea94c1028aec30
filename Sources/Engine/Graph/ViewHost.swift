import Foundation

/// Hosts a view tree for a window or a headless run: takes input and the time, gives back
/// display lists and dumps.
///
/// Pointer presses go to the topmost view under the pointer that handles them (hit testing
/// on the laid-out tree in draw order, respecting clips); a press that ends within
/// `tapSlop` points of where it began on the same view is a tap.
@MainActor
public final class ViewHost {
  public let graph: ViewGraph
  public private(set) var now: Double = 0
  /// How far a press may wander and still be a tap (hand-tuned, as UIKit's ~10 pt).
  static let tapSlop: CGFloat = 10
  private var press: (node: ViewNode, start: CGPoint)?
  /// The button a press is on (ViewHost+Buttons.swift).
  var buttonPress: ButtonPress?
  /// The value control a press is dragging (Controls/ControlDrag.swift).
  var controlPress: ViewNode?
  /// The scroll view a press is dragging.
  var dragging: ScrollState?
  /// The scroll view keys go to: the last one used, else the first in the tree.
  weak var focusedScroll: ViewNode?
  var pointer: CGPoint?
  /// The views under the pointer with `onHover` actions, outermost first.
  var hovered: [ViewNode] = []
  /// The layout the hovered views were found in (layout passes, scroll placements).
  var hoverPass = -1
  var hoverPlacements = -1
  /// The layout the last frame was drawn from.
  private var drawnLayout = -1
  /// The time the last frame was drawn at (Graph/ViewHost+Ticking.swift).
  var drawnTickTime: Double = 0
  /// Keyboard focus (Focus/ViewHost+Focus.swift).
  var focus = FocusTracker()
  /// The clipboard text fields copy to and paste from (the host's; memory by default).
  public var clipboard: any TextClipboard = MemoryClipboard()
  /// `keyHandlers()` and the structure and layout it was collected from
  /// (ViewHost+Interaction.swift).
  var keyHandlersCache: (stamp: KeyHandlersStamp, handlers: [KeyPressHandler])?

  public init<Root: View>(
    root: Root, size: CGSize, text: any TextMeasuring,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    graph = ViewGraph(root: root, size: size, text: text, environment: environment)
  }

  /// Replaces the root view's value (see `ViewGraph.setRoot`): a host whose content comes
  /// from outside, such as a reloaded file, passes the new value down this way.
  public func setRoot<Root: View>(_ view: Root) {
    graph.setRoot(view)
  }

  /// The window size in points.
  public var size: CGSize {
    get { graph.size }
    set { graph.size = CGSize(width: max(newValue.width, 0), height: max(newValue.height, 0)) }
  }

  /// Whether the next frame differs from the last drawn: state changed, layout is due, or
  /// something was laid out or placed since.
  public var needsFrame: Bool {
    graph.needsUpdate || graph.needsPlacement || layoutStamp != drawnLayout || tickIsDue
      || focus.needsDraw
  }

  /// Changes with every layout pass and every scroll placement.
  var layoutStamp: Int { graph.layoutPasses &+ graph.scrollPlacements }

  /// Whether a press is being tracked.
  public var isTrackingPointer: Bool {
    press != nil || dragging != nil || buttonPress != nil || controlPress != nil
      || focus.textPress != nil
  }

  /// Whether something moves by itself: a scroll view's motion or a frame animation.
  public var isAnimating: Bool {
    !graph.animatingList.isEmpty || graph.motion.isRunning
      || scrollStates().contains { $0.carousel.isAnimating }
      || graph.presentations.isRunning
  }

  /// When the host must wake without input: the next timer fire or scroll deadline.
  public var nextDeadline: Double? {
    let tracking = isGestureActive
    let scroll = scrollStates().compactMap(\.carousel.nextDeadline).min()
    return [
      graph.nextTimerFire(tracking: tracking), scroll, graph.taskClock.nextDeadline,
      nextTick,
      graph.nextLiveTextChange(),
    ]
    .compactMap { $0 }.min()
  }

  /// Whether a gesture holds `.default` timers: pressed, or settling from its release.
  var isGestureActive: Bool { scrollStates().contains { $0.gestureActive } }

  /// Advances the clock (time never goes back): scroll physics, timers, state, animations.
  public func update(now: Double) {
    self.now = max(now, self.now)
    graph.now = self.now
    for node in graph.scrollNodes {
      guard let state = node.scrollState else { continue }
      let before = state.carousel.offset
      for e in state.update(now: self.now) {
        graph.events.append(ViewEvent(time: e.time, kind: .scroll(e.event)))
      }
      if state.carousel.offset != before { graph.scrollMoved(node) }
    }
    graph.fireTimers(tracking: isGestureActive)
    graph.tickLiveTexts()
    graph.taskClock.advance(to: self.now)
    // Pushes and presentations in motion are placed again for the new time.
    if graph.presentations.step(now: self.now) { graph.setNeedsLayout() }
    graph.update()
    // Frame animations need no layout: they are sampled when drawn.
    _ = graph.stepFrameAnimations()
    // Layout is part of the frame: scroll views apply requested positions there, and a
    // changed carousel setting (autoplay switched) reports there.
    graph.layoutIfNeeded()
    for node in graph.scrollNodes {
      if let state = node.scrollState, !state.carousel.events.isEmpty { collect(state) }
    }
    // Views that moved under a still pointer are hovered or left: after a layout pass, or
    // after a scroll when the pointer is over a scroll view.
    if graph.layoutPasses != hoverPass {
      updateHover()
    } else if graph.scrollPlacements != hoverPlacements, let p = pointer,
      graph.scrollNodes.contains(where: { $0.frame.contains(p) })
    {
      updateHover()
    }
    syncFocus()
  }

  /// What happened since the last call: scroll events, timer fires, position changes.
  public func drainEvents() -> [ViewEvent] {
    defer { graph.events.removeAll() }
    return graph.events
  }

  public func pointerDown(_ p: CGPoint, at t: Double) {
    update(now: t)
    graph.layoutIfNeeded()
    pointer = p
    cancelButtonPress()
    let target = graph.hitTest(p) {
      $0.attributes.onTap != nil || $0.attributes.buttonGesture != nil
        || $0.attributes.controlDrag != nil || $0.hasLinks
    }
    // A value control keeps the press for itself: a slider's drag is not a scroll.
    if beginControlDrag(target, at: p) { return }
    press = target.flatMap { $0.attributes.buttonGesture == nil ? ($0, p) : nil }
    if let node = graph.hitTest(p, where: { $0.kind is ScrollKind }),
      let state = node.scrollState
    {
      focusedScroll = node
      dragging = state
      state.gestureActive = true
      state.carousel.pointerDown(at: state.along(p), now: self.now)
      collect(state)
    }
    if !beginTextPress(at: p) { beginButtonPress(target) }
  }

  public func pointerMoved(_ p: CGPoint, at t: Double) {
    update(now: t)
    pointer = p
    if moveControlDrag(to: p) { return }
    if let press, hypot(p.x - press.start.x, p.y - press.start.y) > Self.tapSlop {
      self.press = nil
    }
    if let state = dragging {
      state.carousel.pointerMoved(to: state.along(p), now: self.now)
      collect(state)
      moved(state)
    } else {
      updateHover()
    }
    moveButtonPress(to: p)
    moveTextPress(to: p)
  }

  public func pointerUp(_ p: CGPoint, at t: Double) {
    update(now: t)
    pointer = p
    if endControlDrag(at: p) { return }
    endButtonPress(at: p)
    endTextPress(at: p)
    if let state = dragging {
      dragging = nil
      let wasDragging = state.carousel.isDragging
      state.carousel.pointerUp(at: state.along(p), now: self.now)
      collect(state)
      // A click that did not drag ends the gesture at once.
      if !wasDragging && !state.carousel.isAnimating { state.gestureActive = false }
      moved(state)
    }
    defer {
      press = nil
      updateHover()
    }
    guard let press, press.node.isAttached, graph.reaches(p, press.node),
      let action = press.node.attributes.onTap ?? press.node.linkAction(at: p)
    else { return }
    action()
    graph.update()
  }

  /// The frame's drawing.
  /// - Parameter background: The window's colour; by default the system background of the
  ///   root's colour scheme.
  public func displayList(background: Color? = nil) -> DisplayList {
    graph.tickInterval = nil
    drawnTickTime = now
    var list = graph.displayList(
      background: (background ?? .windowBackground).resolved(in: graph.environment))
    appendFocusRing(to: &list)
    focus.needsDraw = false
    drawnLayout = layoutStamp
    return list
  }

  /// The laid-out tree for `--dump-layout`.
  public func dump() -> ViewDump {
    graph.dump()
  }

  /// Every scroll view in the tree.
  func scrollStates() -> [ScrollState] {
    graph.scrollNodes.compactMap(\.scrollState)
  }
}

extension ViewGraph {
  /// The topmost laid-out view under `p` that `accepts`, or nil.
  func hitTest(_ p: CGPoint, where accepts: (ViewNode) -> Bool) -> ViewNode? {
    hitPath(p, where: accepts)?.last
  }

  /// The views from a root subview down to the topmost laid-out view under `p` that
  /// `accepts`, or nil when there is none.
  func hitPath(_ p: CGPoint, where accepts: (ViewNode) -> Bool) -> [ViewNode]? {
    // A presented layer takes every point: the content below gets none.
    if let layer = presentations.top { return layer.hitPath(p, accepts) }
    for popup in livePopups().reversed() {
      if let path = popup.hitPath(p, accepts) { return path }
    }
    for item in rootItems().reversed() {
      if let path = item.node.hitPath(p, accepts) { return path }
    }
    return nil
  }
}

extension ViewNode {
  /// The laid-out children, frontmost first (a container's in its draw order).
  func childrenFrontToBack() -> [ViewNode] {
    kind.hitChildren(of: self)
  }

  /// The path from this node to the topmost node under `p` that `accepts`: children are
  /// tried front to back, then the node itself. Clips and scroll views hide what lies
  /// outside them; transforms and content shapes move or refuse the point (`hitPoint`).
  func hitPath(_ p: CGPoint, _ accepts: (ViewNode) -> Bool) -> [ViewNode]? {
    guard let p = kind.hitPoint(p, in: self) else { return nil }
    if kind.clipsHits && !frame.contains(p) { return nil }
    for child in childrenFrontToBack() {
      if let path = child.hitPath(p, accepts) { return [self] + path }
    }
    return frame.contains(p) && accepts(self) ? [self] : nil
  }

}

extension ViewHost: InputHost {
  public var tasksWaking: Bool { graph.taskClock.isWaking }

  public var takesEscape: Bool { graph.presentations.takesEscape }

  public var pixelScale: CGFloat {
    get { graph.pixelScale }
    set { graph.pixelScale = newValue }
  }

  public func nextWake(now: Double) -> Double? { nextDeadline }

  /// Applies one input at time `t`. Showing or hiding the window only advances the clock.
  public func handle(_ event: InputEvent, at t: Double) {
    defer { syncFocus() }
    switch event {
    case .text, .composition, .paste: textInput(event, at: t)
    case .pointerDown(let p): pointerDown(p, at: t)
    case .pointerMove(let p): pointerMoved(p, at: t)
    case .pointerUp(let p): pointerUp(p, at: t)
    case .wheel(let dx, let dy, let shift): wheel(dx: dx, dy: dy, shift: shift, at: t)
    case .key(let press): keyPress(press, at: t)
    case .resize(let s):
      update(now: t)
      let newSize = CGSize(width: Self.clean(s.width), height: Self.clean(s.height))
      guard newSize != size else { return }
      size = newSize
      graph.events.append(ViewEvent(time: now, kind: .resized))
    case .pointerLeft:
      pointer = nil
      update(now: t)
      setHovered([])
    case .visible(let visible):
      graph.updateEnvironment { $0.scenePhase = visible ? .active : .inactive }
      update(now: t)
      // A hidden window pauses carousels' autoplay.
      for state in scrollStates() {
        state.carousel.setVisible(visible, now: now)
        collect(state)
      }
    }
  }

  public func displayList(frameTime: Double?) -> DisplayList { displayList() }

  /// A size component as a window can have it: NaN and infinities are 0, negatives are 0.
  static func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }

  /// `{"size": [w, h], "views": NODE}` (docs/CONTRACT.md §6.4).
  public func dumpText() throws -> String {
    struct Document: Encodable {
      var size: [Double]
      var views: ViewDump
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let doc = Document(size: [Double(size.width), Double(size.height)], views: dump())
    return String(decoding: try encoder.encode(doc), as: UTF8.self)
  }
}
