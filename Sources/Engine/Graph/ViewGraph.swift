import Foundation

/// The view graph: a root view built into nodes, kept up to date as state changes, laid
/// out for a size and turned into a display list.
///
/// Nothing happens unless something changed: `update()` evaluates only the bodies whose
/// state was written since the last update, and layout runs only after the structure or
/// the size changed. A still window costs no body evaluation and no layout.
@MainActor
public final class ViewGraph {
  /// The window (or headless canvas) size in points; the root is proposed this size.
  ///
  /// A new size is a change of its own, without animation: it reaches layout in order with
  /// the state changes around it (`layoutSize`), so a resize in the same frame as a change
  /// inside `withAnimation` jumps while that change animates.
  public var size: CGSize {
    didSet {
      guard size != oldValue else { return }
      let new = size
      enqueue(Transaction()) { [unowned self] in
        layoutSize = new
        needsLayout = true
      }
    }
  }
  /// The size layout proposes: `size` once its change has been applied.
  private(set) var layoutSize: CGSize
  /// Measures text for layout.
  let text: any TextMeasuring
  /// Text set into lines, shared by `Text` nodes alike (Graph/TextLayoutCache.swift).
  let textLayouts = TextLayoutCache()
  /// Containers' per-pass subview lists filled since the last pass ended
  /// (Graph/MeasuredSubviewsCache.swift), emptied when it ends.
  var filledPassCaches: [MeasuredSubviewsCache] = []
  private(set) var root: ViewNode!
  /// Bumped whenever a node is built, so cached subview lists are rebuilt.
  private(set) var generation = 0
  /// Bumped for every layout pass, so per-pass size caches start empty.
  private(set) var pass = 0
  private var dirty: [ViewNode] = []
  /// Bodies evaluated so far (the benchmarks read it).
  public internal(set) var bodyEvaluations = 0
  /// Layout passes run so far.
  public private(set) var layoutPasses = 0
  /// Sizes and spacings computed (not found in a node's per-pass cache) so far; tests
  /// read them to check that layout work grows with the tree, not faster.
  var sizeComputations = 0
  var spacingComputations = 0
  /// Times only moved scroll views were placed again (no measuring).
  public private(set) var scrollPlacements = 0
  /// Bumped whenever a container's draw order or a subview's `isHiddenByLayout` changes,
  /// or a `ViewThatFits` shows another child: what decides the order views are tried in
  /// for hits and keys, beside the structure (`generation`).
  var hitOrderChanges = 0
  /// Whether a `.focused` binding was ever built into this graph: until one is, keeping
  /// focus bindings in step needs no walk of the tree (Focus/ViewHost+Focus.swift).
  var hasFocusBindings = false
  /// Scroll views whose offset moved since the last layout.
  private var movedScrolls: [ViewNode] = []
  /// What watches a scroll view's offset, by the scroll view's node and the watcher: told
  /// each time it moves (a `.refreshable`'s pull, Data/RefreshState.swift; a bar's inline
  /// title, Navigation/InlineTitleFade.swift).
  var scrollWatchers: [ScrollWatch: @MainActor () -> Void] = [:]
  /// The snapped offset each scroll view's content was last placed at, by its state
  /// (Graph/ViewGraph+ScrollPlacement.swift).
  var placedScrollOffsets: [ObjectIdentifier: CGFloat] = [:]
  /// Whether the next frame must lay out again.
  public private(set) var needsLayout = true

