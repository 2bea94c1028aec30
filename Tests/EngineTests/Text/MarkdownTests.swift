import Fixtures
import Foundation
import Testing

@testable import Engine

/// Markdown in `Text` literals, read into styled runs as SwiftUI reads a
/// `LocalizedStringKey`; `Text(verbatim:)` and a `String` variable are not read.
@MainActor
@Suite("Text: Markdown in literals")
struct MarkdownTests {
  /// Each run's text and what it is: b bold, i italic, c code, s struck, l link.
  func runs(_ text: Text) -> [String] {
    text.runs.map { run in
      var marks = ""
      if run.style.weight == .bold { marks += "b" }
      if run.style.italic == true { marks += "i" }
      if run.style.monospaced == true { marks += "c" }
      if run.style.strikethrough?.isActive == true { marks += "s" }
      if run.style.link != nil { marks += "l" }
      return marks.isEmpty ? run.string : "\(run.string)/\(marks)"
    }
  }

  @Test("bold, italic, code, strikethrough and links become runs")
  func inlineSyntax() {
    // CommonMark's inline rules: ** and __ strong, * and _ emphasis, *** both, `…` a code
    // span, ~~ strikethrough (GitHub's extension, which SwiftUI reads), [text](url) a link.
    #expect(
      runs(Text("**bold** *italic* `code` [link](https://x.org)"))
        == ["bold/b", " ", "italic/i", " ", "code/c", " ", "link/l"])
    #expect(runs(Text("__a__ _b_ ***c*** ~~d~~")) == ["a/b", " ", "b/i", " ", "c/bi", " ", "d/s"])
    #expect(runs(Text("*a **b** c*")) == ["a /i", "b/bi", " c/i"])
  }

  @Test("a link keeps its destination and is drawn in the accent colour")
  func link() {
    let text = Text("see [the docs](https://example.com/a)")
    #expect(text.runs.last?.style.link == URL(string: "https://example.com/a"))
    let color = text.runs.last?.style.color(in: EnvironmentValues())
    #expect(color == Color.tint.resolved(in: EnvironmentValues()))
  }

  @Test("what is not Markdown shows as written")
  func literalDelimiters() {
    // Unpaired delimiters, a delimiter before a space, "_" inside a word, escapes.
    #expect(runs(Text("2 * 3 = 6")) == ["2 * 3 = 6"])
    #expect(runs(Text("snake_case_name")) == ["snake_case_name"])
    #expect(runs(Text("a \\*b\\* c")) == ["a *b* c"])
    #expect(runs(Text("[no link]")) == ["[no link]"])
    #expect(runs(Text("**open")) == ["**open"])
  }

  @Test("verbatim text and String variables are not read as Markdown")
  func verbatim() {
    let s = "**bold**"
    #expect(runs(Text(verbatim: "**bold**")) == ["**bold**"])
    #expect(runs(Text(s)) == ["**bold**"])
    // An interpolated value is shown as it is; the literal around it is read.
    #expect(runs(Text("**\(s)**")) == ["**bold**/b"])
  }

  @Test("a tap on a link opens it through openURL; elsewhere nothing")
  func tapOpensLink() {
    var opened: [URL] = []
    let view = Text("ab [cd](https://x.org)")
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.append(url)
          return .handled
        })
    let host = ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    // Body 17 pt: 8.5 per character, "ab cd" is 42.5 wide, centred: from 178.75, top
    // 139.8 (300 − 20.4 tall, halved). "cd" spans 204.25…221.25.
    host.pointerDown(CGPoint(x: 210, y: 150), at: 0)
    host.pointerUp(CGPoint(x: 210, y: 150), at: 0.1)
    #expect(opened == [URL(string: "https://x.org")!])
    host.pointerDown(CGPoint(x: 182, y: 150), at: 1)
    host.pointerUp(CGPoint(x: 182, y: 150), at: 1.1)
    #expect(opened.count == 1)
  }
}

extension MarkdownTests {
  @Test("a Text interpolated in a literal keeps its runs, styled by what is around it")
  func interpolatedText() {
    // "b" bold from its own modifier; inside "*…*" it is italic too, as the literal around it.
    #expect(runs(Text("a \(Text("b").bold()) c")) == ["a ", "b/b", " c"])
    #expect(runs(Text("*x \(Text("y").bold())*")) == ["x /i", "y/bi"])
  }
}
