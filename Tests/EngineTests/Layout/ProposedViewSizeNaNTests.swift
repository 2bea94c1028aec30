import Fixtures
import Foundation
import Testing

@testable import Engine

/// Proposes its one subview a size that is not a number, as a custom layout with a bug may.
private struct NaNProposing: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(ProposedViewSize(width: .nan, height: .nan)) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: .nan, height: .nan))
  }
}

/// A proposal that is not a number is asked as 0, so it is cached like any other: NaN
/// equals nothing, and a stack chain under `.padding(.nan)` measured every level afresh
/// each time it was asked (the view tree fuzzer's timeout).
@MainActor
@Suite("A proposal that is not a number is cached like any other")
struct ProposedViewSizeNaNTests {
  /// `depth` stacks, each holding the next, cycling HStack, VStack, ZStack (as the view
  /// tree fuzzer nests them), around an empty `Text`.
  static func chain(_ depth: Int) -> AnyView {
    var view = AnyView(Text(""))
    for level in 0..<depth {
      let inner = view
      switch level % 3 {
      case 0: view = AnyView(HStack { inner })
      case 1: view = AnyView(VStack { inner })
      default: view = AnyView(ZStack { inner })
      }
    }
    return view
  }

  /// Where the NaN comes from.
  enum Source: String, CaseIterable, CustomTestStringConvertible {
    case padding, customLayout
    var testDescription: String { rawValue }
  }

  @MainActor
  static func wrapped(_ view: AnyView, in source: Source) -> AnyView {
    switch source {
    case .padding: AnyView(view.padding(.nan))
    case .customLayout: AnyView(NaNProposing { view })
    }
  }

  /// Nodes with a frame of their own (an `AnyView` is transparent).
  static func measuredNodes(_ node: ViewNode) -> Int {
    (node.kind.isTransparent ? 0 : 1) + node.children.map(measuredNodes).reduce(0, +)
  }

  @Test func aNaNLengthIsAskedAsZero() {
    let p = ProposedViewSize(width: .nan, height: nil).withoutNaN
    #expect(p.width == 0 && p.height == nil)
    let q = ProposedViewSize(width: .infinity, height: -.nan).withoutNaN
    #expect(q.width == .infinity && q.height == 0)
    #expect(
      ProposedViewSize(width: 5, height: nil).withoutNaN == ProposedViewSize(width: 5, height: nil))
  }

  @Test(arguments: Source.allCases)
  func aNaNProposalCostsWorkLinearInTheDepth(_ source: Source) {
    // As in NestedStackLayoutTests: a stack offers its subview, along its axis, 0 and ∞ and
    // then its own offer, and passes its own proposal on across it (a ZStack passes it on
    // whole); a modifier passes on its content's proposal. So each length a node is asked is
    // one of at most 3 values, and each of its at most 3 × 3 proposals is computed once a
    // pass: at most 9 size computations per measured node. The NaN, once 0, is one of them.
    // Before, the sizes computed grew about 4.3 times per 3 levels (5 889 at depth 12).
    for depth in [4, 8, 12] {
      let graph = ViewGraph(
        root: Self.wrapped(Self.chain(depth), in: source), size: CGSize(width: 400, height: 300),
        text: FixedTextMetrics())
      graph.layoutIfNeeded()
      let nodes = Self.measuredNodes(graph.root)
      #expect(graph.sizeComputations <= 9 * nodes, "depth \(depth): \(nodes) nodes")
      #expect(graph.layoutPasses == 1)
    }
  }

  @Test func theFuzzersDeepTreeLaysOutOnceAndFinite() throws {
    // The input Fuzz/Seeds/ViewTreeFuzzer/nan-padding-chain decodes to this tree: a
    // horizontal scroll view's HStack holding a chain of 1 032 stacks under `.padding(.nan)`
    // (cut at `ViewGraph.maximumDepth`), a ZStack of texts and a text.
    let host = ViewHost(
      root: ScrollView(.horizontal) {
        HStack {
          Self.chain(1032).padding(.nan)
          ZStack {
            Text("")
            Text("")
            Text("x")
          }
          Text("x")
        }
      },
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics(characterWidth: 0.6))
    host.update(now: 0)
    let dump = host.dump()
    let nodes = Self.measuredNodes(host.graph.root)
    // The same bound as above: at most 9 proposals per measured node, each computed once.
    #expect(host.graph.sizeComputations <= 9 * nodes, "\(nodes) nodes")
    #expect(host.graph.layoutPasses == 1)
    #expect(HostileViewTests.allFinite(dump))
    _ = try JSONEncoder().encode(dump)
  }
}