  /// Whether the next frame must lay out or place anything.
  public var needsPlacement: Bool { needsLayout || !movedScrolls.isEmpty }
  /// State changes not yet applied, in the order they were made, each with its
  /// transaction's animation (nil: none, or animations disabled).
  private var pending: [(animation: Animation?, apply: () -> Void)] = []
  /// While `update()` applies changes and evaluates bodies: state reads see the values
  /// applied so far, not later writes still pending.
  private(set) var isUpdating = false
  /// The host's clock, in seconds.
  public internal(set) var now: Double = 0
  /// Device pixels per point (scroll offsets snap to whole pixels, so a new scale places
  /// them again).
  public var pixelScale: CGFloat = 1 {
    didSet { if pixelScale != oldValue { needsLayout = true } }
  }
  /// No animations: changes jump (`--reduced-motion`).
  public var reducedMotion = false
  /// The animation of the change being applied by `update()`.
  private(set) var transactionAnimation: Animation?
  /// The animation of the changes the next layout pass shows.
  private(set) var layoutAnimation: Animation?
  /// While drawing scroll content: the part of the window it shows in.
  var drawClip: CGRect?
  /// While placing scroll content: the visible part, and the content's origin.
  var visibleRect: CGRect?
  /// While placing scroll content: the visible part less the safe area's insets the scroll
  /// view reached over (under a bar), where pinned section headers and footers stick.
  var pinRect: CGRect?
  var contentOrigin = CGPoint.zero
  /// Nodes with a running frame animation.
  var animatingNodes: Set<ObjectIdentifier> = []
  var animatingList: [ViewNode] = []
  /// The shortest step of the views drawn in the last frame that change with time alone
  /// (a spinner), or nil (Graph/ViewHost+Ticking.swift).
  var tickInterval: Double?
  /// Content drawn above the tree and hit before it (Graph/Kinds/PopupLayerKind.swift).
  var popupNodes: [ViewNode] = []
  /// What happened since the host last drained: scroll events, timer fires, positions.
  var events: [ViewEvent] = []
  /// Running timers.
  var timers: [TimerSubscription] = []
  /// Texts whose strings follow the clock (Text/LiveText.swift).
  var liveTexts: [LiveText] = []
  /// `onChange` actions due after the bodies being evaluated (Data/OnChangeModifier.swift).
  var reactions: [@MainActor () -> Void] = []
  /// The host's clock for `.task`s' sleeps (Data/TaskClock.swift).
  let taskClock = TaskClock()
  /// The scroll views in the tree, in the order they were first built.
  private(set) var scrollNodes: [ViewNode] = []
  /// Running pushes and presentations, and the presented layers (Presentation/Presentations.swift).
  let presentations = Presentations()
  /// Animated values, transitions and scoped transactions (Graph/MotionState.swift).
  let motion = MotionState()

  /// - Parameter environment: The root's environment: what the host says (colour scheme,
  ///   how to open URLs); defaults elsewhere.
  public init<Root: View>(
    root: Root, size: CGSize, text: any TextMeasuring,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.size = size
    self.layoutSize = size
    self.text = text
    // The window's own edit mode, for an `EditButton` where no view sets one.
    let environment = environment.withEditModeStore()
    let node = ViewNode(
      graph: self, parent: nil, key: ChildKey(slot: 0, id: nil, type: ObjectIdentifier(Root.self)),
      view: root, environment: environment)
    self.root = node
    node.update(with: root, environment: environment)
    node.runAppear()
  }

  /// The views' tasks end with their graph, as SwiftUI cancels a task when its view goes.
  deinit { taskClock.cancelAll() }

  /// Gives the root a new value, as a parent's new body gives a child one: a root of the
  /// same type keeps its identity and state (scroll positions, `@State`) and evaluates its
  /// body with the new value; a root of another type starts afresh.
  public func setRoot<Root: View>(_ view: Root) {
    let key = ChildKey(slot: 0, id: nil, type: ObjectIdentifier(Root.self))
    if root.key == key {
      root.update(with: view, environment: root.environment)
    } else {
      let environment = root.environment
      root.detach()
      root = ViewNode(graph: self, parent: nil, key: key, view: view, environment: environment)
      root.update(with: view, environment: environment)
    }
    update()
    root.runAppear()
  }

