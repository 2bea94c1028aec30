import Foundation

/// A modifier with a frame of its own around its content: padding, frames, backgrounds,
/// overlays, offsets, opacity, clipping, container-relative frames.
///
/// The content is the node's child 0; backgrounds and overlays are child 1.
enum LayoutModifier {
  case padding(EdgeInsets)
  /// `frame(width:height:alignment:)`.
  case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  /// `frame(minWidth:idealWidth:maxWidth:…)`.
  indirect case flexibleFrame(FlexibleFrame)
  case background(Alignment)
  case overlay(Alignment)
  case offset(CGSize)
  case opacity(Double)
  case clip(ShapeCorner)
  indirect case containerRelative(ContainerRelativeFrame)
  /// `safeAreaPadding`: insets a scroll view's content, pads anything else.
  case safeArea(EdgeInsets)

  var name: String {
    switch self {
    case .padding: return "padding"
    case .safeArea: return "safeAreaPadding"
    case .fixedFrame, .flexibleFrame, .containerRelative: return "frame"
    case .background: return "background"
    case .overlay: return "overlay"
    case .offset: return "offset"
    case .opacity: return "opacity"
    case .clip: return "clipShape"
    }
  }
}

/// The limits of a flexible frame, each optional.
struct FlexibleFrame: Equatable {
  var minWidth: CGFloat?
  var idealWidth: CGFloat?
  var maxWidth: CGFloat?
  var minHeight: CGFloat?
  var idealHeight: CGFloat?
  var maxHeight: CGFloat?
  var alignment: Alignment

  /// What the content is offered: the proposal (the ideal where unspecified) clamped.
  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    func clamp(_ v: CGFloat?, _ ideal: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
      guard var x = v ?? ideal else { return nil }
      if let hi { x = min(x, hi) }
      if let lo { x = max(x, lo) }
      return x
    }
    return ProposedViewSize(
      width: clamp(p.width, idealWidth, minWidth, maxWidth),
      height: clamp(p.height, idealHeight, minHeight, maxHeight))
  }

  /// The frame's size: the proposal (or the content's size) kept between the limits, each
  /// missing limit taken from the content.
  func size(_ p: ProposedViewSize, child: CGSize) -> CGSize {
    func resolve(
      _ proposed: CGFloat?, _ ideal: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?, _ c: CGFloat
    ) -> CGFloat {
      if lo == nil && hi == nil { return proposed == nil ? (ideal ?? c) : c }
      let lower = lo ?? min(c, hi ?? c)
      let upper = max(hi ?? c, lower)
      let x = proposed ?? ideal ?? c
      return min(max(x, lower), upper)
    }
    return CGSize(
      width: resolve(p.width, idealWidth, minWidth, maxWidth, child.width),
      height: resolve(p.height, idealHeight, minHeight, maxHeight, child.height))
  }
}

/// `containerRelativeFrame`: a length computed from the nearest container's size.
struct ContainerRelativeFrame: Equatable {
  var axes: Axis.Set
  var count: Int
  var span: Int
  var spacing: CGFloat
  var alignment: Alignment

  /// SwiftUI's formula: `(size − spacing·(count−1)) / count · span + spacing·(span−1)`.
  func length(_ container: CGFloat) -> CGFloat {
    let n = CGFloat(max(count, 1))
    let k = CGFloat(min(max(span, 1), max(count, 1)))
    return max((container - spacing * (n - 1)) / n * k + spacing * (k - 1), 0)
  }
}

/// The primitive behind each layout modifier.
struct ModifiedLayout<Content: View, Extra: View>: View, PrimitiveView {
  let content: Content
  let extra: Extra?
  let modifier: LayoutModifier

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = modifier.name
    node.kind = .modifier(modifier)
    node.reconcile(context) { children in
      children.add(content, slot: 0)
      if let extra { children.add(extra, slot: 1) }
    }
  }
}

extension LayoutModifier {
  @MainActor
  func content(_ node: ViewNode) -> ContentLayout {
    ContentLayout(items: node.items(of: 0..<min(1, node.children.count)), graph: node.graph)
  }

  @MainActor
  func extra(_ node: ViewNode) -> ContentLayout {
    ContentLayout(
      items: node.children.count > 1 ? node.items(of: 1..<2) : [], graph: node.graph)
  }

  /// The scroll view this modifier directly wraps, if any.
  @MainActor
  func scrollContent(_ node: ViewNode) -> ScrollState? {
    let items = content(node).items
    guard items.count == 1, case .scroll(let state) = items[0].node.kind else { return nil }
    return state
  }

