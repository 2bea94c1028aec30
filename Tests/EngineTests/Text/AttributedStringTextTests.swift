import Foundation
import Testing

@testable import Engine

@MainActor
@Suite("Text: AttributedString runs")
struct AttributedStringTextTests {
  @Test("font, foregroundColor and link attributes become the runs' styles")
  func attributes() {
    var a = AttributedString("big")
    a.font = .title
    var b = AttributedString(" red")
    b.foregroundColor = .red
    var c = AttributedString(" link")
    c.link = URL(string: "https://x.org")
    let text = Text(a + b + c)
    #expect(text.runs.map(\.string) == ["big", " red", " link"])
    #expect(text.runs[0].style.font == .title)
    #expect(text.runs[1].style.color == .red)
    #expect(text.runs[2].style.link == URL(string: "https://x.org"))
  }
}
