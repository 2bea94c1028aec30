import Engine
import Fixtures
import Foundation
import Testing

/// Counts the toolbar button's taps.
@MainActor
final class ToolbarLog {
  var edits = 0
}

private struct ToolbarStack: View {
  let log: ToolbarLog

  var body: some View {
    NavigationStack {
      Text("content")
        .navigationTitle("Home")
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { Button("Left") {} }
          ToolbarItem(placement: .principal) { Text("Middle") }
          ToolbarItemGroup(placement: .topBarTrailing) {
            Button("Edit") { log.edits += 1 }
          }
        }
    }
  }
}

private struct BottomBarStack: View {
  var body: some View {
    NavigationStack {
      Text("content")
        .toolbar {
          ToolbarItem(placement: .bottomBar) { Text("Status") }
        }
    }
  }
}

@MainActor
@Suite("Toolbar")
struct ToolbarTests {
  @Test("items sit at their placements in the 44 pt bar, the large title under it")
  func placements() throws {
    let h = navigationHost(ToolbarStack(log: ToolbarLog()))
    let dump = h.dump()
    let left = try #require(dump.text("Left"))
    let middle = try #require(dump.text("Middle"))
    let edit = try #require(dump.text("Edit"))
    let title = try #require(dump.text("Home"))
    // The bar's 16 pt margins in a 400 pt window; the principal item centred; all three
    // centred in the bar's 44 pt.
    #expect(left.rect.minX == 16)
    #expect(abs(edit.rect.maxX - (400 - 16)) < 0.01)
    #expect(abs(middle.rect.midX - 200) < 0.5)
    for item in [left, middle, edit] { #expect(abs(item.rect.midY - 22) < 0.5) }
    // The large title (34 pt bold) at the leading margin, in the 52 pt area under the bar.
    #expect(title.rect.minX == 16)
    #expect(title.rect.minY >= 44 && title.rect.maxY <= 96)
    // The content is laid out in the 300 − 96 = 204 pt under the bar, centred.
    let content = try #require(dump.text("content"))
    #expect(abs(content.rect.midY - (96 + 204 / 2)) < 0.5)
  }

  @Test("a toolbar button takes taps")
  func buttonTaps() {
    let log = ToolbarLog()
    let h = navigationHost(ToolbarStack(log: log))
    #expect(h.tap("Edit", at: 0.1))
    #expect(log.edits == 1)
  }

  @Test("a bottom bar item sits centred in the 44 pt toolbar at the bottom")
  func bottomBar() throws {
    let h = navigationHost(BottomBarStack())
    let dump = h.dump()
    let status = try #require(dump.text("Status"))
    // 300 pt window: the toolbar spans y 256…300, a 1 pt hairline (one pixel at scale 1)
    // on top; one item is centred in the 43 pt under it: 257 + 21.5 = 278.5.
    #expect(abs(status.rect.midY - 278.5) < 0.01)
    #expect(abs(status.rect.midX - 200) < 0.5)
    // No title: the inline 44 pt bar on top, the content centred in the 212 pt between.
    let content = try #require(dump.text("content"))
    #expect(abs(content.rect.midY - (44 + 212 / 2)) < 0.5)
  }
}
