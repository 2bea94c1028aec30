import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private struct Docs: View {
  @State var opened: [String] = []

  var body: some View {
    VStack {
      Link("Docs", destination: URL(string: "https://example.com/docs")!)
      Text("opened=\(opened)")
    }
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened.append(url.absoluteString)
        return .handled
      })
  }
}

@MainActor
@Suite("Label and Link")
struct LabelLinkTests {
  @Test("a Label puts its symbol before its title, 8 pt apart")
  func labelOrder() throws {
    let d = laidOut(Label("Wi-Fi", systemImage: "wifi"))
    let icon = try #require(d.all.first { $0.type == "Image" }).rect
    let title = try #require(d.text("Wi-Fi")).rect
    #expect(title.minX - icon.maxX == 8)
    #expect(icon.midY == title.midY)
  }

  @Test("Button(_:systemImage:) labels the button with the symbol and the title and fires")
  func buttonWithSymbol() throws {
    let h = controlHost(Counter())
    let title = try #require(h.dump().text("Add")).rect
    #expect(h.dump().all.contains { $0.type == "Image" })
    h.click(title.centre, at: 0.1)
    #expect(h.shows("n=1"))
  }

  @Test("a click on a Link hands its URL to the environment's openURL")
  func linkOpens() throws {
    let h = controlHost(Docs())
    h.click(try #require(h.dump().text("Docs")).rect.centre, at: 0.1)
    #expect(h.shows("opened=[\"https://example.com/docs\"]"))
  }

  @Test("a Link's label is drawn in the tint: the accent blue, or .tint's colour")
  func linkTint() throws {
    func colour(_ list: DisplayList) -> Color? {
      for case .text("Docs", _, _, _, let c) in list.commands { return c }
      return nil
    }
    let url = URL(string: "https://example.com")!
    #expect(colour(controlHost(Link("Docs", destination: url)).displayList()) == .accentColor)
    #expect(
      colour(controlHost(Link("Docs", destination: url).tint(.red)).displayList()) == .red)
  }
}

@MainActor
private struct Counter: View {
  @State var n = 0

  var body: some View {
    VStack {
      Button("Add", systemImage: "plus") { n += 1 }
      Text("n=\(n)")
    }
  }
}
