import Foundation

/// A horizontal stack that builds its `ForEach` children only near the visible part of the
/// enclosing scroll view (SwiftUI's `LazyHStack`). Geometry is the eager stack's: each
/// child as long as the first one, `spacing` apart (8 by default).
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let stack: LazyStack<Content, HStackLayout>

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = LazyStack(
      axis: .horizontal, spacing: spacing, alignment: alignment.fraction,
      eager: HStackLayout(alignment: alignment, spacing: spacing), content: content())
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    stack.build(node, context, name: "LazyHStack")
  }
}

/// A vertical stack that builds its `ForEach` children only near view (`LazyVStack`).
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let stack: LazyStack<Content, VStackLayout>
  /// With `pinnedViews` (headers, footers): what its sections pin with.
  var pinned: PinnedSectionStyle?

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = LazyStack(
      axis: .vertical, spacing: spacing, alignment: alignment.fraction,
      eager: VStackLayout(alignment: alignment, spacing: spacing), content: content())
    if !pinnedViews.isDisjoint(with: [.sectionHeaders, .sectionFooters]) {
      pinned = PinnedSectionStyle(
        spacing: spacing ?? ViewSpacing.defaultDistance, alignment: alignment, views: pinnedViews)
    }
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    guard let pinned else { return stack.build(node, context, name: "LazyVStack") }
    pinned.build(node, context, layout: stack.eager, content: stack.content, name: "LazyVStack")
  }
}

/// What either lazy stack is: its axis, spacing and cross-axis alignment, the eager stack
/// it lays out as when its content is not a `ForEach`, and the content.
struct LazyStack<Content: View, Eager: Layout> {
  let axis: Axis
  let spacing: CGFloat?
  let alignment: CGFloat
  let eager: Eager
  let content: Content

  @MainActor
  func build(_ node: ViewNode, _ context: BuildContext, name: String) {
    LazyStackState.build(
      node, context, axis: axis, spacing: spacing, alignment: alignment, content: content,
      eager: eager, name: name)
  }
}

/// Content a lazy stack can build one element at a time.
@MainActor
protocol LazySource {
  var elementCount: Int { get }
  func id(at index: Int) -> AnyHashable
  /// Adds element `index` on lap `lap`; `keepBuilt` as `ChildList.add` takes it.
  func add(_ index: Int, lap: Int, to children: inout ChildList, keepBuilt: Bool)
}

/// A looping stack's element on a lap other than the first: a view of its own (the same
/// element may show twice, at both ends of a short loop).
struct LoopedID: Hashable {
  var id: AnyHashable
  var lap: Int
}

extension ForEach: LazySource {
  var elementCount: Int { data.count }

  func element(_ index: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: index)]
  }

  func id(at index: Int) -> AnyHashable { AnyHashable(id(element(index))) }

  func add(_ index: Int, lap: Int, to children: inout ChildList, keepBuilt: Bool) {
    let e = element(index)
    let base = AnyHashable(id(e))
    children.add(
      content(e), slot: 0, id: lap == 0 ? base : AnyHashable(LoopedID(id: base, lap: lap)),
      keepBuilt: keepBuilt)
  }
}

/// What a lazy stack keeps: its source, which elements are built, and its geometry.
@MainActor
final class LazyStackState {
  var axis: Axis = .horizontal
  var spacing: CGFloat = ViewSpacing.defaultDistance
  var alignment: CGFloat = 0.5
  var source: (any LazySource)?
  var context: BuildContext?
  /// The built elements; in a looping stack, positions along an endless repetition
  /// (element `i mod count` on lap `i / count`).
  var range: Range<Int> = 0..<0
  /// Inside a looping carousel: the elements repeat without end both ways.
  var loops = false
  /// Each child's length along the axis, from the first one built when last placed.
  var childLength: CGFloat = 0

