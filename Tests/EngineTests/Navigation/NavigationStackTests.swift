import Engine
import Fixtures
import Foundation
import Testing

/// A stack with its own path, pushed by links.
private struct LinkStack: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("to 7", value: 7)
        NavigationLink("to text", value: "text")
        NavigationLink("to view") { Closing() }
      }
      .navigationTitle("Home")
      .navigationDestination(for: Int.self) { CounterScreen(number: $0) }
    }
  }
}

/// A pushed screen that dismisses itself.
private struct Closing: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    Button("close \(isPresented)") { dismiss() }
  }
}

@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
  /// Lets a slide settle: the 0.35 s critically damped spring is within 0.5 pt of a 400 pt
  /// move after (1 + ωt)e^(−ωt) × 400 < 0.5 with ω = 2π/0.35: t ≈ 0.55 s; 1 s is past it.
  static let settle = 1.0

  @Test(
    "pushing two values through the path binding and popping one keeps the first screen's state")
  func pathPushPop() {
    let model = PathModel()
    let h = navigationHost(BoundStack(model: model))
    #expect(h.shows("root"))
    model.path = [1]
    h.update(now: 0.1)
    h.update(now: 0.1 + Self.settle)
    #expect(h.tap("add 1", at: 1.2))
    #expect(h.tap("add 1", at: 1.4))
    #expect(h.shows("screen 1 count 2"))
    model.path.append(2)
    h.update(now: 2)
    h.update(now: 2 + Self.settle)
    #expect(h.shows("screen 2 count 0"))
    #expect(!h.shows("screen 1 count 2"), "the covered screen is not drawn")
    model.path.removeLast()
    h.update(now: 4)
    h.update(now: 4 + Self.settle)
    #expect(h.shows("screen 1 count 2"), "state kept while it stayed on the stack")
    #expect(!h.shows("screen 2 count 0"))
  }

  @Test("the back button shows the previous title and pops through the binding")
  func backButton() {
    let model = PathModel()
    let h = navigationHost(BoundStack(model: model))
    model.path = [1, 2]
    h.update(now: 0.1)
    h.update(now: 0.1 + Self.settle)
    // Screen 1 has no title: its back button says "Back", as UIKit's does.
    #expect(h.tap("Back", at: 2))
    h.update(now: 2 + Self.settle)
    #expect(model.path == [1])
    #expect(h.shows("Numbers"), "screen 1's back button names the root's title")
    #expect(h.tap("Numbers", at: 4))
    h.update(now: 4 + Self.settle)
    #expect(model.path == [])
    #expect(h.shows("root"))
  }

  @Test("a re-pushed value is a new screen: state is per identity")
  func newIdentityNewState() {
    let model = PathModel()
    let h = navigationHost(BoundStack(model: model))
    model.path = [1]
    h.update(now: 0.1)
    h.update(now: 0.1 + Self.settle)
    h.tap("add 1", at: 1.2)
    model.path = []
    h.update(now: 2)
    h.update(now: 2 + Self.settle)
    model.path = [1]
    h.update(now: 4)
    h.update(now: 4 + Self.settle)
    #expect(h.shows("screen 1 count 0"))
  }

  @Test("a push slides in from the trailing edge on the 0.35 s critically damped spring")
  func slideCurve() throws {
    let model = PathModel()
    let h = navigationHost(BoundStack(model: model))
    model.path = [1]
    h.update(now: 1)
    h.update(now: 1.1)
    // Offset = 400 × (1 + ωt)e^(−ωt), ω = 2π/0.35 = 17.952/s, t = 0.1: ωt = 1.7952,
    // (2.7952)(0.16608) = 0.46424 → 185.70 pt; the label's centre is 200 pt in when placed.
    let text = try #require(h.dump().text("screen 1 count 0"))
    #expect(abs(text.rect.midX - (200 + 185.70)) < 0.5)
    h.update(now: 1 + Self.settle)
    let settled = try #require(h.dump().text("screen 1 count 0"))
    #expect(settled.rect.midX == 200)
  }

  @Test("a pop during a push turns the slide around; the screen goes once it is off")
  func interruptedPush() throws {
    let model = PathModel()
    let h = navigationHost(BoundStack(model: model))
    model.path = [1]
    h.update(now: 1)
    h.update(now: 1.1)
    model.path = []
    h.update(now: 1.1)
    h.update(now: 1.15)
    // Still on screen, moving back toward the trailing edge (no jump to either end).
    let moving = try #require(h.dump().text("screen 1 count 0"))
    #expect(moving.rect.midX > 200 && moving.rect.midX < 600)
    h.update(now: 1.1 + Self.settle)
    #expect(!h.shows("screen 1 count 0"))
    #expect(h.shows("root"))
    #expect(!h.isAnimating)
  }

  @Test("links push onto the stack's own path; Escape and Alt+← pop")
  func linksAndKeys() {
    let h = navigationHost(LinkStack())
    #expect(h.tap("to 7", at: 0.1))
    h.update(now: 0.1 + Self.settle)
    #expect(h.shows("screen 7 count 0"))
    h.handle(.key(KeyPress(key: .escape)), at: 2)
    h.update(now: 2 + Self.settle)
    #expect(h.shows("to 7"))
    h.tap("to 7", at: 4)
    h.update(now: 4 + Self.settle)
    h.handle(.key(KeyPress(key: .leftArrow)), at: 6)
    h.update(now: 6 + Self.settle)
    #expect(h.shows("screen 7 count 0"), "← alone is not back")
    h.handle(.key(KeyPress(key: .leftArrow, modifiers: .option)), at: 8)
    h.update(now: 8 + Self.settle)
    #expect(h.shows("to 7"))
  }

  @Test("dismiss pops a pushed screen, which is presented")
  func dismissPops() {
    let h = navigationHost(LinkStack())
    h.tap("to view", at: 0.1)
    h.update(now: 0.1 + Self.settle)
    #expect(h.tap("close true", at: 2))
    h.update(now: 2 + Self.settle)
    #expect(h.shows("to view"))
  }

  @Test("a link to a value no destination is registered for pushes nothing and says so once")
  func unregisteredDestination() {
    let h = navigationHost(LinkStack())
    _ = h.problems()
    h.tap("to text", at: 0.1)
    h.update(now: 0.1 + Self.settle)
    h.tap("to text", at: 2)
    let problems = h.problems()
    #expect(problems.count == 1)
    #expect(problems.first?.contains("no matching navigationDestination") == true)
    #expect(problems.first?.contains("“String”") == true)
    #expect(h.shows("to text"), "nothing was pushed")
  }

  @Test("a still stack with an @Observable model on screen does no frames and no wake-ups")
  func idle() {
    let model = PathModel()
    let h = navigationHost(BoundStack(model: model))
    model.path = [1]
    h.update(now: 0.1)
    h.update(now: 0.1 + Self.settle)
    _ = h.displayList()
    #expect(!h.needsFrame)
    #expect(!h.isAnimating)
    #expect(h.nextWake(now: 2) == nil)
    let evaluations = h.graph.bodyEvaluations
    let passes = h.graph.layoutPasses
    h.update(now: 10)
    #expect(!h.needsFrame)
    #expect(h.graph.bodyEvaluations == evaluations)
    #expect(h.graph.layoutPasses == passes)
  }
}