  /// `safeAreaPadding` around a scroll view becomes its content inset; else it pads.
  @MainActor
  func resolved(_ node: ViewNode) -> LayoutModifier {
    guard case .safeArea(let e) = self else { return self }
    if let scroll = scrollContent(node) {
      scroll.safeArea = e
      return .opacity(1)
    }
    return .padding(e)
  }

  @MainActor
  func sizeThatFits(_ p: ProposedViewSize, _ node: ViewNode) -> CGSize {
    let content = content(node)
    switch resolved(node) {
    case .safeArea:
      return content.sizeThatFits(p)
    case .padding(let e):
      func inset(_ v: CGFloat?, _ by: CGFloat) -> CGFloat? { v.map { max($0 - by, 0) } }
      let c = content.sizeThatFits(
        ProposedViewSize(width: inset(p.width, e.horizontal), height: inset(p.height, e.vertical)))
      return CGSize(width: c.width + e.horizontal, height: c.height + e.vertical)
    case .fixedFrame(let w, let h, _):
      if let w, let h { return CGSize(width: w, height: h) }
      let c = content.sizeThatFits(ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
      return CGSize(width: w ?? c.width, height: h ?? c.height)
    case .flexibleFrame(let f):
      return f.size(p, child: content.sizeThatFits(f.childProposal(p)))
    case .containerRelative(let f):
      return containerRelativeSize(f, p, node)
    case .background, .overlay, .offset, .opacity, .clip:
      return content.sizeThatFits(p)
    }
  }

  @MainActor
  func containerRelativeProposal(
    _ f: ContainerRelativeFrame, _ p: ProposedViewSize, _ node: ViewNode
  )
    -> ProposedViewSize
  {
    let container = node.graph.containerSize(for: node)
    return ProposedViewSize(
      width: f.axes.contains(.horizontal) ? f.length(container.width) : p.width,
      height: f.axes.contains(.vertical) ? f.length(container.height) : p.height)
  }

  @MainActor
  func containerRelativeSize(_ f: ContainerRelativeFrame, _ p: ProposedViewSize, _ node: ViewNode)
    -> CGSize
  {
    let q = containerRelativeProposal(f, p, node)
    let c = content(node).sizeThatFits(q)
    return CGSize(
      width: f.axes.contains(.horizontal) ? q.width ?? c.width : c.width,
      height: f.axes.contains(.vertical) ? q.height ?? c.height : c.height)
  }

  @MainActor
  func place(_ node: ViewNode, in frame: CGRect, proposal p: ProposedViewSize) {
    let content = content(node)
    func aligned(_ a: Alignment, _ q: ProposedViewSize) {
      let size = content.sizeThatFits(q)
      content.place(in: CGRect(origin: a.origin(of: size, in: frame), size: size), proposal: q)
    }
    switch resolved(node) {
    case .safeArea:
      content.place(in: frame, proposal: p)
    case .padding(let e):
      let inner = CGRect(
        x: frame.minX + e.leading, y: frame.minY + e.top,
        width: max(frame.width - e.horizontal, 0), height: max(frame.height - e.vertical, 0))
      func inset(_ v: CGFloat?, _ by: CGFloat) -> CGFloat? { v.map { max($0 - by, 0) } }
      content.place(
        in: inner,
        proposal: ProposedViewSize(
          width: inset(p.width, e.horizontal), height: inset(p.height, e.vertical)))
    case .fixedFrame(let w, let h, let a):
      aligned(a, ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
    case .flexibleFrame(let f):
      aligned(f.alignment, f.childProposal(p))
    case .containerRelative(let f):
      aligned(f.alignment, containerRelativeProposal(f, p, node))
    case .background(let a), .overlay(let a):
      content.place(in: frame, proposal: p)
      let extra = extra(node)
      let q = ProposedViewSize(frame.size)
      let size = extra.sizeThatFits(q)
      extra.place(in: CGRect(origin: a.origin(of: size, in: frame), size: size), proposal: q)
    case .offset(let d):
      content.place(in: frame.offsetBy(dx: d.width, dy: d.height), proposal: p)
    case .opacity, .clip:
      content.place(in: frame, proposal: p)
    }
  }

  @MainActor
  func spacing(_ node: ViewNode) -> ViewSpacing {
    switch resolved(node) {
    case .padding: return ViewSpacing()
    default: return content(node).spacing
    }
  }
}

extension View {
  /// Adds `length` points (16 when nil, SwiftUI's default) inside the view's edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    ModifiedLayout<Self, EmptyView>(
      content: self, extra: nil, modifier: .padding(EdgeInsets(edges, length ?? 16)))
  }

