import Foundation

/// How a child is known to its parent: its structural slot, its explicit id (`ForEach`,
/// `.id(_:)`) and its view type. A view whose key changes is a new view with new state.
struct ChildKey: Hashable {
  var slot: Int
  var id: AnyHashable?
  var type: ObjectIdentifier
}

/// One view's place in the graph: identity, state, children, and the last layout.
@MainActor
final class ViewNode {
  /// The graph owns every node through its root; a node never outlives it. (Not `weak` or
  /// `unowned`: both give objects a side table, which made every retain of a node take
  /// the runtime's slow path, a quarter of a frame's time.)
  unowned(unsafe) let graph: ViewGraph
  let depth: Int
  let key: ChildKey
  /// The name the dump shows: the view's type name without generic arguments, unless a
  /// primitive that wraps a layout or a modifier sets its own.
  var dumpName: String
  /// The last view value, kept to evaluate the body again when state changes.
  var view: any View
  var environment: EnvironmentValues
  /// What the node does, set by its view's `build` (see `NodeKind`).
  var kind: any NodeKind = TransparentKind() {
    didSet {
      isTransparent = kind.isTransparent
      kindScrolls = kind.scrolls
      isSpacer = kind.isSpacer
      graph.kindChanged(self, from: oldValue)
    }
  }
  /// `kind.isTransparent`, kept beside it: asked for every subview of every container each
  /// time subviews are listed, and reading `kind` copies the existential (a retain and a
  /// release of each node's kind).
  private(set) var isTransparent = true
  /// `kind.scrolls` and whether the kind is a `Spacer`'s, kept beside it for the same
  /// reason: asked of every node placed and every subview measured.
  private(set) var kindScrolls = false
  private(set) var isSpacer = false
  var children: [ViewNode] = []
  var isDirty = false
  var isAttached = true
  /// Merged attributes of the modifiers around this node as a subview (set when laid out).
  var attributes = Attributes()
  /// The attributes of the modifiers built into this node (see `AttributeModifier`).
  var ownAttributes = Attributes() {
    didSet { if ownAttributes.hasFocusBindings { graph.hasFocusBindings = true } }
  }
  /// The frame from the last layout pass, in window points.
  var frame: CGRect = .zero
  /// Sizes asked for in the current pass, by proposal.
  var sizes = SizeCache()
  /// The spacing asked for in the current pass (a container's comes from its subviews').
  var cachedSpacing: ViewSpacing?
  var sizesPass = -1
  var hasAppeared = false
  /// The proposal the node was last placed with.
  var placedProposal = ProposedViewSize.unspecified
  /// Left out by its container's last layout (a collapsed row's hidden tiles): not drawn,
  /// hit or dumped.
  var isHiddenByLayout = false {
    didSet { if isHiddenByLayout != oldValue { graph.hitOrderChanges &+= 1 } }
  }
  /// What few nodes use (state, appear actions, a container's caches, a running frame
  /// animation), allocated by the first node that does (Graph/ViewNodeExtras.swift).
  var extras: ViewNodeExtras?
  /// Whether the node has been laid out once (a first frame does not animate).
  var hasFrame = false
  /// The origin of the scroll content the node was last placed in.
  var placedOrigin = CGPoint.zero
  /// The layout pass the node was last fully placed in.
  var placedPass = -1
  /// Whether a scroll view or lazy stack is in this subtree (they must lay themselves out
  /// again when they move: what they show depends on where they are).
  var containsScrolling = false

  init(
    graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.depth = (parent?.depth ?? -1) + 1
    self.key = key
    self.view = view
    self.environment = environment
    self.dumpName = Self.baseName(of: type(of: view))
  }

