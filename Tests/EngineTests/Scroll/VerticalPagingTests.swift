import Engine
import Fixtures
import Foundation
import Testing

/// Five 300-pt pages in a vertical paging scroll view, 300 pt tall: one page per viewport.
@MainActor
private struct PagedColumn: View {
  var axis: Axis = .vertical
  var body: some View {
    ScrollView(axis == .vertical ? .vertical : .horizontal) {
      if axis == .vertical {
        VStack(spacing: 0) {
          ForEach(0..<5, id: \.self) { i in Color.blue.frame(width: 300, height: 300).id(i) }
        }
      } else {
        HStack(spacing: 0) {
          ForEach(0..<5, id: \.self) { i in Color.blue.frame(width: 300, height: 300).id(i) }
        }
      }
    }
    .scrollTargetBehavior(.paging)
  }
}

/// The ids a `scrollPosition` binding was written.
@MainActor
private final class Written {
  var ids: [Int?] = []
  var binding: Binding<Int?> {
    Binding(get: { self.ids.last ?? 0 }, set: { self.ids.append($0) })
  }
}

/// A vertical column of ten 200-pt rows, `.viewAligned` with a bound position.
@MainActor
private struct AlignedColumn: View {
  let written: Written
  var body: some View {
    ScrollView {
      VStack(spacing: 10) {
        ForEach(0..<10, id: \.self) { i in Color.green.frame(height: 200).id(i) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .scrollPosition(id: written.binding)
  }
}

/// The scroll physics is axis-neutral: a vertical scroll view pages along y with the same
/// numbers a horizontal one pages with along x.
@MainActor
@Suite("vertical paging: the same physics along y")
struct VerticalPagingTests {
  /// The content offset along `axis`.
  static func offset(_ clock: HostClock, _ axis: Axis) -> Double {
    let o = clock.host.dump().first("ScrollView")?.contentOffset ?? []
    guard o.count == 2 else { return .nan }
    return axis == .vertical ? o[1] : o[0]
  }

  /// Presses at 250 along the axis, moves 8 pt per frame back for `frames` frames, holds
  /// `hold` frames, releases. `along` maps a position along the axis to a window point.
  static func drag(
    _ clock: inout HostClock, _ axis: Axis, frames: Int, hold: Int
  ) {
    func point(_ a: Double) -> CGPoint {
      axis == .vertical ? CGPoint(x: 150, y: a) : CGPoint(x: a, y: 150)
    }
    clock.host.pointerDown(point(250), at: 0.1)
    var t = 0.1
    for k in 1...frames {
      t = 0.1 + Double(k) / 60
      clock.run(until: t)
      clock.host.pointerMoved(point(250 - Double(k) * 8), at: t)
    }
    clock.run(until: t + Double(hold) / 60)
    clock.host.pointerUp(point(250 - Double(frames) * 8), at: clock.now)
  }

  @Test(
    "a slow drag rests on the nearest page: 300, one viewport down",
    arguments: [Axis.vertical, .horizontal])
  func slowDrag(axis: Axis) {
    var clock = HostClock(PagedColumn(axis: axis), width: 300, height: 300)
    // 30 moves of 8 pt: tracking begins at the first (8 ≥ the 6-pt slop), so the content
    // moves 29·8 = 232 pt. Held 12 frames (0.2 s, past the 100-ms velocity window): no
    // velocity, and the nearest multiple of 300 to 232 is 300.
    Self.drag(&clock, axis, frames: 30, hold: 12)
    #expect(Self.offset(clock, axis) == 232)
    clock.run(until: clock.now + 2)
    #expect(Self.offset(clock, axis) == 300)
    #expect(!clock.host.isAnimating)
  }

  @Test(
    "a flick projects UIScrollView's deceleration: 600, two pages",
    arguments: [Axis.vertical, .horizontal])
  func flick(axis: Axis) {
    var clock = HostClock(PagedColumn(axis: axis), width: 300, height: 300)
    // Released in motion at 8 pt per 1/60 s = 480 pt/s from offset 232: the projection is
    // 232 + 480·0.998/(1 − 0.998)/1000 = 232 + 239.52 = 471.52, nearer 600 than 300
    // (.paging has no one-page limit).
    Self.drag(&clock, axis, frames: 30, hold: 0)
    clock.run(until: clock.now + 2)
    #expect(Self.offset(clock, axis) == 600)
  }

  @Test("↓ and End page a vertical scroll view; the wheel's notch moves one page")
  func keysAndWheel() {
    var clock = HostClock(PagedColumn(), width: 300, height: 300)
    clock.host.key(.next, at: 0.1)
    clock.run(until: 2)
    #expect(Self.offset(clock, .vertical) == 300)
    clock.host.key(.last, at: 2)
    clock.run(until: 4)
    // Content 5·300 = 1500 tall in 300: the last page rests at 1200.
    #expect(Self.offset(clock, .vertical) == 1200)
    // One notch toward the user (dy = +1) scrolls back one page.
    clock.host.wheel(dx: 0, dy: 1, shift: false, at: 4)
    clock.run(until: 6)
    #expect(Self.offset(clock, .vertical) == 900)
  }

  @Test(".viewAligned rests rows on the top edge and writes the bound position")
  func viewAlignedColumn() {
    let written = Written()
    var clock = HostClock(AlignedColumn(written: written), width: 300, height: 300)
    // Rows every 210 pt (200 + 10). A slow 232-pt drag (as above) rests on the row whose
    // top is nearest: 232/210 ≈ 1.1, row 1 at 210; one row per flick at most.
    Self.drag(&clock, .vertical, frames: 30, hold: 12)
    clock.run(until: clock.now + 2)
    #expect(Self.offset(clock, .vertical) == 210)
    #expect(written.ids.last == 1)
  }
}
