import Engine
import Fixtures
import Foundation
import Testing

/// The position a test writes (`position`, the state's own binding) and the ids the scroll
/// view wrote (`written`).
@MainActor
private final class Bound {
  var position: Binding<Int?>?
  var written: [Int?] = []
}

/// A free vertical scroll view, 300 × 300, over twenty rows 10 pt apart: even rows 100 pt
/// tall, odd rows 150. Row i starts at 270·(i/2) for even i and 270·(i/2) + 110 for odd i;
/// the content is 10·100 + 10·150 + 19·10 = 2690 tall, so the offset runs to 2690 − 300 = 2390.
@MainActor
private struct Rows: View {
  let bound: Bound
  var anchor: UnitPoint?
  @State private var position: Int?

  init(bound: Bound, anchor: UnitPoint? = nil, start: Int? = nil) {
    self.bound = bound
    self.anchor = anchor
    _position = State(initialValue: start)
  }

  var body: some View {
    let _ = bound.position = $position
    let logged = Binding<Int?>(
      get: { position },
      set: {
        position = $0
        bound.written.append($0)
      })
    ScrollView {
      VStack(spacing: 10) {
        ForEach(0..<20, id: \.self) { i in
          Color.green.frame(height: i.isMultiple(of: 2) ? 100 : 150).id(i)
        }
      }
      .scrollTargetLayout()
    }
    .scrollPosition(id: logged, anchor: anchor)
  }
}

/// `scrollPosition(id:anchor:)` on a scroll view without a target behaviour: a written id
/// scrolls by the anchor rules of Apple's `ScrollViewProxy.scrollTo(_:anchor:)` (the anchor
/// point of the row meets the same point of the scroll view; nil puts the row's top on the
/// top), clamped to the content; scrolling by hand writes the top-most row, or the row under
/// the anchor.
@MainActor
@Suite("scrollPosition with free scrolling")
struct FreeScrollPositionTests {
  static func offset(_ clock: HostClock) -> Double {
    clock.host.dump().first("ScrollView")?.contentOffset?[1] ?? .nan
  }

  /// Row 7 (odd, 150 tall) starts at 270·3 + 110 = 920.
  @Test(
    "writing an id lands the row where its anchor says",
    arguments: [
      (nil, 920.0),  // the row's top on the scroll view's top
      (UnitPoint.top, 920),
      (.center, 845),  // 920 + 75 − 150: the row's middle on the view's middle
      (.bottom, 770),  // 920 + 150 − 300: the row's bottom on the view's bottom
    ] as [(UnitPoint?, Double)])
  func writeLands(anchor: UnitPoint?, expected: Double) {
    let bound = Bound()
    var clock = HostClock(Rows(bound: bound, anchor: anchor), width: 300, height: 300)
    bound.position?.wrappedValue = 7
    clock.run(until: 1.0 / 60)
    #expect(Self.offset(clock) == expected)
    clock.run(until: 1)
    #expect(bound.written.isEmpty, "the scroll view does not write back what it was told")
  }

  @Test("a row past the end rests as far as the content goes, and the binding keeps it")
  func writeClamps() {
    let bound = Bound()
    var clock = HostClock(Rows(bound: bound), width: 300, height: 300)
    // Row 19 starts at 270·9 + 110 = 2540, past the largest offset 2390.
    bound.position?.wrappedValue = 19
    clock.run(until: 1)
    #expect(Self.offset(clock) == 2390)
    #expect(bound.written.isEmpty)
  }

  @Test("a write inside withAnimation moves there without rewriting the binding on the way")
  func animatedWrite() {
    let bound = Bound()
    var clock = HostClock(Rows(bound: bound), width: 300, height: 300)
    clock.run(until: 0.5)
    withAnimation { bound.position?.wrappedValue = 7 }
    clock.run(until: 0.6)
    let mid = Self.offset(clock)
    #expect(mid > 0 && mid < 920, "moving, not jumped: \(mid)")
    clock.run(until: 3)
    #expect(Self.offset(clock) == 920)
    #expect(bound.written.isEmpty)
  }

  /// Presses at y = 250, moves 8 pt up per frame for 30 frames, holds 12 frames (0.2 s,
  /// past the 100-ms velocity window), releases: tracking starts at the first move (8 ≥ the
  /// 6-pt slop), so the content moves 29·8 = 232 and stays there.
  static func drag(_ clock: inout HostClock) {
    clock.host.pointerDown(CGPoint(x: 150, y: 250), at: 0.1)
    var t = 0.1
    for k in 1...30 {
      t = 0.1 + Double(k) / 60
      clock.run(until: t)
      clock.host.pointerMoved(CGPoint(x: 150, y: 250 - Double(k) * 8), at: t)
    }
    clock.run(until: t + 12.0 / 60)
    clock.host.pointerUp(CGPoint(x: 150, y: 10), at: clock.now)
    clock.run(until: clock.now + 1)
  }

  @Test("scrolling by hand writes the top-most row in view")
  func dragWritesTopMost() {
    let bound = Bound()
    var clock = HostClock(Rows(bound: bound, start: 0), width: 300, height: 300)
    Self.drag(&clock)
    #expect(Self.offset(clock) == 232)
    // Row 0 ends at 100, row 1 spans 110…260: row 0 leaves the view once the offset passes
    // 100, and row 1 is the top-most until 260. So the binding went 0 → 1 once.
    #expect(bound.written == [1])
  }

  @Test("with an anchor, scrolling by hand writes the row under the anchor")
  func dragWritesAnchoredRow() {
    let bound = Bound()
    var clock = HostClock(Rows(bound: bound, anchor: .center), width: 300, height: 300)
    // The view's middle is 150 below the offset, which moves in steps of 8. At offset 8 the
    // point, 158, is in row 1 (110…260); from offset 112 (point 262) it is past row 1, so
    // the next, row 2 (270…370); from offset 224 (point 374) past row 2, so row 3 (380…530),
    // where it ends (232 + 150 = 382).
    Self.drag(&clock)
    #expect(bound.written == [1, 2, 3])
  }

  @Test("its drag events name offsets, not page 0")
  func eventsNameOffsets() {
    let bound = Bound()
    var clock = HostClock(Rows(bound: bound), width: 300, height: 300)
    Self.drag(&clock)
    let scroll: [ScrollEvent] = clock.events.compactMap {
      if case .scroll(let e) = $0.kind { return e }
      return nil
    }
    #expect(
      scroll == [
        .freeDragBegin(offset: 0), .freeDragEnd(velocity: 0, targetOffset: 232),
        .freeSettled(offset: 232),
      ])
  }
}
