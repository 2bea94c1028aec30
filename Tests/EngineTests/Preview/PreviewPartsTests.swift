import Foundation
import Testing

@testable import Engine

/// A provider's `previews` splits into one preview per view of a group or block, and
/// preview modifiers resolve as SwiftUI's environment does: the innermost wins.
@MainActor
@Suite("Previews: a provider's views and their traits")
struct PreviewPartsTests {
  struct Provider: PreviewProvider {
    static var previews: some View {
      Group {
        Text("a").previewDisplayName("A")
        Text("b").previewLayout(.fixed(width: 10, height: 20))
        Text("c")
      }
      .previewLayout(.sizeThatFits)
      .previewDevice("iPhone 15")
    }
  }

  @Test("each view of a group is a preview; outer modifiers apply where inner ones are unset")
  func groupSplits() {
    let entries = PreviewRegistration.entries(of: Provider.self, fileID: "M/F.swift", line: 3)
    #expect(entries.map(\.traits.name) == ["A", nil, nil])
    // The group's sizeThatFits reaches A and c; b's own fixed layout is closer, so it wins.
    #expect(
      entries.map(\.traits.layout) == [.sizeThatFits, .fixed(width: 10, height: 20), .sizeThatFits])
    #expect(entries.allSatisfy { $0.traits.device == "iPhone 15" })
    #expect(entries.allSatisfy { $0.fileID == "M/F.swift" && $0.line == 3 })
  }

  struct Single: PreviewProvider {
    static var previews: some View { Text("one") }
  }

  @Test("a provider with one plain view has one preview with no traits")
  func singleView() {
    let entries = PreviewRegistration.entries(of: Single.self, fileID: "M/F.swift", line: 1)
    #expect(entries.count == 1)
    #expect(entries.first?.traits == PreviewTraits())
  }

  @Test("#Preview's traits apply in order: a later layout replaces an earlier one")
  func macroTraits() {
    let pointer = PreviewRegistration.make(
      name: "N", fileID: "M/F.swift", line: 7, traits: .sizeThatFitsLayout, .landscapeLeft,
      .fixedLayout(width: 300, height: 100)
    ) { Text("x") }
    let entry = PreviewRegistration.entry(pointer)
    #expect(entry.traits.name == "N")
    #expect(entry.traits.layout == .fixed(width: 300, height: 100))
    #expect(entry.traits.orientation == .landscapeLeft)
  }

  @Test("the canvas: the window for the device, sides by orientation, fixed sizes, none to fit")
  func canvas() {
    let window = CGSize(width: 900, height: 720)
    var t = PreviewTraits()
    #expect(t.canvas(window: window) == window)
    // Portrait puts the shorter side across, landscape the longer (SwiftUI's orientations).
    t.orientation = .portrait
    #expect(t.canvas(window: window) == CGSize(width: 720, height: 900))
    t.orientation = .landscapeRight
    #expect(t.canvas(window: window) == CGSize(width: 900, height: 720))
    t.layout = .fixed(width: 300, height: 100)
    #expect(t.canvas(window: window) == CGSize(width: 300, height: 100))
    t.layout = .sizeThatFits
    #expect(t.canvas(window: window) == nil)
  }
}
