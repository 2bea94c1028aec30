import Fixtures
import Foundation
import Testing

@testable import Engine

/// Attribute modifiers tag their content; they build it into their own node instead of
/// adding one (a row of 100 000 hovered tiles is 100 000 view nodes, not 200 000).
@MainActor
@Suite("Attribute modifiers add no view node")
struct AttributeNodeTests {
  /// Tiles with whichever modifiers `modify` adds.
  private struct Tiles<Tile: View>: View {
    let count: Int
    let tile: (Int) -> Tile

    var body: some View {
      HStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { i in tile(i) }
      }
    }
  }

  private static func nodes<V: View>(_ root: V) -> Int {
    let graph = ViewGraph(
      root: root, size: CGSize(width: 400, height: 100), text: FixedTextMetrics())
    _ = graph.displayList()
    func count(_ node: ViewNode) -> Int { 1 + node.children.map(count).reduce(0, +) }
    return count(graph.root)
  }

  @Test("hover, z-index, tap and layout priority on every tile add no node; .id keeps a child")
  func oneNodePerTile() {
    let plain = Self.nodes(Tiles(count: 50) { _ in Color.red.frame(width: 4) })
    let tagged = Self.nodes(
      Tiles(count: 50) { i in
        Color.red.frame(width: 4).onHover { _ in }.zIndex(Double(i)).onTapGesture {}
          .layoutPriority(1)
      })
    #expect(tagged == plain)
    // A new id must make a new view with new state, so `.id` keeps its content a child.
    let identified = Self.nodes(Tiles(count: 50) { i in Color.red.frame(width: 4).id(i) })
    #expect(identified == plain + 50)
  }

  @Test("the attributes of folded modifiers reach the container; outer ones win")
  func foldedAttributesReachTheContainer() {
    let graph = ViewGraph(
      root: HStack {
        Color.red.frame(width: 10).zIndex(1).zIndex(2).id("a")
        Color.blue.frame(width: 10).layoutPriority(3).zIndex(-1)
      },
      size: CGSize(width: 100, height: 100), text: FixedTextMetrics())
    _ = graph.displayList()
    let stack: ViewNode = graph.root
    let items = stack.items()
    #expect(items.map(\.attributes.zIndex) == [2, -1])
    #expect(items.map(\.attributes.priority) == [nil, 3])
    #expect(items[0].attributes.id == AnyHashable("a"))
  }
}
