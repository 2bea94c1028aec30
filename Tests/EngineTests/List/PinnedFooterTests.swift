import Engine
import Fixtures
import Foundation
import Testing

// The test window is 400 × 300 points. Each section is four 50-pt rows over a 30-pt
// footer, spacing 0: 230 pt, section s from y 230s. A pinned footer's top is the visible
// bottom (300) less its 30 pt, 270, held between its section's top and its natural place
// (the section's bottom less 30).

@MainActor
@Suite("Pinned section footers")
struct PinnedFooterTests {
  private func stack(_ pinned: PinnedScrollableViews) -> some View {
    ScrollView {
      LazyVStack(spacing: 0, pinnedViews: pinned) {
        ForEach(0..<3, id: \.self) { s in
          Section {
            ForEach(0..<4, id: \.self) { r in Text("\(s).\(r)").frame(height: 50) }
          } footer: {
            Text("Footer \(s)").frame(maxWidth: .infinity).frame(height: 30)
          }
        }
      }
    }
  }

  /// Each pinned section's footer frame (its last dumped child), in order.
  private func footers(_ d: ViewDump) -> [CGRect] {
    d.all.filter { $0.type == "PinnedSection" }.compactMap { $0.children.last?.rect }
  }

  @Test("a footer sticks at the bottom while its section shows above it")
  func sticks() throws {
    var clock = HostClock(stack([.sectionFooters]), width: 400, height: 300)
    clock.run(until: 0.1)
    // Unscrolled: section 0's footer in its place, 230 − 30 = 200; section 1 (230..<460)
    // shows from 230, its footer pinned at 270; section 2 (460..<690) is below the
    // window, its footer held at its section's top, 460.
    #expect(footers(clock.host.dump()).map(\.minY) == [200, 270, 460] as [CGFloat])
    for n in 0..<5 {
      clock.host.wheel(dx: 0, dy: -1, shift: false, at: clock.now)
      clock.run(until: 0.1 + Double(n + 1) * 0.6)
    }
    let d = clock.host.dump()
    // Five notches of 40 pt: offset 200. Section 0's footer in its place, 230 − 200 − 30
    // = 0; section 1's in its place, 460 − 200 − 30 = 230, above 270; section 2 (from 260)
    // pinned at 270.
    #expect(d.first("ScrollView")?.contentOffset?[1] == 200)
    #expect(footers(d).map(\.minY) == [0, 230, 270] as [CGFloat])
  }

  @Test("pinning footers alone leaves each header at its section's top")
  func headersStay() {
    let view = ScrollView {
      LazyVStack(spacing: 0, pinnedViews: [.sectionFooters]) {
        Section {
          Text("Row").frame(height: 50)
        } header: {
          Text("Head").frame(height: 20)
        } footer: {
          Text("Foot").frame(height: 30)
        }
      }
    }
    let d = laidOut(view)
    let section = d.all.first { $0.type == "PinnedSection" }
    // Header 0..<20, row 20..<70, footer 70..<100: the whole section shows, nothing moves.
    #expect(section?.children.map(\.rect.minY) == [0, 20, 70])
  }
}
