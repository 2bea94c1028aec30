import Foundation

/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and `VStackLayout`.
///
/// Spacing: the explicit value, or each pair's `ViewSpacing` distance (8 by default).
/// Along the axis, an unspecified proposal gives every subview its ideal length. Otherwise
/// the space left after spacing is shared out by priority (higher first; lower groups keep
/// their minimum lengths in reserve) and, within a priority, least flexible first (the
/// difference between the lengths for 0 and for infinity): each is offered an equal share
/// of what remains and takes what it takes. Spacers come after every other subview, as in
/// SwiftUI: the others are offered the space less the spacers' minimum lengths, and the
/// spacers share what is left (so a text beside a spacer keeps its line, and
/// `VStack { Color.red; Spacer() }` gives the colour all but the spacer's minimum). Across the axis, subviews line up on the
/// alignment guide and the stack is as thick as the union of their extents.
struct StackAlgorithm {
  let axis: Axis
  let spacing: CGFloat?

  struct Result {
    var sizes: [CGSize]
    var proposals: [ProposedViewSize]
    var gaps: [CGFloat]
  }

  func along(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
  func across(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }

  func proposal(along a: CGFloat?, across c: CGFloat?) -> ProposedViewSize {
    axis == .horizontal
      ? ProposedViewSize(width: a, height: c) : ProposedViewSize(width: c, height: a)
  }

  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    guard subviews.count > 1 else { return [] }
    let items = Array(subviews)
    return (0..<(items.count - 1)).map { i in
      spacing ?? items[i].spacing.distance(to: items[i + 1].spacing, along: axis)
    }
  }

  func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
    let items = Array(subviews)
    let gaps = gaps(subviews)
    let alongProposal = axis == .horizontal ? proposal.width : proposal.height
    let acrossProposal = axis == .horizontal ? proposal.height : proposal.width
    guard let total = alongProposal else {
      let p = self.proposal(along: nil, across: acrossProposal)
      return Result(
        sizes: items.map { $0.sizeThatFits(p) }, proposals: Array(repeating: p, count: items.count),
        gaps: gaps)
    }
    var sizes = Array(repeating: CGSize.zero, count: items.count)
    var proposals = Array(repeating: ProposedViewSize.zero, count: items.count)
    let minimum = items.map {
      along($0.sizeThatFits(self.proposal(along: 0, across: acrossProposal)))
    }
    let maximum = items.map {
      along($0.sizeThatFits(self.proposal(along: .infinity, across: acrossProposal)))
    }
    var remaining = total - gaps.reduce(0, +)
    // Groups in the order they are offered space: every other subview by priority, then the
    // spacers by priority.
    let rank = items.map { Rank(isSpacer: $0.isSpacer, priority: $0.priority) }
    for current in Set(rank).sorted(by: >) {
      let group = items.indices.filter { rank[$0] == current }
      let reserved = items.indices.filter { rank[$0] < current }
        .reduce(CGFloat(0)) { $0 + minimum[$1] }
      var share = remaining - reserved
      var left = group.count
      let ordered = group.sorted { a, b in
        let fa = maximum[a] - minimum[a]
        let fb = maximum[b] - minimum[b]
        return fa != fb ? fa < fb : a < b
      }
      for i in ordered {
        let offer = max(share / CGFloat(left), 0)
        let p = self.proposal(along: offer, across: acrossProposal)
        let size = items[i].sizeThatFits(p)
        sizes[i] = size
        proposals[i] = p
        share -= along(size)
        left -= 1
      }
      remaining -= group.reduce(CGFloat(0)) { $0 + along(sizes[$1]) }
    }
    return Result(sizes: sizes, proposals: proposals, gaps: gaps)
  }

  /// When a subview is offered space: non-spacers before spacers, then higher priority first.
  struct Rank: Hashable, Comparable {
    var isSpacer: Bool
    var priority: Double

    static func < (a: Rank, b: Rank) -> Bool {
      a.isSpacer != b.isSpacer ? a.isSpacer : a.priority < b.priority
    }
  }

  /// Guide offsets across the axis for each subview, and the stack's thickness.
  func crossGuides(
    _ result: Result, _ subviews: LayoutSubviews, guide: (ViewDimensions) -> CGFloat
  ) -> (guides: [CGFloat], before: CGFloat, thickness: CGFloat) {
    var before: CGFloat = 0
    var after: CGFloat = 0
    var guides: [CGFloat] = []
    for (i, subview) in subviews.enumerated() {
      let d = subview.dimensions(in: result.proposals[i])
      let g = guide(d)
      guides.append(g)
      before = max(before, g)
      after = max(after, across(result.sizes[i]) - g)
    }
    return (guides, before, before + after)
  }

  func length(_ result: Result) -> CGFloat {
    result.sizes.reduce(0) { $0 + along($1) } + result.gaps.reduce(0, +)
  }
}

