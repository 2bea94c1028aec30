import Engine
import Fixtures
import Foundation
import Testing

/// A large title over content that does not scroll.
private struct StillScreen: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("top")
        ScrollView { Text("inner") }
      }
      .navigationTitle("Still")
    }
  }
}

@MainActor
@Suite("Large titles collapse")
struct LargeTitleCollapseTests {
  /// Every `Text` showing `s`.
  private func texts(_ h: ViewHost, _ s: String) -> [ViewDump] {
    h.dump().all.filter { $0.type == "Text" && $0.text == s }
  }

  /// Drags the content up by `distance` (past the 6 pt slop first, which moves nothing)
  /// and holds it there.
  private func dragUp(_ h: ViewHost, by distance: CGFloat, at t: Double) {
    h.handle(.pointerDown(CGPoint(x: 200, y: 280)), at: t)
    h.handle(.pointerMove(CGPoint(x: 200, y: 274)), at: t + 0.01)
    h.handle(.pointerMove(CGPoint(x: 200, y: 274 - distance)), at: t + 0.02)
    h.update(now: t + 0.02)
  }

  @Test("at rest the 34 pt title sits in the 52 pt area under the 44 pt bar, rows below it")
  func atRest() throws {
    let h = navigationHost(Mailbox())
    // The bar is 0–44 and the large-title area 44–96 (UIKit's 44 + 52 = 96 pt), so the
    // first 44 pt row spans 96–140: its text's centre is at 118.
    let row = try #require(h.dump().text("row 0"))
    #expect(row.rect.midY == 118)
    // The title: one line of 34 pt (1.2 × 34 = 40.8 pt tall in the test metrics) whose
    // bottom is 6 pt above the area's bottom: 90 − 40.8 = 49.2 to 90, 16 pt in.
    let titles = texts(h, "Inbox")
    #expect(titles.count == 1, "no inline title while the large one shows")
    let title = try #require(titles.first)
    #expect(abs(title.rect.minY - 49.2) < 0.01 && title.rect.maxY == 90)
    #expect(title.rect.minX == 16)
  }

  @Test(
    "the title scrolls with the content; the inline title is in once 42 pt have gone under",
    arguments: [(30, false), (41, false), (42, true), (80, true)] as [(CGFloat, Bool)])
  func scrolls(offset: CGFloat, inline: Bool) throws {
    let h = navigationHost(Mailbox())
    dragUp(h, by: offset, at: 1)
    // The inline title fades in over 0.15 s from 52 − 10 = 42 pt (BarAppearanceTests).
    h.update(now: 1.2)
    // Row and title move up by the offset, as content of the scroll view.
    let row = try #require(h.dump().text("row 0"))
    #expect(row.rect.midY == 118 - offset)
    let titles = texts(h, "Inbox")
    let large = try #require(titles.first { $0.rect.height > 40 })
    #expect(large.rect.maxY == 90 - offset)
    // The inline title: 17 pt semibold (20.4 pt tall) centred in the 44 pt bar: 11.8–32.2.
    let small = titles.filter { $0.rect.height < 21 }
    #expect(small.count == (inline ? 1 : 0))
    if let small = small.first { #expect(abs(small.rect.midY - 22) < 0.01) }
  }

  @Test("the large title follows content pulled down past the top")
  func pulledDown() throws {
    let h = navigationHost(Mailbox())
    h.handle(.pointerDown(CGPoint(x: 200, y: 100)), at: 1)
    h.handle(.pointerMove(CGPoint(x: 200, y: 106)), at: 1.01)
    h.handle(.pointerMove(CGPoint(x: 200, y: 146)), at: 1.02)
    h.update(now: 1.02)
    let row = try #require(h.dump().text("row 0"))
    let title = try #require(h.dump().text("Inbox"))
    // Whatever the rubber band made of the 40 pt pull, both moved down by the same amount.
    let moved = row.rect.midY - 118
    #expect(moved > 0)
    #expect(title.rect.maxY == 90 + moved)
  }

  @Test("content that does not scroll keeps the 96 pt bar with the title fixed in it")
  func stillContent() throws {
    let h = navigationHost(StillScreen())
    let title = try #require(h.dump().text("Still"))
    #expect(title.rect.maxY == 90)
    // The screen starts under the 96 pt bar, and the VStack fills it (its scroll view
    // takes all the height left): the first text is at 96.
    let top = try #require(h.dump().text("top"))
    #expect(top.rect.minY == 96)
  }
}
