import Engine
import Fixtures
import Foundation
import Testing

private enum Flavor: String, CaseIterable, Hashable {
  case chocolate, vanilla, strawberry
}

@MainActor
private struct FlavorPicker<S: PickerStyle>: View {
  let style: S
  @State var flavor = Flavor.chocolate

  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        Text("Choc").tag(Flavor.chocolate)
        Text("Van").tag(Flavor.vanilla)
        Text("Straw").tag(Flavor.strawberry)
      }
      .pickerStyle(style)
      Text("f=\(flavor.rawValue)")
      Spacer()
    }
  }
}

@MainActor
@Suite("Picker")
struct PickerTests {
  @Test("a click on a segment selects the choice its tag names")
  func segmentedSelectsByTag() throws {
    let h = controlHost(FlavorPicker(style: .segmented))
    // Three equal segments across the 400-pt window (UISegmentedControl divides its
    // width equally): each 400 / 3 wide; the third is centred at 400 × 5/6.
    let y = try #require(h.dump().text("Choc")).rect.midY
    h.click(CGPoint(x: 400 * 5 / 6, y: y), at: 0.1)
    #expect(h.shows("f=strawberry"))
    h.click(CGPoint(x: 400 / 2, y: y), at: 0.3)
    #expect(h.shows("f=vanilla"))
  }

  @Test("an inline picker selects a row on click and checks it")
  func inlineSelects() throws {
    let h = controlHost(FlavorPicker(style: .inline))
    h.click(try #require(h.dump().text("Straw")).rect.centre, at: 0.1)
    #expect(h.shows("f=strawberry"))
  }

  @Test("a menu picker opens on click, selects a choice, and closes")
  func menuSelects() throws {
    let h = controlHost(FlavorPicker(style: .menu))
    #expect(h.dump().text("Van") == nil, "closed: only the selection shows")
    h.click(try #require(h.dump().text("Choc")).rect.centre, at: 0.1)
    h.click(try #require(h.dump().text("Van")).rect.centre, at: 0.3)
    #expect(h.shows("f=vanilla"))
    #expect(h.dump().text("Straw") == nil, "closed after the choice")
  }

  @Test("a click outside the open menu and Escape close it without choosing")
  func menuCloses() throws {
    let h = controlHost(FlavorPicker(style: .menu))
    let title = try #require(h.dump().text("Choc")).rect.centre
    h.click(title, at: 0.1)
    #expect(h.shows("Straw"))
    h.click(CGPoint(x: 5, y: 295), at: 0.3)
    #expect(!h.shows("Straw"))
    h.click(title, at: 0.5)
    h.handle(.key(KeyPress(key: .escape)), at: 0.7)
    #expect(!h.shows("Straw"))
    #expect(h.shows("f=chocolate"))
  }

  @Test("an empty picker draws without trapping, in every style")
  func emptyPicker() {
    @MainActor func draw(_ view: some View) -> Int {
      controlHost(view).displayList().commands.count
    }
    let selection = Binding.constant(0)
    _ = draw(Picker("None", selection: selection) {}.pickerStyle(.segmented))
    _ = draw(Picker("None", selection: selection) {}.pickerStyle(.inline))
    _ = draw(Picker("None", selection: selection) {}.pickerStyle(.menu))
  }
}
