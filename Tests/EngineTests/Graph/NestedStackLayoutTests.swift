import Fixtures
import Foundation
import Testing

@testable import Engine

/// Each node's size is computed once per proposal and its spacing once per layout pass, so
/// stacks nested n deep cost work linear in n (SwiftUI caches sizes per proposal within a
/// pass the same way).
@MainActor
@Suite("Nested stacks lay out in linear time")
struct NestedStackLayoutTests {
  /// `AnyView(VStack { … })` alternating with `AnyView(HStack { … })`, `depth` levels, around
  /// a `Text`.
  private static func nested(_ depth: Int) -> AnyView {
    var view = AnyView(Text("leaf"))
    for level in 0..<depth {
      let inner = view
      view = level % 2 == 0 ? AnyView(VStack { inner }) : AnyView(HStack { inner })
    }
    return view
  }

  private struct Work: Equatable {
    /// Nodes with a frame of their own (an `AnyView` is transparent: its container sees
    /// through it to the stack inside, so only the stacks and the text are measured).
    var nodes: Int
    var sizes: Int
    var spacings: Int
  }

  /// Measured nodes in the tree, and sizes and spacings computed by one layout pass.
  private static func work(_ depth: Int) -> Work {
    let graph = ViewGraph(
      root: nested(depth), size: CGSize(width: 800, height: 600), text: FixedTextMetrics())
    graph.layoutIfNeeded()
    func count(_ node: ViewNode) -> Int {
      (node.kind.isTransparent ? 0 : 1) + node.children.map(count).reduce(0, +)
    }
    return Work(
      nodes: count(graph.root), sizes: graph.sizeComputations,
      spacings: graph.spacingComputations)
  }

  @Test("size computations grow by 9 per added stack: each sees 9 distinct proposals")
  func sizesLinear() {
    // A stack with one subview offers it, along its axis, 0 and ∞ (to learn its
    // flexibility) and then the whole offer (nothing else shares it, there is no gap);
    // across its axis it passes its own proposal on. Below the root's proposal (800 × 600)
    // each length is thus one of {0, ∞, the window's}: after a VStack and an HStack every
    // node is asked 3 × 3 = 9 distinct proposals, and an `AnyView` asks its content what
    // it is asked. Each is computed once per pass, so the levels added between depth n and
    // 2n cost 9 per node they add, and the work is linear: c(n) = 9·nodes(n) + b.
    let (a, b, c) = (Self.work(25), Self.work(50), Self.work(100))
    #expect(b.sizes - a.sizes == 9 * (b.nodes - a.nodes))
    #expect(c.sizes - b.sizes == 9 * (c.nodes - b.nodes))
    // One measured node (the stack) per level.
    #expect(b.nodes - a.nodes == 25)
    #expect(c.nodes - b.nodes == 50)
  }

  @Test("each node's spacing is computed once per pass")
  func spacingsOncePerNode() {
    // A stack's spacing is the union of its subviews'; asked once per node (not once per
    // measuring), a pass computes at most one spacing per node.
    for depth in [25, 50, 100] {
      let w = Self.work(depth)
      #expect(w.spacings <= w.nodes)
    }
  }
}