  static func build(
    _ node: ViewNode, _ context: BuildContext, axis: Axis, spacing: CGFloat?, alignment: CGFloat,
    content: some View, eager: some Layout, name: String
  ) {
    node.dumpName = name
    guard let source = content as? any LazySource else {
      // Not a ForEach: nothing to defer, an ordinary stack.
      node.kind = LayoutKind(eager)
      node.reconcile(context) { $0.add(content, slot: 0) }
      return
    }
    let state = node.lazyState ?? LazyStackState()
    state.axis = axis
    state.spacing = spacing ?? ViewSpacing.defaultDistance
    state.alignment = alignment
    state.source = source
    state.context = context
    state.loops = context.environment.lazyStacksLoop
    let count = source.elementCount
    if count == 0 {
      state.range = 0..<0
    } else if state.range.isEmpty || (!state.loops && state.range.upperBound > count) {
      state.range = 0..<min(count, max(state.range.count, 1))
    }
    node.kind = LazyStackKind(state: state)
    state.realize(node)
  }

  /// Builds the children of `range` (keeping those already built, by id). With
  /// `keepBuilt` (the range moved, the content did not) built children are kept as they are;
  /// otherwise they are updated from the new content.
  func realize(_ node: ViewNode, keepBuilt: Bool = false) {
    guard let source, let context else { return }
    let range = self.range
    let n = source.elementCount
    node.reconcile(context) { children in
      for v in range {
        let lap = Int((Double(v) / Double(n)).rounded(.down))
        source.add(v - lap * n, lap: lap, to: &children, keepBuilt: keepBuilt)
      }
    }
  }

  func along(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
  func across(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    axis == .horizontal
      ? ProposedViewSize(width: nil, height: p.height)
      : ProposedViewSize(width: p.width, height: nil)
  }

  /// The stack's size: every element as long as the first, `spacing` apart.
  func size(_ node: ViewNode, _ p: ProposedViewSize, _ context: LayoutContext) -> CGSize {
    let count = source?.elementCount ?? 0
    let q = childProposal(p)
    let inner = context.child(axis: axis)
    let sizes = node.items().map { $0.node.sizeThatFits(q, in: inner) }
    let childLength = sizes.first.map(along) ?? 0
    let length = CGFloat(count) * childLength + CGFloat(max(count - 1, 0)) * spacing
    let thickness = sizes.map(across).max() ?? 0
    return axis == .horizontal
      ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
  }

  /// Where element `index` starts along the axis, from the stack's leading edge.
  func position(of index: Int) -> CGFloat { CGFloat(index) * (childLength + spacing) }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal p: ProposedViewSize, context: LayoutContext
  ) {
    let count = source?.elementCount ?? 0
    let q = childProposal(p)
    let inner = context.child(axis: axis)
    childLength = node.items().first.map { along($0.node.sizeThatFits(q, in: inner)) } ?? 0
    // Elements within one viewport of the visible part, as SwiftUI builds a little ahead.
    if let visible = node.graph.visibleRect, childLength + spacing > 0, count > 0 {
      let lo = axis == .horizontal ? visible.minX - frame.minX : visible.minY - frame.minY
      let len = axis == .horizontal ? visible.width : visible.height
      let stride = childLength + spacing
      let below = Int(((lo - len) / stride).rounded(.down))
      let above = Int(((lo + 2 * len) / stride).rounded(.up))
      let first = loops ? below : max(below, 0)
      let last = loops ? above : min(above, count)
      let wanted = first..<max(first, last)
      if wanted != range && !wanted.isEmpty {
        range = wanted
        node.graph.buildingDuringLayout { realize(node, keepBuilt: true) }
      }
    }
    for (k, item) in node.items().enumerated() {
      let i = range.lowerBound + k
      let size = item.node.sizeThatFits(q, in: inner)
      let origin: CGPoint
      if axis == .horizontal {
        origin = CGPoint(
          x: frame.minX + position(of: i), y: frame.minY + (frame.height - size.height) * alignment)
      } else {
        origin = CGPoint(
          x: frame.minX + (frame.width - size.width) * alignment, y: frame.minY + position(of: i))
      }
      item.node.place(
        in: CGRect(origin: origin, size: size), proposal: q, attributes: item.attributes,
        context: inner)
    }
  }

  /// Every element as a scroll target, built or not; `base` is the stack's leading edge
  /// from the content's origin.
  func targets(base: CGFloat) -> ScrollTargets {
    guard let source else { return .none }
    return ScrollTargets(
      count: source.elementCount, first: base, stride: childLength + spacing,
      length: childLength, id: { source.id(at: $0) })
  }
}
