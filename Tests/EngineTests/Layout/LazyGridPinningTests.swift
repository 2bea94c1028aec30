import Engine
import Fixtures
import Foundation
import Testing

/// `LazyVGrid(pinnedViews: [.sectionHeaders])` in a 400 × 300 scroll view: each section's
/// header spans the grid, its cells fill the grid's two columns below it, and the header
/// sticks at the top as a `LazyVStack`'s does.
///
/// Geometry, with `spacing: 0`: a header is 30 pt tall; twenty 50-pt cells in two columns
/// make ten rows, 500 pt; a section is 30 + 500 = 530 pt, B from y 530; the content is
/// 1060 pt, so it scrolls to 760 at most. The columns: (400 − 8) / 2 = 196 pt each, the
/// second from x 196 + 8 = 204.
@MainActor
@Suite("LazyVGrid pins section headers")
struct LazyGridPinningTests {
  private func grid() -> some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0, pinnedViews: [.sectionHeaders]) {
        ForEach(["A", "B"], id: \.self) { name in
          Section {
            ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) }
          } header: {
            Color.gray.frame(height: 30)
          }
        }
      }
    }
  }

  /// Each pinned section's header frame (its first dumped child), in order.
  private func headers(_ d: ViewDump) -> [CGRect] {
    d.all.filter { $0.type == "PinnedSection" }.compactMap { $0.children.first?.rect }
  }

  /// Scrolled down by `notches` wheel clicks of 40 pt each, settled.
  private func scrolled(_ notches: Int) -> ViewDump {
    var clock = HostClock(grid(), width: 400, height: 300)
    clock.run(until: 0.1)
    for n in 0..<notches {
      clock.host.wheel(dx: 0, dy: -1, shift: false, at: clock.now)
      clock.run(until: 0.1 + Double(n + 1) * 0.6)
    }
    return clock.host.dump()
  }

  @Test("unscrolled: full-width headers, each above its cells in the grid's columns")
  func unscrolled() throws {
    let d = laidOut(grid())
    #expect(
      headers(d) == [
        CGRect(x: 0, y: 0, width: 400, height: 30), CGRect(x: 0, y: 530, width: 400, height: 30),
      ])
    let section = try #require(d.all.first { $0.type == "PinnedSection" })
    let cells = section.all.filter { $0.type == "frame" }.map(\.rect).dropFirst()
    // Below the header: cells 0 and 1 share the first row (y 30), cell 2 starts the second
    // (y 80); 196 pt wide, the second column from x 204.
    let first = Array(cells.prefix(3))
    #expect(first.map(\.minY) == [30, 30, 80])
    #expect(first.map(\.minX) == [0, 204, 0])
    #expect(first.allSatisfy { $0.width == 196 && $0.height == 50 })
  }

  @Test("a header sticks at the top while its cells scroll under it")
  func sticks() throws {
    // Two notches: offset 80. A's header stays at 0 (its section's bottom less the header,
    // 530 − 80 − 30 = 420, is below); B's is at 530 − 80 = 450.
    let d = scrolled(2)
    #expect(try #require(d.first("ScrollView")?.contentOffset?[1]) == 80)
    #expect(headers(d).map(\.minY) == [0, 450])
  }

  @Test("the next section's header pushes the pinned one up")
  func pushed() throws {
    // Thirteen notches: offset 520. A's header: min(0, 530 − 520 − 30) = −20; B's section
    // starts at 530 − 520 = 10, its header there.
    let d = scrolled(13)
    #expect(try #require(d.first("ScrollView")?.contentOffset?[1]) == 520)
    #expect(headers(d).map(\.minY) == [-20, 10])
  }
}
