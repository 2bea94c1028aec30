import Engine
import Fixtures
import Foundation
import Testing

/// What hover and key handlers saw, in order.
@MainActor
final class InteractionLog {
  var lines: [String] = []
  /// Which keys the inner handler takes (the rest it ignores).
  var innerTakes: Set<KeyEquivalent> = []
}

/// Two 100×100 squares side by side, and a third half under the second's right half.
@MainActor
private struct Squares: View {
  let log: InteractionLog

  var body: some View {
    OverlappingHStack(spacing: 0) {
      square("a", .red)
      square("b", .green)
    }
    .frame(width: 200, height: 100)
  }

  func square(_ name: String, _ color: Color) -> some View {
    color.frame(width: 100, height: 100).onHover { log.lines.append("\(name) \($0)") }
  }
}

/// Tiles that overlap (an HStack with negative spacing): the hovered one is raised with
/// `zIndex`.
@MainActor
private struct RaisedTiles: View {
  let log: InteractionLog
  @State private var hovered: Int?

  var body: some View {
    HStack(spacing: -50) {
      ForEach(0..<3, id: \.self) { i in
        Color(hue: Double(i) / 3, saturation: 1, brightness: 1)
          .frame(width: 100, height: 100)
          .zIndex(hovered == i ? 1 : 0)
          .onHover { inside in
            log.lines.append("\(i) \(inside)")
            if inside { hovered = i } else if hovered == i { hovered = nil }
          }
      }
    }
    .frame(width: 200, height: 100)
  }
}

/// Key handlers around a scroll view: the inner one takes the keys in `log.innerTakes`.
@MainActor
private struct Keyed: View {
  let log: InteractionLog
  let probe: PositionProbe

  var body: some View {
    VStack {
      SeedCarousel(lazy: false, probe: probe)
        .onKeyPress(phases: .all) { press in
          log.lines.append("inner \(press.characters) \(press.phase.rawValue)")
          return log.innerTakes.contains(press.key) ? .handled : .ignored
        }
    }
    .onKeyPress("a") {
      log.lines.append("outer a")
      return .handled
    }
    .onKeyPress(characters: .decimalDigits) { press in
      log.lines.append("digits \(press.characters)")
      return .handled
    }
  }
}

@MainActor
@Suite("onHover and onKeyPress reach the views under the pointer and with handlers")
struct InteractionTests {
  @Test("moving across two squares leaves one and enters the next; leaving the window leaves all")
  func hoverFollowsThePointer() {
    let log = InteractionLog()
    var clock = HostClock(Squares(log: log), width: 400, height: 300)
    // The squares sit at x 100..200 and 200..300, y 100..200 (centred in 400×300).
    clock.host.handle(.pointerMove(CGPoint(x: 50, y: 150)), at: 0.1)
    #expect(log.lines.isEmpty, "outside both")
    clock.host.handle(.pointerMove(CGPoint(x: 150, y: 150)), at: 0.2)
    clock.host.handle(.pointerMove(CGPoint(x: 160, y: 150)), at: 0.3)
    #expect(log.lines == ["a true"], "entered once, not again for a move inside")
    clock.host.handle(.pointerMove(CGPoint(x: 250, y: 150)), at: 0.4)
    #expect(log.lines == ["a true", "a false", "b true"])
    clock.host.handle(.pointerLeft, at: 0.5)
    #expect(log.lines == ["a true", "a false", "b true", "b false"])
    clock.run(until: 1)
    #expect(log.lines.count == 4, "nothing more without input")
  }

  @Test("an overlapped tile is hovered only where it shows, and the hovered one rises")
  func hoverHitsTheTopmostTile() throws {
    let log = InteractionLog()
    var clock = HostClock(RaisedTiles(log: log), width: 400, height: 300)
    // Three 100-wide tiles in 200 points: at x 100, 150, 200; last on top.
    clock.host.handle(.pointerMove(CGPoint(x: 170, y: 150)), at: 0.1)
    #expect(log.lines == ["1 true"], "tile 1 covers tile 0 at x 170")
    clock.run(until: 0.2)
    // Raised, tile 1 now covers tile 2 where they overlap: still tile 1 at x 240.
    clock.host.handle(.pointerMove(CGPoint(x: 240, y: 150)), at: 0.3)
    #expect(log.lines == ["1 true"])
    clock.host.handle(.pointerMove(CGPoint(x: 260, y: 150)), at: 0.4)
    #expect(log.lines == ["1 true", "1 false", "2 true"])
  }

  @Test("content scrolling under a still pointer changes what is hovered; a drag waits")
  func hoverFollowsMovingContent() throws {
    let log = InteractionLog()
    let probe = PositionProbe()
    let pages = SeedCarousel(lazy: false, probe: probe)
    let view = ZStack {
      pages
    }
    .onHover { log.lines.append("carousel \($0)") }
    var clock = HostClock(view)
    clock.host.handle(.pointerMove(CGPoint(x: 450, y: 360)), at: 0.1)
    #expect(log.lines == ["carousel true"])
    // Pressing and dragging holds hover; the release looks again.
    clock.host.handle(.pointerDown(CGPoint(x: 450, y: 360)), at: 0.2)
    clock.host.handle(.pointerMove(CGPoint(x: 450, y: 600)), at: 0.3)
    #expect(log.lines == ["carousel true"], "no hover change while pressed")
    clock.host.handle(.pointerUp(CGPoint(x: 450, y: 600)), at: 0.4)
    #expect(log.lines == ["carousel true", "carousel false"])
    clock.run(until: 2)
    #expect(log.lines.count == 2)
  }

