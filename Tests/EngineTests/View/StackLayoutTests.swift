import Engine
import Fixtures
import Foundation
import Testing

/// SwiftUI's stack algorithm, case by case, with text 10 pt per character and 24 pt a line
/// (size 20) so every expected frame is arithmetic.
@MainActor
@Suite("Stacks lay out as SwiftUI's do")
struct StackLayoutTests {
  @Test("the root is centred in the window")
  func rootIsCentred() throws {
    let root = laidOut(Text("abcd").font(.system(size: 20)), 400, 300)
    #expect(root.rect == CGRect(x: 180, y: 138, width: 40, height: 24))
  }

  @Test("a fixed child keeps its ideal width and a flexible one takes the rest, 8 apart")
  func flexibleTakesTheRest() throws {
    let root = laidOut(
      HStack {
        Text("abc").font(.system(size: 20))
        Color.red
      }.frame(width: 200, height: 50), 400, 300)
    let stack = try #require(root.first("HStack"))
    let text = try #require(stack.text("abc"))
    let color = try #require(stack.first("Color"))
    #expect(stack.rect.width == 200)
    #expect(text.rect.width == 30)
    #expect(color.rect.width == CGFloat(162))
    #expect(color.rect.minX == text.rect.maxX + 8)
  }

  @Test("the least flexible child is sized first and text wraps in what is left")
  func leastFlexibleFirst() throws {
    // 11 characters = 110 pt ideal; offered 200 − 8 − 40 = 152 it fits, offered less it wraps.
    let root = laidOut(
      HStack(spacing: 8) {
        Text("hello world").font(.system(size: 20))
        Rectangle().frame(width: 40)
      }.frame(width: 120), 400, 300)
    let text = try #require(root.text("hello world"))
    // 120 − 8 − 40 = 72 offered: "hello" (50) and "world" (50) on two lines.
    #expect(text.rect.width == 50)
    #expect(text.rect.height == 48)
  }

  @Test("higher layout priority is offered the space first")
  func priorityWins() throws {
    let root = laidOut(
      HStack(spacing: 0) {
        Text("aaaa aaaa").font(.system(size: 20))
        Text("bbbb bbbb").font(.system(size: 20)).layoutPriority(1)
      }.frame(width: 140), 400, 300)
    // b (90 ideal) takes its full width first, leaving a 50 pt that wraps it to 40.
    #expect(root.text("bbbb bbbb")?.rect.width == 90)
    #expect(root.text("aaaa aaaa")?.rect.width == 40)
  }

  @Test("a spacer pushes its neighbours to the edges")
  func spacerPushes() throws {
    let root = laidOut(
      HStack {
        Text("a").font(.system(size: 20))
        Spacer()
        Text("b").font(.system(size: 20))
      }.frame(width: 300), 400, 300)
    let stack = try #require(root.first("HStack"))
    #expect(root.text("a")?.rect.minX == stack.rect.minX)
    #expect(root.text("b")?.rect.maxX == stack.rect.maxX)
  }

  @Test(
    "VStack aligns children on its horizontal guide",
    arguments: [(HorizontalAlignment.leading, 0.0), (.center, 15.0), (.trailing, 30.0)])
  func vstackAlignment(alignment: HorizontalAlignment, offset: Double) throws {
    let root = laidOut(
      VStack(alignment: alignment) {
        Text("abcde").font(.system(size: 20))
        Text("ab").font(.system(size: 20))
      }, 400, 300)
    let wide = try #require(root.text("abcde"))
    let narrow = try #require(root.text("ab"))
    #expect(Double(narrow.rect.minX - wide.rect.minX) == offset)
    #expect(narrow.rect.minY == wide.rect.maxY + 8)
  }

  @Test("padding() adds 16 on every edge; padding(.horizontal, 5) only on the sides")
  func padding() throws {
    let all = laidOut(Text("ab").font(.system(size: 20)).padding(), 400, 300)
    #expect(all.rect.size == CGSize(width: 20 + 32, height: 24 + 32))
    let sides = laidOut(Text("ab").font(.system(size: 20)).padding(.horizontal, 5), 400, 300)
    #expect(sides.rect.size == CGSize(width: 30, height: 24))
  }