  /// `Foo<Bar>` → `Foo`; `Engine.Foo` → `Foo`. Worked out once per type, from the runtime's
  /// name for it (`String(describing:)` first asks the metatype for each printing protocol,
  /// and those conformance lookups were a twentieth of a scene's start-up).
  static func baseName(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = baseNames[key] { return known }
    var s = _typeName(type, qualified: false)
    if let lt = s.firstIndex(of: "<") { s = String(s[..<lt]) }
    if let dot = s.lastIndex(of: ".") { s = String(s[s.index(after: dot)...]) }
    baseNames[key] = s
    return s
  }

  private static var baseNames: [ObjectIdentifier: String] = [:]

  /// Builds (or rebuilds) the node from `view`.
  func update(with view: any View, environment: EnvironmentValues) {
    self.view = view
    self.environment = environment
    isDirty = false
    graph.structureChanged()
    build(view)
  }

  private func build<V: View>(_ view: V) {
    ownAttributes = Attributes()
    buildInPlace(view)
  }

  /// Builds `view` as this node: a primitive builds itself into it, a custom view links its
  /// state here and adds its body as the child. Attribute modifiers build their content
  /// this way, into their own node.
  func buildInPlace<V: View>(_ view: V) {
    let context = BuildContext(environment: environment)
    let built = view._buildPrimitive(into: _PrimitiveBuildTarget(node: self, context: context))
    assert(
      built == (V.self is any PrimitiveView.Type),
      "\(V.self)'s View conformance does not take PrimitiveView's _buildPrimitive(into:)")
    if built { return }
    kind = TransparentKind()
    StateInstaller.install(view, into: self)
    graph.bodyEvaluations += 1
    let body = BodyObservation.evaluate(for: self) { view.body }
    reconcile(context) { $0.add(body, slot: 0) }
  }

  /// Called before a primitive builds itself into the node: the appear and disappear
  /// actions are its modifiers' to set again.
  func clearAppearActions() {
    extras?.onAppear.removeAll()
    extras?.onDisappear.removeAll()
  }

  /// Rebuilds the node's children: `fill` adds each with its slot and id; children whose
  /// key is new are created, vanished ones are torn down (their state dies with them).
  func reconcile(_ context: BuildContext, _ fill: (inout ChildList) -> Void) {
    graph.motion.reconciling.append(self)
    defer { graph.motion.reconciling.removeLast() }
    var list = ChildList(parent: self, context: context, old: children)
    fill(&list)
    let removed = list.unused()
    children = list.new
    // In an animated transaction a removed view stays drawn through its transition.
    for old in removed { graph.childRemoved(old, from: self) }
  }

  /// Marks the node's body for evaluation at the next update.
  func invalidate() {
    guard !isDirty else { return }
    isDirty = true
    graph.markDirty(self)
  }

  func detach() {
    isAttached = false
    for action in onDisappear { action() }
    for child in children { child.detach() }
    graph.nodeRemoved(self)
  }

  /// The subviews this node contributes to its container: itself, or for a transparent
  /// node its children's, with its attributes merged in (outer modifiers win).
  func appendLeaves(to items: inout [LayoutItem], attributes outer: Attributes) {
    let outer = outer.merging(inner: ownAttributes)
    if isTransparent {
      for child in children { child.appendLeaves(to: &items, attributes: outer) }
    } else {
      items.append(LayoutItem(node: self, attributes: outer))
    }
  }

  /// The leaves of `children[range]`, cached until the graph's structure changes.
  func items(of range: Range<Int>? = nil) -> [LayoutItem] {
    if range == nil, let extras, extras.itemsGeneration == graph.generation {
      return extras.cachedItems
    }
    // A leaf has no subviews to cache: it keeps no extras for them.
    if children.isEmpty { return [] }
    var out: [LayoutItem] = []
    for child in children[range ?? children.indices] {
      child.appendLeaves(to: &out, attributes: Attributes())
    }
    if range == nil {
      let extras = ensuredExtras
      extras.cachedItems = out
      extras.itemsGeneration = graph.generation
    }
    return out
  }