  @Test("a scroll moving pages under a resting pointer hovers the page that arrives")
  func hoverAfterScroll() throws {
    let log = InteractionLog()
    let probe = PositionProbe()
    var clock = HostClock(HoverPages(log: log, probe: probe))
    // The gap between pages 0 and 1 is at x 875..883: the pointer rests on page 1's left.
    clock.host.handle(.pointerMove(CGPoint(x: 890, y: 360)), at: 0.1)
    #expect(log.lines == ["1 true"])
    clock.host.handle(.command(.next), at: 0.2)
    clock.run(until: 2)
    // Page 1 now rests at x 25; page 2 starts at 883 - 858 + 858 = 883: under the pointer.
    #expect(probe.position?.wrappedValue == 1)
    #expect(log.lines == ["1 true", "1 false", "2 true"])
  }

  @Test("keys go to the innermost handler first; .ignored passes them outwards")
  func keyOrder() throws {
    let log = InteractionLog()
    let probe = PositionProbe()
    log.innerTakes = ["a"]
    var clock = HostClock(Keyed(log: log, probe: probe))
    clock.host.handle(.key(KeyPress(key: "a")), at: 0.1)
    #expect(log.lines == ["inner a 1"], "the inner handler took it; the outer never saw it")
    log.innerTakes = []
    clock.host.handle(.key(KeyPress(key: "a")), at: 0.2)
    #expect(log.lines.suffix(2) == ["inner a 1", "outer a"])
    clock.host.handle(.key(KeyPress(key: "7")), at: 0.3)
    #expect(log.lines.suffix(2) == ["inner 7 1", "digits 7"])
    // A key-up reaches only handlers that asked for it (the inner asked for all phases).
    clock.host.handle(.key(KeyPress(key: "a", phase: .up)), at: 0.4)
    #expect(log.lines.last == "inner a 4")
    #expect(log.lines.filter { $0 == "outer a" }.count == 1)
    clock.run(until: 1)
    #expect(probe.position?.wrappedValue == 0, "letters do not page")
  }

  @Test("an arrow no view handles pages the scroll view; a handled one does not")
  func unhandledArrowsPage() throws {
    let log = InteractionLog()
    let probe = PositionProbe()
    var clock = HostClock(Keyed(log: log, probe: probe))
    clock.host.handle(.key(KeyPress(key: .rightArrow)), at: 0.1)
    clock.run(until: 2)
    #expect(probe.position?.wrappedValue == 1)
    log.innerTakes = [.rightArrow]
    clock.host.handle(.key(KeyPress(key: .rightArrow)), at: 2)
    clock.run(until: 4)
    #expect(probe.position?.wrappedValue == 1, "handled by the view: the scroll view stays")
    // A held arrow's repeats page too; its release does not.
    log.innerTakes = []
    clock.host.handle(.key(KeyPress(key: .rightArrow, phase: .repeat)), at: 4)
    clock.host.handle(.key(KeyPress(key: .rightArrow, phase: .up)), at: 4.1)
    clock.run(until: 6)
    #expect(probe.position?.wrappedValue == 2)
  }
}

/// The seed's pages, each reporting hover by its index.
@MainActor
private struct HoverPages: View {
  let log: InteractionLog
  let probe: PositionProbe
  @State private var position: Int? = 0

  var body: some View {
    let _ = probe.position = $position
    ScrollView(.horizontal, showsIndicators: false) {
      HStack {
        ForEach(0..<10, id: \.self) { i in
          Color.blue
            .containerRelativeFrame(.horizontal)
            .frame(height: 60)
            .onHover { log.lines.append("\(i) \($0)") }
            .id(i)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .safeAreaPadding(.horizontal, 25)
    .scrollPosition(id: $position)
  }
}

/// The paging key table: arrows, Home and End, each its one carousel key.
@Suite("KeyCommand maps the paging keys; other keys are nothing")
struct KeyCommandTableTests {
  @Test("every command's usual key maps back to it", arguments: KeyCommand.allCases)
  func roundTrip(_ command: KeyCommand) {
    #expect(KeyCommand(command.press()) == command)
    for key in command.keys {
      #expect(KeyCommand(KeyPress(key: key)) == command)
    }
  }

  @Test("letters, Esc and the vertical arrows page nothing")
  func spellings() {
    #expect(KeyCommand(KeyPress(key: "a")) == nil)
    #expect(KeyCommand(KeyPress(key: .escape)) == nil)
    #expect(KeyCommand(KeyPress(key: .upArrow)) == nil)
    #expect(KeyEquivalent.function(0) == nil && KeyEquivalent.function(36) == nil)
  }

  @Test("a press and a repeat page; a release does nothing")
  func phases() {
    #expect(KeyCommand.next.performs(on: KeyPress(key: .rightArrow, phase: .repeat)))
    #expect(!KeyCommand.next.performs(on: KeyPress(key: .rightArrow, phase: .up)))
  }
}
