import Fixtures
import Foundation
import Testing

@testable import Engine

/// `Text + Text` and `Text`'s own modifiers, with `FixedTextMetrics`: a character is half
/// its point size wide, a line 1.2 point sizes tall, its baseline four fifths of the way
/// down (`TextMeasuring.ascent`'s default), so every position is plain arithmetic.
@MainActor
@Suite("Text: styled runs, joined with +")
struct TextRunTests {
  /// The styled lines a view draws in a 400×300 window.
  func styledLines<V: View>(_ view: V) -> [StyledTextLine] {
    let graph = ViewGraph(
      root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    return graph.displayList().commands.compactMap {
      if case .styledText(let line) = $0 { line } else { nil }
    }
  }

  @Test("each run keeps its own style: a bold \"a\" then an italic \"b\"")
  func runsKeepStyles() {
    let text = Text("a").bold() + Text("b").italic()
    #expect(text.runs.map(\.string) == ["a", "b"])
    let env = EnvironmentValues()
    let a = text.runs[0].style.fontSpec(for: "a", in: env)
    let b = text.runs[1].style.fontSpec(for: "b", in: env)
    #expect(a.bold && !a.italic)
    #expect(b.italic && !b.bold)
    // Body is 17 pt: "a" is 8.5 pt wide, so "b" starts 8.5 pt along the same baseline.
    let lines = styledLines(text)
    #expect(lines.count == 1)
    #expect(lines.first?.runs.map(\.x) == [0, 8.5])
    #expect(lines.first?.runs.map(\.font.bold) == [true, false])
    #expect(lines.first?.runs.map(\.font.italic) == [false, true])
  }

  @Test("a modifier on the joined text styles the runs that did not set it themselves")
  func innerModifierWins() {
    let text = (Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).underline()
    let lines = styledLines(text)
    let colors = lines.first?.runs.map(\.color)
    #expect(colors == [Color.red, Color.blue])
    // The underline takes each run's own colour (none given).
    #expect(lines.first?.runs.map(\.underline) == [Color.red, Color.blue])
  }

  @Test("runs of different sizes share the baseline of the tallest")
  func sharedBaseline() {
    // 10 pt: 12 tall, ascent 9.6; 20 pt: 24 tall, ascent 19.2. The line is 24 tall and the
    // baseline 19.2 below its top; the text is centred in the 300-pt window: top 138.
    let text = Text("a").font(.system(size: 10)) + Text("b").font(.system(size: 20))
    let line = styledLines(text).first
    #expect(line?.baseline.y == 138 + 19.2)
    #expect(line?.runs.map(\.x) == [0, 5])
    #expect(laidOut(text).first("Text")?.rect.size == CGSize(width: 15, height: 24))
  }

  @Test("joined runs wrap at spaces across run boundaries")
  func wrapsAcrossRuns() {
    // At 20 pt a character is 10 wide: "aa bb cc" is 80; in 55 the first line takes
    // "aa bb" (50) and "cc" (the bold run's) goes to the next, at its left end.
    let text = (Text("aa b") + Text("b cc").bold()).font(.system(size: 20))
    let lines = styledLines(text.frame(width: 55))
    #expect(lines.map { $0.runs.map(\.text) } == [["aa b", "b"], ["cc"]])
    #expect(lines.map { $0.runs.map(\.x) } == [[0, 40], [0]])
    #expect(lines[1].runs[0].font.bold)
  }

  @Test("tracking adds its points after each character, and sets each on its own")
  func tracking() {
    // 17-pt body: 8.5 per character plus 2 of tracking.
    let text = Text("ab").tracking(2)
    #expect(laidOut(text).first("Text")?.rect.width == 2 * (8.5 + 2))
    #expect(styledLines(text).first?.runs.map(\.x) == [0, 10.5])
  }

  @Test("view-level italic and textCase reach the text inside")
  func viewLevelModifiers() {
    let lines = styledLines(VStack { Text("ab").underline() }.italic().textCase(.uppercase))
    #expect(lines.first?.runs.map(\.text) == ["AB"])
    #expect(lines.first?.runs.first?.font.italic == true)
  }

  @Test("font designs and italic reach the font spec")
  func designs() {
    let env = EnvironmentValues()
    let serif = Text("a").font(.system(.title, design: .serif)).italic()
    let spec = serif.runs[0].style.fontSpec(for: "a", in: env)
    // `Font.title` is 28 pt (iOS 17's default Dynamic Type size).
    #expect(spec == FontSpec(.label, size: 28, italic: true, design: .serif))
    let mono = Text("a").monospaced().runs[0].style.fontSpec(for: "a", in: env)
    #expect(mono.design == .monospaced)
  }
}