  @Test("frame(maxWidth: .infinity) takes the proposal; a fixed frame centres its content")
  func frames() throws {
    let wide = laidOut(Text("ab").font(.system(size: 20)).frame(maxWidth: .infinity), 400, 300)
    #expect(wide.rect.width == 400)
    #expect(wide.text("ab")?.rect.midX == 200)
    let fixed = laidOut(
      Text("ab").font(.system(size: 20)).frame(width: 100, height: 50, alignment: .topLeading),
      400, 300)
    #expect(fixed.rect == CGRect(x: 150, y: 125, width: 100, height: 50))
    #expect(fixed.text("ab")?.rect.origin == CGPoint(x: 150, y: 125))
  }

  @Test("ZStack is the union of its children, aligned")
  func zstack() throws {
    let root = laidOut(
      ZStack(alignment: .bottomTrailing) {
        Color.blue.frame(width: 100, height: 60)
        Text("ab").font(.system(size: 20))
      }, 400, 300)
    #expect(root.rect.size == CGSize(width: 100, height: 60))
    #expect(root.text("ab")?.rect.maxX == root.rect.maxX)
    #expect(root.text("ab")?.rect.maxY == root.rect.maxY)
  }

  @Test("text wraps at words, then characters, and truncates at the line limit")
  func textWrapping() throws {
    let wrapped = laidOut(Text("ab cd").font(.system(size: 20)).frame(width: 25), 400, 300)
    #expect(wrapped.text("ab cd")?.rect.size == CGSize(width: 20, height: 48))
    let chars = laidOut(Text("abcdef").font(.system(size: 20)).frame(width: 35), 400, 300)
    #expect(chars.text("abcdef")?.rect.size == CGSize(width: 30, height: 48))
    let limited = laidOut(
      Text("aa bb cc dd").font(.system(size: 20)).lineLimit(1).frame(width: 60), 400, 300)
    // One line: "aa bb" does not fit with "…" (60 > 60 is false: "aa bb…" is 60) → kept.
    #expect(limited.text("aa bb cc dd")?.rect.height == 24)
  }

  @Test("ViewThatFits shows the first child whose ideal width fits")
  func viewThatFits() throws {
    func view(_ width: CGFloat) -> some View {
      ViewThatFits(in: .horizontal) {
        Text("a long label").font(.system(size: 20))
        Text("short").font(.system(size: 20))
      }.frame(width: width)
    }
    #expect(laidOut(view(200), 400, 300).text("a long label") != nil)
    #expect(laidOut(view(100), 400, 300).text("a long label") == nil)
    #expect(laidOut(view(100), 400, 300).text("short") != nil)
  }

  @Test("containerRelativeFrame splits the window into count parts, span of them, spaced")
  func containerRelative() throws {
    let root = laidOut(
      Color.red.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10), 410, 300)
    // (410 − 3·10) / 4 · 2 + 10 = 200
    #expect(root.rect.width == 200)
  }
}

@MainActor
@Suite("Font weight")
struct FontWeightTests {
  @Test("bold(), fontWeight(.semibold) and .headline set the text face bold; regular does not")
  func boldFaces() throws {
    func spec(_ view: some View) -> FontSpec? {
      let host = ViewHost(
        root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
      for case .text(_, let font, _, _, _) in host.displayList().commands { return font }
      return nil
    }
    #expect(spec(Text("a").bold())?.bold == true)
    #expect(spec(Text("a").fontWeight(.semibold))?.bold == true)
    #expect(spec(Text("a").font(.headline))?.bold == true)
    #expect(spec(Text("a").fontWeight(.medium))?.bold == false)
    #expect(spec(Text("a"))?.bold == false)
    // Emoji have one face: never bold.
    #expect(spec(Text("⚽️").bold())?.bold == false)
  }
}
