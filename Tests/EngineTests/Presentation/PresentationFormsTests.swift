import Engine
import Fixtures
import Foundation
import Testing

/// A recipe a sheet is presented for.
private struct Pick: Identifiable {
  let id: Int
}

/// Buttons that present a sheet for an item, a full-screen cover and a popover.
private struct FormsPresenter: View {
  @State private var item: Pick?
  @State private var covers = false
  @State private var pops = false

  var body: some View {
    VStack {
      Text("item \(item.map { "\($0.id)" } ?? "nil")")
      Button("pick 1") { item = Pick(id: 1) }
      Button("pick 2") { item = Pick(id: 2) }
      Button("cover") { covers = true }
      Button("pop") { pops = true }
      Spacer()
    }
    .sheet(item: $item) { pick in ItemSheet(id: pick.id) }
    .fullScreenCover(isPresented: $covers) { Dismisser(label: "cover content") }
    .popover(isPresented: $pops) { Dismisser(label: "popover content") }
  }
}

/// A sheet's content with state of its own.
private struct ItemSheet: View {
  let id: Int
  @Environment(\.dismiss) private var dismiss
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("sheet \(id) taps \(taps)")
      Button("tap") { taps += 1 }
      Button("close") { dismiss() }
    }
  }
}

/// Content that names itself and closes through `dismiss`.
private struct Dismisser: View {
  let label: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text(label)
      Button("close \(label)") { dismiss() }
    }
  }
}

/// `sheet(item:)`, `fullScreenCover` and `popover`, each presented and ended through
/// `dismiss`, in the 400×300 test window.
@MainActor
@Suite("Presentation forms: sheet(item:), fullScreenCover, popover")
struct PresentationFormsTests {
  /// The rectangle of the first fill covering the window's width from `top` down.
  private func card(_ h: ViewHost, top: CGFloat) -> CGRect? {
    for case .fill(let rect, _, let color) in h.displayList().commands
    where rect.minY == top && rect.width == 400 && rect.maxY == 300 && color.alpha == 255 {
      return rect
    }
    return nil
  }

  @Test("sheet(item:) shows the item's content; dismiss sets the item nil")
  func sheetItem() {
    let h = navigationHost(FormsPresenter())
    #expect(h.tap("pick 1", at: 0.1))
    h.update(now: 0.1 + PresentationTests.settle)
    #expect(h.shows("sheet 1 taps 0"))
    // A sheet is a card 10 pt below the window's top (UIKit's page sheet on an iPhone).
    #expect(card(h, top: 10) != nil)
    #expect(h.tap("tap", at: 2))
    #expect(h.shows("sheet 1 taps 1"))
    #expect(h.tap("close", at: 3))
    h.update(now: 3 + PresentationTests.settle)
    #expect(h.shows("item nil"))
    #expect(!h.shows("sheet 1 taps 1"))
  }

  @Test("a new item is new content, with new state")
  func newItemNewState() {
    let h = navigationHost(FormsPresenter())
    #expect(h.tap("pick 1", at: 0.1))
    h.update(now: 0.1 + PresentationTests.settle)
    #expect(h.tap("tap", at: 2))
    #expect(h.shows("sheet 1 taps 1"))
    // Escape ends it; the second item's sheet starts from nothing.
    h.handle(.key(KeyPress(key: .escape)), at: 3)
    h.update(now: 3 + PresentationTests.settle)
    #expect(h.shows("item nil"))
    #expect(h.tap("pick 2", at: 5))
    h.update(now: 5 + PresentationTests.settle)
    #expect(h.shows("sheet 2 taps 0"))
  }

  @Test("a full-screen cover fills the window from its top; dismiss ends it")
  func cover() {
    let h = navigationHost(FormsPresenter())
    #expect(h.tap("cover", at: 0.1))
    h.update(now: 0.1 + PresentationTests.settle)
    #expect(h.shows("cover content"))
    #expect(card(h, top: 0) != nil)
    #expect(h.tap("close cover content", at: 2))
    h.update(now: 2 + PresentationTests.settle)
    #expect(!h.shows("cover content"))
  }

  @Test("a popover is a sheet, as an iPhone shows one")
  func popover() {
    let h = navigationHost(FormsPresenter())
    #expect(h.tap("pop", at: 0.1))
    h.update(now: 0.1 + PresentationTests.settle)
    #expect(h.shows("popover content"))
    #expect(card(h, top: 10) != nil)
    #expect(h.tap("close popover content", at: 2))
    h.update(now: 2 + PresentationTests.settle)
    #expect(!h.shows("popover content"))
  }
}