  /// Runs `onAppear` actions of this subtree that have not run yet.
  func runAppear() {
    if !hasAppeared {
      hasAppeared = true
      for action in onAppear { action() }
    }
    for child in children { child.runAppear() }
  }
}

/// What building a node needs from its parent.
struct BuildContext {
  var environment: EnvironmentValues
}

/// A container's subview: a laid-out node and the attributes of the modifiers around it.
struct LayoutItem {
  let node: ViewNode
  var attributes: Attributes
}

/// The children of a node being rebuilt, matched by key against the previous ones.
@MainActor
struct ChildList {
  let parent: ViewNode
  let context: BuildContext
  private let old: [ViewNode]
  private var index: [ChildKey: Int]?
  private var used: Set<Int> = []
  private(set) var new: [ViewNode] = []

  init(parent: ViewNode, context: BuildContext, old: [ViewNode]) {
    self.parent = parent
    self.context = context
    self.old = old
    // A dictionary only pays off for long lists (ForEach over many items).
    if old.count > 8 {
      var d: [ChildKey: Int] = [:]
      d.reserveCapacity(old.count)
      for (i, n) in old.enumerated() where d[n.key] == nil { d[n.key] = i }
      index = d
    }
  }

  /// Adds `view` as the next child, reusing the previous node with the same key.
  ///
  /// With `keepBuilt`, the caller knows `view` is the value the previous node was built
  /// from (a lazy stack building more of unchanged content): that node is kept as it is
  /// rather than compared, which for views SwiftUI cannot compare means rebuilt.
  mutating func add(
    _ view: some View, slot: Int, id: AnyHashable? = nil, environment: EnvironmentValues? = nil,
    keepBuilt: Bool = false
  ) {
    if parent.depth >= ViewGraph.maximumDepth, !(view is EmptyView) {
      parent.graph.reportTooDeep()
      add(EmptyView(), slot: slot, id: id, environment: environment)
      return
    }
    let key = ChildKey(slot: slot, id: id, type: ObjectIdentifier(type(of: view)))
    let env = environment ?? context.environment
    if let i = find(key) {
      used.insert(i)
      let node = old[i]
      if node.isDirty || node.environment != env
        || !(keepBuilt || ViewEquality.same(node.view, view))
      {
        node.update(with: view, environment: env)
      }
      new.append(node)
      return
    }
    // A view put back while its removal runs comes back as it was.
    if let node = parent.graph.revive(key, in: parent) {
      node.update(with: view, environment: env)
      new.append(node)
      return
    }
    // Boxed once for the node and its first build (each conversion of a large view to
    // `any View` is an allocation).
    let boxed: any View = view
    let node = ViewNode(
      graph: parent.graph, parent: parent, key: key, view: boxed, environment: env)
    node.update(with: boxed, environment: env)
    parent.graph.childInserted(node, into: parent)
    new.append(node)
  }

  private func find(_ key: ChildKey) -> Int? {
    if let index {
      guard let i = index[key], !used.contains(i) else { return nil }
      return i
    }
    for (i, n) in old.enumerated() where n.key == key && !used.contains(i) { return i }
    return nil
  }

  func unused() -> [ViewNode] {
    old.indices.filter { !used.contains($0) }.map { old[$0] }
  }
}

/// Whether a view value is the same as before, so its subtree need not be built again.
///
/// Equatable views compare with `==`; plain-data views compare their bytes; anything else
/// (closures, references) counts as changed, as in SwiftUI.
@MainActor
enum ViewEquality {
  static func same(_ a: any View, _ b: any View) -> Bool {
    compare(a, b)
  }

  private static func compare<A: View>(_ a: A, _ b: any View) -> Bool {
    guard let b = b as? A else { return false }
    if let ea = a as? any Equatable {
      return equal(ea, b)
    }
    guard _isPOD(A.self) else { return false }
    return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
  }

  private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
  }
}