  /// Whether state changed since the last `update()`.
  public var needsUpdate: Bool { !dirty.isEmpty || !pending.isEmpty || !reactions.isEmpty }

  /// Applies the changes made since the last update, one transaction at a time, as SwiftUI
  /// does: each group of consecutive changes with the same animation is applied, then the
  /// bodies of views whose state changed are evaluated (shallowest first: a parent's new
  /// body may rebuild a child anyway). Before changes with another animation, the layout
  /// the earlier ones caused runs with theirs, so a frame moves with the animation of the
  /// change that moved it and views that only unanimated changes touch jump.
  public func update() {
    guard needsUpdate else { return }
    isUpdating = true
    defer {
      isUpdating = false
      transactionAnimation = nil
    }
    // `onChange` actions run after the bodies, and what they change within the same update
    // (Data/ViewGraph+Reactions.swift).
    var rounds = 0
    var round = 0
    repeat {
      evaluateDirtyBodies(&rounds)
      while !pending.isEmpty {
        let animation = reducedMotion ? nil : pending[0].animation
        var count = 1
        while count < pending.count, (reducedMotion ? nil : pending[count].animation) == animation {
          count += 1
        }
        let group = pending.prefix(count)
        pending.removeFirst(count)
        if needsLayout, pass > 0, animation != layoutAnimation { layoutPass() }
        layoutAnimation = animation
        transactionAnimation = animation
        for change in group { change.apply() }
        evaluateDirtyBodies(&rounds)
      }
      round += 1
    } while runReactions(round: round)
    root.runAppear()
  }

  /// Evaluates the dirty bodies, counting `rounds` for the whole update: past
  /// `updateRounds` the cycle is abandoned (and with it the changes still pending).
  private func evaluateDirtyBodies(_ rounds: inout Int) {
    while !dirty.isEmpty {
      rounds += 1
      if rounds > Self.updateRounds {
        abandonUpdateCycle()
        break
      }
      let batch = dirty.sorted { $0.depth < $1.depth }
      dirty.removeAll()
      for node in batch where node.isDirty && node.isAttached {
        node.update(with: node.view, environment: node.environment)
      }
    }
  }

  /// Rounds of body evaluation one update may take: a body whose evaluation writes the
  /// state it reads would otherwise dirty itself forever (SwiftUI warns "Modifying state
  /// during view update" and does not evaluate it again).
  static let updateRounds = 100
  /// Whether the update cycle was reported (once per graph).
  private var reportedUpdateCycle = false

  /// Nodes from the root to the deepest view built: every pass over the tree (building,
  /// measuring, placing, drawing, the dump) recurses once per level, and the main thread's
  /// 8 MB stack overflowed at about 1 500 nested stacks in a debug build. Deeper views are
  /// built as `EmptyView`, said once.
  static let maximumDepth = 400
  private var reportedTooDeep = false

  func reportTooDeep() {
    guard !reportedTooDeep else { return }
    reportedTooDeep = true
    let message =
      "views nested deeper than \(Self.maximumDepth) levels are not shown "
      + "(each level costs stack in every layout pass)"
    events.append(ViewEvent(time: now, kind: .problem(message)))
  }

  /// Leaves the bodies still dirty after `updateRounds` as they are, until something else
  /// writes their state, and reports it the first time.
  private func abandonUpdateCycle() {
    let names = Set(dirty.map(\.dumpName))
    for node in dirty { node.isDirty = false }
    dirty.removeAll()
    pending.removeAll()
    guard !reportedUpdateCycle else { return }
    reportedUpdateCycle = true
    let message =
      "Modifying state during view update: \(names.sorted().joined(separator: ", ")) "
      + "changed its own state in every one of \(Self.updateRounds) updates; "
      + "its body is not evaluated again until other state changes"
    events.append(ViewEvent(time: now, kind: .problem(message)))
  }

  func markDirty(_ node: ViewNode) {
    dirty.append(node)
  }