  /// Adds `length` points inside every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds the given insets inside the view's edges.
  public func padding(_ insets: EdgeInsets) -> some View {
    ModifiedLayout<Self, EmptyView>(content: self, extra: nil, modifier: .padding(insets))
  }

  /// A frame of a fixed width and/or height, the view aligned inside it.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    ModifiedLayout<Self, EmptyView>(
      content: self, extra: nil,
      modifier: .fixedFrame(
        width: Self.frameDimension(width), height: Self.frameDimension(height),
        alignment: alignment))
  }

  /// A fixed frame's dimension: negative counts as 0; infinity or NaN is no dimension at all
  /// (SwiftUI logs "Invalid frame dimension" and leaves it out).
  static func frameDimension(_ x: CGFloat?) -> CGFloat? {
    x.flatMap { $0.isFinite ? max($0, 0) : nil }
  }

  /// A frame whose size follows the proposal within limits.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    ModifiedLayout<Self, EmptyView>(
      content: self, extra: nil,
      modifier: .flexibleFrame(
        FlexibleFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }

  /// The view at its ideal size along the fixed axes, whatever it is offered there
  /// (SwiftUI's `fixedSize`): text does not wrap or shrink to fit a narrower proposal.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    LayoutView(
      layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), content: self,
      name: "fixedSize")
  }

  /// A frame sized from the nearest scroll view's (or the window's) size minus its insets:
  /// `count` equal parts of which the view spans `span`, `spacing` apart.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int = 1, span: Int = 1, spacing: CGFloat = 0,
    alignment: Alignment = .center
  ) -> some View {
    ModifiedLayout<Self, EmptyView>(
      content: self, extra: nil,
      modifier: .containerRelative(
        ContainerRelativeFrame(
          axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)))
  }

  /// Draws `content` behind the view, offered the view's size.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V)
    -> some View
  {
    ModifiedLayout(content: self, extra: content(), modifier: .background(alignment))
  }

  /// Draws `background` behind the view, offered the view's size (SwiftUI's spelling before
  /// iOS 15; a colour still picks the `ShapeStyle` overload, which draws the same).
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    ModifiedLayout(content: self, extra: background, modifier: .background(alignment))
  }

  /// Draws `overlay` in front of the view, offered the view's size (SwiftUI's spelling
  /// before iOS 15).
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    ModifiedLayout(content: self, extra: overlay, modifier: .overlay(alignment))
  }

  /// Fills the view's frame with `style` behind it.
  public func background<S: ShapeStyle>(_ style: S) -> some View {
    background(style, in: Rectangle())
  }

  /// Fills `shape` in the view's frame with `style` behind it.
  public func background<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> some View {
    ModifiedLayout(
      content: self, extra: shape.fill(style), modifier: .background(.center))
  }

  /// Draws `content` in front of the view, offered the view's size.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V)
    -> some View
  {
    ModifiedLayout(content: self, extra: content(), modifier: .overlay(alignment))
  }

  /// Draws `style` over the view's frame.
  public func overlay<S: ShapeStyle>(_ style: S) -> some View {
    ModifiedLayout(content: self, extra: Rectangle().fill(style), modifier: .overlay(.center))
  }

  /// Shifts the drawing (not the layout) by `offset`.
  public func offset(_ offset: CGSize) -> some View {
    ModifiedLayout<Self, EmptyView>(content: self, extra: nil, modifier: .offset(offset))
  }

  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Draws the view `opacity` (0...1) opaque.
  public func opacity(_ opacity: Double) -> some View {
    ModifiedLayout<Self, EmptyView>(
      content: self, extra: nil, modifier: .opacity(min(max(opacity.isNaN ? 0 : opacity, 0), 1)))
  }

  /// Clips what the view draws to `shape` in its frame (to its bounding rectangle: the
  /// renderer clips to rectangles).
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    ModifiedLayout<Self, EmptyView>(content: self, extra: nil, modifier: .clip(ShapeCorner(shape)))
  }

  /// Clips what the view draws to its frame.
  public func clipped() -> some View {
    clipShape(Rectangle())
  }
}

/// `fixedSize`: offers its content nothing (its ideal) along the fixed axes.
struct FixedSizeLayout: Layout {
  var horizontal: Bool
  var vertical: Bool

  func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
        proposal: contentProposal(proposal))
    }
  }
}
