import Engine
import Fixtures
import Foundation
import Testing

/// A sheet, open from the start, at the detents the test gives.
private struct DetentSheet: View {
  let detents: Set<PresentationDetent>
  @Bindable var state: DetentState

  var body: some View {
    Text("under")
      .sheet(isPresented: $state.shows) {
        Text("card")
          .presentationDetents(detents, selection: $state.detent)
      }
  }
}

@Observable
private final class DetentState {
  var shows = true
  var detent = PresentationDetent.medium
}

/// The test window is 400 × 300: a sheet's full height is 300 − 10 = 290 pt.
@MainActor
@Suite("Sheet detents")
struct SheetDetentsTests {
  /// Long past the 0.5 s critically damped sheet spring.
  static let settle = 2.0

  private func host(_ detents: Set<PresentationDetent>, _ state: DetentState) -> ViewHost {
    let h = navigationHost(DetentSheet(detents: detents, state: state))
    h.update(now: 0)
    h.update(now: Self.settle)
    return h
  }

  /// The card's centre: the "card" text's, which the card centres at whole points (so
  /// within half a point). The card ends at the window's bottom, so a card `height` tall
  /// is centred at 300 − height / 2.
  private func cardCentre(_ h: ViewHost) throws -> CGFloat {
    try #require(h.dump().text("card")).rect.midY
  }

  @Test(
    "each detent's height against a 290 pt full height",
    arguments: [
      // large: all of it; medium: half; a fraction of it; a height, at most all of it.
      (PresentationDetent.large, 290), (.medium, 145), (.fraction(0.25), 72.5),
      (.height(200), 200), (.height(1000), 290),
    ] as [(PresentationDetent, CGFloat)])
  func heights(detent: PresentationDetent, height: CGFloat) throws {
    let state = DetentState()
    state.detent = detent
    let h = host([detent], state)
    #expect(abs(try cardCentre(h) - (300 - height / 2)) <= 0.5)
  }

  @Test("a sheet with medium and large opens at its smallest unless the selection says")
  func opensAtSmallest() throws {
    let state = DetentState()
    state.detent = .fraction(0.9)  // not one of the detents: ignored
    let h = host([.medium, .large], state)
    #expect(abs(try cardCentre(h) - (300 - 145 / 2)) <= 0.5)
  }

  @Test("setting the selection moves the sheet to that detent")
  func selectionMoves() throws {
    let state = DetentState()
    let h = host([.medium, .large], state)
    state.detent = .large
    h.update(now: 3)
    h.update(now: 3 + Self.settle)
    #expect(abs(try cardCentre(h) - (300 - 290 / 2)) <= 0.5)
  }

  /// A slow drag on the sheet's top: moves 0.05 s apart, then a rest of 0.2 s (past the
  /// velocity tracker's 0.1 s window) before the release, so the release has no velocity.
  private func drag(_ h: ViewHost, from y0: CGFloat, to y1: CGFloat, at t: Double) {
    h.handle(.pointerDown(CGPoint(x: 100, y: y0)), at: t)
    for i in 1...4 {
      let y = y0 + (y1 - y0) * CGFloat(i) / 4
      h.handle(.pointerMove(CGPoint(x: 100, y: y)), at: t + 0.05 * Double(i))
    }
    h.handle(.pointerUp(CGPoint(x: 100, y: y1)), at: t + 0.4)
  }

  @Test("dragging the grabber up past halfway settles at large and sets the selection")
  func dragUp() throws {
    let state = DetentState()
    let h = host([.medium, .large], state)
    // The medium card's top is at 300 − 145 = 155; its grabber band is 155…199. Up by 140:
    // 285 pt tall, nearer large (290) than medium (145).
    drag(h, from: 160, to: 20, at: 3)
    h.update(now: 3.4 + Self.settle)
    #expect(state.detent == .large)
    #expect(abs(try cardCentre(h) - (300 - 290 / 2)) <= 0.5)
  }

  @Test("following the pointer: mid-drag the card's top is where the pointer took it")
  func follows() throws {
    let state = DetentState()
    let h = host([.medium, .large], state)
    h.handle(.pointerDown(CGPoint(x: 100, y: 160)), at: 3)
    h.handle(.pointerMove(CGPoint(x: 100, y: 100)), at: 3.1)
    // 60 pt up: 145 + 60 = 205 pt tall, centre at 300 − 102.5.
    #expect(abs(try cardCentre(h) - (300 - 205 / 2)) <= 0.5)
  }

  @Test("dragging below half the smallest detent dismisses the sheet")
  func dragDownDismisses() {
    let state = DetentState()
    let h = host([.medium, .large], state)
    // Down by 90: 55 pt tall, under half of medium (72.5).
    drag(h, from: 160, to: 250, at: 3)
    h.update(now: 3.5)
    #expect(state.shows == false)
    h.update(now: 3.5 + Self.settle)
    #expect(!h.shows("card"))
  }

  @Test("a short drag down from large settles back at medium, not dismissed")
  func dragDownToMedium() {
    let state = DetentState()
    state.detent = .large
    let h = host([.medium, .large], state)
    // Large's top is at 10. Down by 120: 170 pt tall, nearest medium (145).
    drag(h, from: 15, to: 135, at: 3)
    h.update(now: 3.4 + Self.settle)
    #expect(state.shows)
    #expect(state.detent == .medium)
  }

  @Test("a flick up carries past the nearest detent: the release's projected height decides")
  func flick() {
    let state = DetentState()
    let h = host([.medium, .large], state)
    // 20 pt up in 0.02 s: 1000 pt/s. The height at release is 165 (nearer medium), but the
    // projection adds 1000 × 0.998 / (1000 × 0.002) = 499 pt: 664, nearest large.
    h.handle(.pointerDown(CGPoint(x: 100, y: 160)), at: 3)
    h.handle(.pointerMove(CGPoint(x: 100, y: 150)), at: 3.01)
    h.handle(.pointerMove(CGPoint(x: 100, y: 140)), at: 3.02)
    h.handle(.pointerUp(CGPoint(x: 100, y: 140)), at: 3.02)
    h.update(now: 3 + Self.settle)
    #expect(state.detent == .large)
  }

  /// The grabber: a 36 × 5 capsule, drawn when the sheet has several detents.
  private func grabbers(_ h: ViewHost) -> Int {
    h.displayList().commands.filter {
      if case .fill(let r, let radius, _) = $0 {
        r.size == CGSize(width: 36, height: 5) && radius == 2.5
      } else {
        false
      }
    }.count
  }

  @Test("the grabber shows with several detents and not with one")
  func grabber() {
    #expect(grabbers(host([.medium, .large], DetentState())) == 1)
    let one = DetentState()
    one.detent = .large
    #expect(grabbers(host([.large], one)) == 0)
  }
}
