import Engine
import Fixtures
import Foundation
import Testing

// The test window is 400 × 300 points; text is measured by `FixedTextMetrics` (a line 1.2
// sizes tall), so every row here is the 44-pt minimum and a plain header the 28-pt band.

@MainActor
@Suite("Pinned section headers")
struct PinnedSectionTests {
  /// Two plain sections of nine rows: each 28 + 9 × 44 = 424 pt tall, B from y 424; the
  /// list scrolls to 848 − 300 = 548 at most.
  private func twoSections() -> some View {
    List {
      Section("A") { ForEach(0..<9, id: \.self) { Text("A\($0)") } }
      Section("B") { ForEach(0..<9, id: \.self) { Text("B\($0)") } }
    }
    .listStyle(.plain)
  }

  /// Each pinned section's header frame (its first dumped child), in order.
  private func headers(_ d: ViewDump) -> [CGRect] {
    d.all.filter { $0.type == "PinnedSection" }.compactMap { $0.children.first?.rect }
  }

  /// Scrolls the list down by `notches` wheel clicks, each a 40-pt step when scrolling
  /// freely, and returns the settled dump.
  private func scrolled(_ notches: Int) -> ViewDump {
    var clock = HostClock(twoSections(), width: 400, height: 300)
    clock.run(until: 0.1)
    for n in 0..<notches {
      clock.host.wheel(dx: 0, dy: -1, shift: false, at: clock.now)
      clock.run(until: 0.1 + Double(n + 1) * 0.6)
    }
    return clock.host.dump()
  }

  /// The pinned header's top for a section spanning `top..<bottom` of the content, with the
  /// content scrolled by `offset` in a list whose visible top is y 0: the visible top,
  /// no higher than the section's top, no lower than its bottom less the 28-pt header.
  private func expectedTop(top: Double, bottom: Double, offset: Double) -> Double {
    max(top - offset, min(0, bottom - offset - 28))
  }

  @Test("unscrolled, each header heads its section")
  func unscrolled() {
    // A's header at 0; B's at A's height, 424.
    #expect(headers(laidOut(twoSections())).map(\.minY) == [0, 424] as [CGFloat])
    #expect(headers(laidOut(twoSections())).allSatisfy { $0.height == 28 })
  }

  @Test("a header sticks at the top while its rows scroll under it", arguments: [2, 4])
  func sticks(notches: Int) throws {
    let d = scrolled(notches)
    let offset = try #require(d.first("ScrollView")?.contentOffset?[1])
    // 40 pt a notch: 80 or 160, both short of pushing (A's bottom − 28 = 396).
    #expect(offset == Double(notches) * 40)
    let h = headers(d).map { Double($0.minY) }
    try #require(h.count == 2)
    #expect(h[0] == 0)
    #expect(h[1] == 424 - offset)
    #expect(h[0] == expectedTop(top: 0, bottom: 424, offset: offset))
  }

  @Test("the next header pushes the pinned one up, then pins itself")
  func pushed() throws {
    // Ten notches: offset 400. A's header: min(0, 424 − 400 − 28) = −4, pushed 4 pt up;
    // B's section starts at 424 − 400 = 24, its header there.
    var d = scrolled(10)
    var offset = try #require(d.first("ScrollView")?.contentOffset?[1])
    #expect(offset == 400)
    var h = headers(d).map { Double($0.minY) }
    #expect(h == [-4, 24])
    #expect(h[0] == expectedTop(top: 0, bottom: 424, offset: offset))
    // Eleven notches: offset 440, B's top at −16, its header pinned at 0.
    d = scrolled(11)
    offset = try #require(d.first("ScrollView")?.contentOffset?[1])
    #expect(offset == 440)
    h = headers(d).map { Double($0.minY) }
    #expect(h.last == 0)
    #expect(h.last == expectedTop(top: 424, bottom: 848, offset: offset))
  }

  @Test("grouped lists do not pin: their headers scroll with the rows")
  func groupedScrolls() {
    let d = laidOut(List { Section("A") { Text("Row") } })
    #expect(d.all.filter { $0.type == "PinnedSection" }.isEmpty)
  }

  @Test("a LazyVStack pinning section headers keeps them at the top; its spacing stays")
  func lazyVStack() throws {
    // Sections of a 30-pt header over four 50-pt rows, spacing 0: 230 pt each.
    let view = ScrollView {
      LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
        ForEach(0..<3, id: \.self) { s in
          Section {
            ForEach(0..<4, id: \.self) { r in Text("\(s).\(r)").frame(height: 50) }
          } header: {
            Text("Header \(s)").frame(maxWidth: .infinity).frame(height: 30)
          }
        }
      }
    }
    var clock = HostClock(view, width: 400, height: 300)
    clock.run(until: 0.1)
    #expect(headers(clock.host.dump()).map(\.minY) == [0, 230, 460] as [CGFloat])
    for n in 0..<5 {
      clock.host.wheel(dx: 0, dy: -1, shift: false, at: clock.now)
      clock.run(until: 0.1 + Double(n + 1) * 0.6)
    }
    let d = clock.host.dump()
    let offset = try #require(d.first("ScrollView")?.contentOffset?[1])
    // Five notches: 200. Section 0 spans 0..<230: its header at max(−200, min(0,
    // 230 − 200 − 30)) = 0; section 1's at 230 − 200 = 30; section 2's at 260.
    #expect(offset == 200)
    #expect(headers(d).map(\.minY) == [0, 30, 260] as [CGFloat])
  }
}
