import Engine
import Fixtures
import Foundation
import Testing

/// The card modifier of Apple's "Reducing view modifier maintenance" article, written as
/// for SwiftUI.
private struct CardStyle: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(10)
      .background(Color.blue)
  }
}

extension View {
  fileprivate func cardStyle() -> some View {
    modifier(CardStyle())
  }
}

/// A modifier with state of its own, to check it keeps it across body evaluations.
private struct Tally: ViewModifier {
  @State private var count = 3
  let label: String

  func body(content: Content) -> some View {
    VStack(spacing: 0) {
      content
      Text("\(label) \(count)")
    }
  }
}

/// A modifier whose body reads an `@Observable` model.
@Observable
private final class Badge {
  var text = "one"
}

private struct Badged: ViewModifier {
  let badge: Badge
  func body(content: Content) -> some View {
    HStack(spacing: 0) {
      content
      Text(badge.text)
    }
  }
}

@MainActor
@Suite("ViewModifier applies its body around the content")
struct ViewModifierTests {
  @Test("a card style pads and backs its content, as the same modifiers written inline")
  func cardStyleMatchesInlineModifiers() throws {
    // Text "Hi" at the body font (17 pt, FixedTextMetrics: 0.5 em per character, 1.2 em
    // tall) is 17 x 20.4; padding 10 makes the card 37 x 40.4, centred in 400 x 300.
    let root = laidOut(Text("Hi").cardStyle(), 400, 300)
    let background = try #require(root.first("background"))
    #expect(background.rect.size == CGSize(width: 37, height: 40.4))
    let text = try #require(root.text("Hi"))
    #expect(text.rect.minX == background.rect.minX + 10)
    #expect(text.rect.minY == background.rect.minY + 10)
    let inline = laidOut(Text("Hi").padding(10).background(Color.blue), 400, 300)
    #expect(inline == root)
  }

  @Test("the content stands where the body puts it, and the modifier's state is its own")
  func contentPlaceholderAndState() throws {
    let root = laidOut(Text("A").modifier(Tally(label: "n")), 400, 300)
    let a = try #require(root.text("A"))
    let tally = try #require(root.text("n 3"))
    // A VStack with spacing 0: the tally's top is the content's bottom.
    #expect(tally.rect.minY == a.rect.maxY)
  }

  @Test("concat applies the first modifier, then the second around it")
  func concatOrder() throws {
    let root = laidOut(Text("A").modifier(Tally(label: "x").concat(Tally(label: "y"))), 400, 300)
    let x = try #require(root.text("x 3"))
    let y = try #require(root.text("y 3"))
    // The outer (second) modifier's label comes below the inner one's.
    #expect(y.rect.minY == x.rect.maxY)
  }

  @Test("a modifier's body is evaluated again when what it read changes")
  func observesWhatTheBodyReads() throws {
    let badge = Badge()
    let graph = ViewGraph(
      root: Text("A").modifier(Badged(badge: badge)), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    #expect(graph.dump().text("one") != nil)
    badge.text = "two"
    graph.update()
    #expect(graph.dump().text("two") != nil)
  }
}