/// A horizontal stack's layout (SwiftUI's `HStackLayout`).
public struct HStackLayout: Layout, Sendable {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .horizontal
    return p
  }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let r = algorithm.solve(proposal, subviews)
    let cross = algorithm.crossGuides(r, subviews) { $0[alignment] }
    return CGSize(width: algorithm.length(r), height: cross.thickness)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let r = algorithm.solve(proposal, subviews)
    let cross = algorithm.crossGuides(r, subviews) { $0[alignment] }
    let top = bounds.minY + (bounds.height - cross.thickness) * alignment.fraction
    var x = bounds.minX
    for (i, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: x, y: top + cross.before - cross.guides[i]), anchor: .topLeading,
        proposal: r.proposals[i])
      x += r.sizes[i].width + (i < r.gaps.count ? r.gaps[i] : 0)
    }
  }
}

/// A vertical stack's layout (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout, Sendable {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .vertical
    return p
  }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let r = algorithm.solve(proposal, subviews)
    let cross = algorithm.crossGuides(r, subviews) { $0[alignment] }
    return CGSize(width: cross.thickness, height: algorithm.length(r))
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let r = algorithm.solve(proposal, subviews)
    let cross = algorithm.crossGuides(r, subviews) { $0[alignment] }
    let left = bounds.minX + (bounds.width - cross.thickness) * alignment.fraction
    var y = bounds.minY
    for (i, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: left + cross.before - cross.guides[i], y: y), anchor: .topLeading,
        proposal: r.proposals[i])
      y += r.sizes[i].height + (i < r.gaps.count ? r.gaps[i] : 0)
    }
  }
}

/// An overlaying stack's layout (SwiftUI's `ZStackLayout`): every subview is offered the
/// same proposal and aligned on the same guides; the stack is the union of their extents.
public struct ZStackLayout: Layout, Sendable {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  struct Extents {
    var left: CGFloat = 0
    var right: CGFloat = 0
    var up: CGFloat = 0
    var down: CGFloat = 0
    var dimensions: [ViewDimensions] = []
  }

  func extents(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Extents {
    var e = Extents()
    for subview in subviews {
      let d = subview.dimensions(in: proposal)
      let gx = d[alignment.horizontal]
      let gy = d[alignment.vertical]
      e.left = max(e.left, gx)
      e.right = max(e.right, d.width - gx)
      e.up = max(e.up, gy)
      e.down = max(e.down, d.height - gy)
      e.dimensions.append(d)
    }
    return e
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let e = extents(proposal, subviews)
    return CGSize(width: e.left + e.right, height: e.up + e.down)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let e = extents(proposal, subviews)
    let gx =
      bounds.minX + (bounds.width - e.left - e.right) * alignment.horizontal.fraction + e.left
    let gy = bounds.minY + (bounds.height - e.up - e.down) * alignment.vertical.fraction + e.up
    for (i, subview) in subviews.enumerated() {
      let d = e.dimensions[i]
      subview.place(
        at: CGPoint(x: gx - d[alignment.horizontal], y: gy - d[alignment.vertical]),
        anchor: .topLeading, proposal: proposal)
    }
  }
}

/// A type-erased layout, to switch layouts while keeping the subviews' identity.
public struct AnyLayout: Layout {
  let base: any Layout

  public init<L: Layout>(_ layout: L) {
    base = (layout as? AnyLayout)?.base ?? layout
  }

  /// The wrapped layout's cache.
  public struct Cache {
    var value: Any
  }

  public func makeCache(subviews: Subviews) -> Cache {
    Cache(value: Self.make(base, subviews))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  private static func make<L: Layout>(_ l: L, _ s: Subviews) -> Any { l.makeCache(subviews: s) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    Self.size(base, proposal, subviews, &cache.value)
  }

  private static func size<L: Layout>(
    _ l: L, _ p: ProposedViewSize, _ s: Subviews, _ c: inout Any
  ) -> CGSize {
    var typed = c as? L.Cache ?? l.makeCache(subviews: s)
    defer { c = typed }
    return l.sizeThatFits(proposal: p, subviews: s, cache: &typed)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    Self.place(base, bounds, proposal, subviews, &cache.value)
  }

  private static func place<L: Layout>(
    _ l: L, _ b: CGRect, _ p: ProposedViewSize, _ s: Subviews, _ c: inout Any
  ) {
    var typed = c as? L.Cache ?? l.makeCache(subviews: s)
    defer { c = typed }
    l.placeSubviews(in: b, proposal: p, subviews: s, cache: &typed)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    Self.spacing(base, subviews, &cache.value)
  }

  private static func spacing<L: Layout>(_ l: L, _ s: Subviews, _ c: inout Any) -> ViewSpacing {
    var typed = c as? L.Cache ?? l.makeCache(subviews: s)
    defer { c = typed }
    return l.spacing(subviews: s, cache: &typed)
  }
}