  /// Queues a change made in `transaction`, applied by the next `update()`.
  func enqueue(_ transaction: Transaction, _ apply: @escaping () -> Void) {
    pending.append((transaction.disablesAnimations ? nil : transaction.animation, apply))
  }

  /// Builds or removes nodes while a container lays itself out (a lazy stack's elements
  /// coming into view, a collapsing row's badge): the container places them in this same
  /// pass, so nothing else needs laying out again.
  func buildingDuringLayout(_ change: () -> Void) {
    let wanted = needsLayout
    change()
    needsLayout = wanted
  }

  func structureChanged() {
    generation &+= 1
    needsLayout = true
  }

  func nodeRemoved(_ node: ViewNode) {
    needsLayout = true
    if let state = node.scrollState {
      scrollNodes.removeAll { $0 === node }
      let id = ObjectIdentifier(node)
      scrollWatchers = scrollWatchers.filter { $0.key.scroll != id }
      placedScrollOffsets[ObjectIdentifier(state)] = nil
    }
  }

  /// Registers a scroll view once, so the host reaches every one without walking the tree.
  func registerScroll(_ node: ViewNode) {
    if !scrollNodes.contains(where: { $0 === node }) { scrollNodes.append(node) }
  }

  /// Lays the tree out for `size` when anything changed since the last pass.
  public func layoutIfNeeded() {
    update()
    if !needsLayout && !movedScrolls.isEmpty {
      // Only scroll offsets moved: place those scroll views' content again from this
      // pass's measurements, without measuring anything.
      let moved = movedScrolls
      movedScrolls.removeAll()
      scrollPlacements += 1
      for node in moved where node.isAttached && node.hasFrame && !isPlacedAsIs(node) {
        node.place(
          in: node.frame, proposal: node.placedProposal, attributes: node.attributes,
          context: node.scrollState?.placedContext ?? .root(layoutSize))
      }
      emptyPassCaches()
      return
    }
    guard needsLayout else {
      movedScrolls.removeAll()
      return
    }
    layoutPass()
  }

  /// Measures and places the whole tree for `layoutSize`.
  private func layoutPass() {
    movedScrolls.removeAll()
    needsLayout = false
    pass &+= 1
    layoutPasses += 1
    let items = rootItems()
    let size = layoutSize
    let proposal = ProposedViewSize(size)
    let content = ContentLayout(items: items, context: .root(size))
    let fitted = content.sizeThatFits(proposal)
    // The root is centred in the window, as SwiftUI centres a WindowGroup's content.
    let origin = CGPoint(
      x: ((size.width - fitted.width) / 2).rounded(),
      y: ((size.height - fitted.height) / 2).rounded())
    content.place(in: CGRect(origin: origin, size: fitted), proposal: proposal)
    layoutAnimation = nil
    emptyPassCaches()
  }

  /// Lets go of what containers kept for the pass that just ended.
  private func emptyPassCaches() {
    for cache in filledPassCaches { cache.empty() }
    filledPassCaches.removeAll()
  }

  /// Lays out again on the next frame.
  func setNeedsLayout() {
    needsLayout = true
  }

  /// A scroll view's offset moved: its content is placed again on the next frame.
  func scrollMoved(_ node: ViewNode) {
    if !movedScrolls.contains(where: { $0 === node }) { movedScrolls.append(node) }
    let id = ObjectIdentifier(node)
    for (watch, action) in scrollWatchers where watch.scroll == id { action() }
  }

  /// A scroll view's position binding changed (either way).
  func positionChanged(_ id: AnyHashable?) {
    events.append(ViewEvent(time: now, kind: .scrollPosition(id)))
  }

  /// The root's subviews (several at the root stack vertically, as in a WindowGroup).
  func rootItems() -> [LayoutItem] {
    var out: [LayoutItem] = []
    root.appendLeaves(to: &out, attributes: Attributes())
    return out
  }
}
