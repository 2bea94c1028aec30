import Engine
import Foundation

/// A subview for the layout tests: a view of a fixed size, or one that takes what it is
/// offered (`ideal` where a dimension is unspecified), with a layout priority.
struct TestSubview {
  var size: CGSize
  var isFixed: Bool
  var priority: Double = 0

  /// A tile that is `size` whatever it is offered, as an emoji glyph measures.
  static func fixed(_ size: CGSize) -> TestSubview {
    TestSubview(size: size, isFixed: true)
  }

  /// The subview as a view: a clear colour in a frame that is `size` exactly (fixed), or
  /// the proposal with `size` as its ideal (flexible).
  @MainActor
  var view: some View {
    Color.clear.frame(
      minWidth: isFixed ? size.width : nil, idealWidth: size.width,
      maxWidth: isFixed ? size.width : nil, minHeight: isFixed ? size.height : nil,
      idealHeight: size.height, maxHeight: isFixed ? size.height : nil
    )
    .layoutPriority(priority)
  }
}

/// What laying a container out through the view graph gave: its size for the proposal,
/// each subview's frame (in subview order) and the subviews back to front.
struct LaidOut {
  var size: CGSize
  var frames: [CGRect]
  var drawOrder: [Int]
}

/// The container under test, answering the graph's questions as `base` does but placing
/// its subviews in the test's `bounds`, whatever frame the graph gives it.
private struct InBounds<Base: Layout>: Layout {
  var base: Base
  var bounds: CGRect

  static var layoutProperties: LayoutProperties { Base.layoutProperties }

  func makeCache(subviews: Subviews) -> Base.Cache { base.makeCache(subviews: subviews) }

  func updateCache(_ cache: inout Base.Cache, subviews: Subviews) {
    base.updateCache(&cache, subviews: subviews)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Base.Cache)
    -> CGSize
  {
    base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(
    in _: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Base.Cache
  ) {
    base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// The window's root: offers its one subview `proposal` and centres it on `centre` (so a
/// subview the container never places sits at the centre of the test's bounds, as the
/// graph puts those at the centre of the container's frame).
private struct Proposing: Layout {
  var proposal: ProposedViewSize
  var centre: CGPoint

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(at: centre, anchor: .center, proposal: self.proposal)
  }
}

extension Layout {
  /// Lays the container out through the view graph (the one layout driver): offered
  /// `proposal`, its subviews placed in `bounds`, with text 10 pt per character.
  @MainActor
  func laidOut(in bounds: CGRect, proposal: ProposedViewSize, subviews: [TestSubview])
    -> LaidOut
  {
    let centre =
      bounds.midX.isFinite && bounds.midY.isFinite ? CGPoint(x: bounds.midX, y: bounds.midY) : .zero
    let root = Proposing(proposal: proposal, centre: centre) {
      InBounds(base: self, bounds: bounds) {
        ForEach(subviews.indices, id: \.self) { subviews[$0].view }
      }
    }
    let graph = ViewGraph(
      root: root, size: CGSize(width: 1000, height: 1000), text: FixedTextMetrics())
    let container = graph.dump().children[0]
    let z = container.children.map { $0.z ?? 0 }
    return LaidOut(
      size: container.rect.size, frames: container.children.map(\.rect),
      drawOrder: z.indices.sorted { z[$0] < z[$1] })
  }

  /// The container's size for `proposal`, asked through the view graph.
  @MainActor
  func sizeThatFits(proposal: ProposedViewSize, subviews: [TestSubview]) -> CGSize {
    laidOut(in: .zero, proposal: proposal, subviews: subviews).size
  }
}

/// Subviews and comparisons shared by the layout tests.
enum LayoutFixtures {
  /// Tiles of fixed sizes, as emoji glyphs measure.
  static func tiles(_ sizes: [CGSize]) -> [TestSubview] {
    sizes.map { TestSubview.fixed($0) }
  }

  /// `count` tiles all `width`×`height`.
  static func tiles(count: Int, width: CGFloat, height: CGFloat) -> [TestSubview] {
    tiles(Array(repeating: CGSize(width: width, height: height), count: count))
  }

  /// A subview that takes whatever it is offered, or `ideal` in an unspecified dimension.
  static func flexible(ideal: CGSize) -> TestSubview {
    TestSubview(size: ideal, isFixed: false)
  }

  /// Whether two numbers agree to within a tolerance scaled by their magnitude.
  static func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// Whether every coordinate of a frame is a finite number.
  static func isFinite(_ rect: CGRect) -> Bool {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
  }
}
