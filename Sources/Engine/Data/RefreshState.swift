import Foundation

/// A `.refreshable`'s lasting state: its handler, the scroll view it watches, whether a
/// refresh runs, and the spinner's area above the content.
///
/// The area is what UIRefreshControl holds open: while the handler runs, the content rests
/// `height` points lower, under the spinner; pulled further, it shows what the pull shows.
/// Scrolled by `offset` (negative when pulled down past the top), the content is moved down
/// by `clamp(height + offset, 0, height)`, which keeps it `height` below its place while
/// the pull springs back and lets it scroll normally once scrolled down. When the handler
/// returns, the area closes on the slide's spring.
@MainActor
final class RefreshState: RunningTransition {
  /// How far the content must be pulled down past its top to refresh, and the area the
  /// spinner keeps open while it runs: hand-measured at about 60 pt on iOS 17 (the height
  /// of UIRefreshControl's area).
  static let threshold: CGFloat = 60
  static var height: CGFloat { threshold }

  var action: (@Sendable () async -> Void)?
  weak var node: ViewNode?
  /// The scroll view pulled to refresh (the first vertical one inside).
  weak var scroll: ViewNode?
  /// Whether the handler runs.
  private(set) var isRefreshing = false
  /// The area closing after the handler returned.
  private var closing: AnimatedValue?
  private var task: Task<Void, Never>?
  private var owner: Int?
  /// A pull must come back under the threshold before it can refresh again.
  private var armed = true
  /// How far below the node's top the safe area begins (a bar it reaches under): the
  /// area opens from there.
  var safeTop: CGFloat = 0

  init(node: ViewNode) {
    self.node = node
  }

  static func slot(in node: ViewNode) -> RefreshState {
    if let existing = node.states.first as? RefreshState { return existing }
    let state = RefreshState(node: node)
    node.states = [state]
    return state
  }

  /// The scroll view's offset along its axis, as its content is placed (0 without one).
  var offset: CGFloat {
    guard let scroll, scroll.isAttached, let state = scroll.scrollState else { return 0 }
    return scroll.graph.snap(state.offset)
  }

  /// How far the content is moved down at `now`.
  func inset(at now: Double) -> CGFloat {
    let open = min(max(Self.height + offset, 0), Self.height)
    if isRefreshing { return open }
    guard let closing else { return 0 }
    return min(CGFloat(closing.value(at: now)), open)
  }

  /// The height of the area above the content that shows the spinner at `now`.
  func revealed(at now: Double) -> CGFloat {
    inset(at: now) + max(-offset, 0)
  }

  /// The spinner's opacity: whole while pulled (its ticks show the pull:
  /// RefreshSpinner.swift) and while refreshing, fading as the area closes.
  func spinnerOpacity(at now: Double) -> Double {
    if isRefreshing { return 1 }
    if let closing { return max(min(closing.value(at: now) / Double(Self.height), 1), 0) }
    return 1
  }

  /// Whether the area is closing after the handler returned.
  var isClosing: Bool { closing != nil }

  /// Follows `scroll`: each move of its offset may start a refresh (whether frames are
  /// drawn or not, as in a headless run).
  func watch(_ scroll: ViewNode?) {
    guard scroll !== self.scroll else { return }
    if let old = self.scroll { old.graph.unwatchScroll(old, by: self) }
    self.scroll = scroll
    guard let scroll else { return }
    let graph = scroll.graph
    graph.watchScroll(scroll, by: self) { [weak self, weak graph] in
      if let graph { self?.check(now: graph.now) }
    }
  }

  /// Starts a refresh when the content is being pulled past the threshold.
  func check(now: Double) {
    let pull = -offset
    if pull < Self.threshold { armed = true }
    guard armed, !isRefreshing, pull >= Self.threshold,
      scroll?.scrollState?.carousel.isDragging == true
    else { return }
    armed = false
    closing = nil
    isRefreshing = true
    guard let graph = node?.graph else { return }
    let clock = graph.taskClock
    let context = ViewTaskContext(clock: clock, owner: clock.newOwner())
    owner = context.owner
    task = ViewTaskContext.$current.withValue(context) {
      Task { @MainActor [weak self] in
        await self?.perform()
        self?.finished()
      }
    }
  }

  /// Runs the handler.
  func perform() async {
    guard let action else { return }
    await action()
  }

  /// The handler returned: the area closes.
  private func finished() {
    task = nil
    owner = nil
    guard isRefreshing, let graph = node?.graph else { return }
    isRefreshing = false
    closing = AnimatedValue(
      from: Double(inset(at: graph.now)), to: 0, start: graph.now,
      animation: NavigationSlide.animation)
    graph.presentations.start(self)
    graph.setNeedsLayout()
  }

  func step(now: Double) -> Bool {
    guard let c = closing, !c.isSettled(at: now) else {
      closing = nil
      return false
    }
    return true
  }

  /// The view went: its refresh is cancelled.
  func cancel() {
    task?.cancel()
    task = nil
    if let owner, let node { node.graph.taskClock.cancel(owner: owner) }
    owner = nil
    isRefreshing = false
    closing = nil
  }
}
