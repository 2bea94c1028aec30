import Fixtures
import Foundation
import Testing

@testable import Engine

/// Five 300-pt pages side by side in a 300-pt view-aligned scroll view: page i's leading
/// edge is 300·i from the content's origin.
@MainActor
private struct PagedRow: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { i in Color.blue.frame(width: 300, height: 300).id(i) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
  }
}

/// A moved scroll view is placed again only when its content would move.
@MainActor
@Suite("scroll placement: a scroll view that did not move is not placed again")
struct ScrollPlacementTests {
  /// The scroll view's content offset along x.
  static func offset(_ clock: HostClock) -> Double? {
    clock.host.dump().first("ScrollView")?.contentOffset?.first
  }

  /// Page `i`'s frame in the window.
  static func page(_ clock: HostClock, _ i: Int) -> [Double]? {
    clock.host.dump().all.first { $0.id == .number(i) }?.frame
  }

  static func scrollNode(_ clock: HostClock) -> ViewNode? {
    clock.host.graph.scrollNodes.first
  }

  @Test("keys at one instant leave the content where it is, and the last key's page is reached")
  func keysAtOneInstant() throws {
    var clock = HostClock(PagedRow(), width: 300, height: 300)
    clock.run(until: 0.5)
    // A key starts an animation at its instant: at that instant the offset has not moved.
    for _ in 0..<3 { clock.host.key(.next, at: 0.5) }
    #expect(Self.offset(clock) == 0)
    #expect(Self.page(clock, 0) == [0, 0, 300, 300])
    let node = try #require(Self.scrollNode(clock))
    #expect(clock.host.graph.isPlacedAsIs(node))
    // Each → targets the page after the last one targeted: three of them end on page 3,
    // whose leading edge is 3 · 300 = 900 pt from the content's origin.
    clock.run(until: 5)
    #expect(Self.offset(clock) == 900)
    #expect(Self.page(clock, 3) == [0, 0, 300, 300])
    #expect(Self.page(clock, 0) == [-900, 0, 300, 300])
  }

  @Test("a scroll view the clock moved is placed again at its new offset")
  func movedByTheClock() throws {
    let clock = HostClock(PagedRow(), width: 300, height: 300)
    clock.host.key(.next, at: 0.5)
    let node = try #require(Self.scrollNode(clock))
    // One frame later the spring has moved the offset: the content must follow.
    clock.host.update(now: 0.5 + 1.0 / 60)
    let offset = try #require(Self.offset(clock))
    #expect(offset > 0)
    #expect(Self.page(clock, 1)?.first == 300 - offset)
    #expect(clock.host.graph.isPlacedAsIs(node))
  }

  @Test("a position asked for by the binding is applied even when the offset stayed")
  func requestedPositionApplied() throws {
    var clock = HostClock(PagedRow(), width: 300, height: 300)
    clock.run(until: 0.5)
    let node = try #require(Self.scrollNode(clock))
    let state = try #require(node.scrollState)
    // What a binding written from outside leaves for the next placement.
    state.requestedID = .some(AnyHashable(2))
    #expect(!clock.host.graph.isPlacedAsIs(node))
    clock.host.key(.first, at: 0.5)
    clock.run(until: 5)
    // Page 2 (asked for) unless the key came after it: `.first` went to page 0 at 0.5, then
    // the placement applied the request (page 2, leading edge 600).
    #expect(Self.offset(clock) == 600)
  }
}
