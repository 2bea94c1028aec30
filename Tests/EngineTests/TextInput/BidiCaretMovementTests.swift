import Engine
import Fixtures
import Foundation
import Testing

/// "ab אבג cd" set as a left-to-right line (its first strong letter is Latin), every
/// cluster 10 pt wide, and where each of its 10 gaps is drawn once the Hebrew run is
/// reordered, worked out by hand from UAX #9:
///
/// - levels: a b ␠ 0, א ב ג 1, ␠ c d 0; displayed left to right as a b ␠ ג ב א ␠ c d, so
///   ג spans 30–40, ב 40–50, א 50–60.
/// - a gap follows the cluster before it as it reads: the right edge of a left-to-right
///   cluster, the left edge of a right-to-left one. Gaps 0…9: 0, 10, 20, 30 (after ␠),
///   50 (after א), 40 (after ב), 30 (after ג), 70 (after ␠), 80, 90.
private struct ReorderingMetrics: TextMeasuring {
  static let mixed = "ab אבג cd"
  static let offsets: [CGFloat] = [0, 10, 20, 30, 50, 40, 30, 70, 80, 90]

  func size(of text: String, font: FontSpec) -> CGSize {
    CGSize(width: CGFloat(text.count) * 10, height: 20)
  }

  func caretOffsets(of text: String, font: FontSpec) -> [CGFloat]? {
    text == Self.mixed ? Self.offsets : nil
  }
}

@MainActor
private final class Box {
  var text = ""
}

@MainActor
private struct MixedField: View {
  let box: Box
  @State private var text = ReorderingMetrics.mixed

  var body: some View {
    let _ = (box.text = text)
    TextField("", text: $text)
  }
}

/// The gap the caret reaches after `presses` presses of `key` from Home or End, read back
/// by typing "|" there.
@MainActor
private func gapAfter(_ presses: Int, _ key: KeyEquivalent, from start: KeyEquivalent) -> Int {
  let box = Box()
  let h = ViewHost(
    root: MixedField(box: box), size: CGSize(width: 400, height: 300), text: ReorderingMetrics())
  var t = 0.1
  func send(_ e: InputEvent) {
    h.handle(e, at: t)
    t += 0.1
  }
  send(.key(KeyPress(key: .tab)))
  send(.key(KeyPress(key: start)))
  for _ in 0..<presses { send(.key(KeyPress(key: key))) }
  send(.text("|"))
  return Array(box.text).firstIndex(of: "|") ?? -1
}

@MainActor
@Suite("Bidi caret movement")
struct BidiCaretMovementTests {
  /// → from Home goes to the nearest x to the right each time: 0 (gap 0), 10 (1), 20 (2),
  /// 30 (gaps 3 and 6: 3, the one next to gap 2), 40 (5), 50 (4), 70 (7), 80 (8), 90 (9),
  /// then stays at the line's right end.
  @Test(
    "Right moves the caret visually through a right-to-left run",
    arguments: zip(0...9, [0, 1, 2, 3, 5, 4, 7, 8, 9, 9]))
  func rightArrow(presses: Int, gap: Int) {
    #expect(gapAfter(presses, .rightArrow, from: .home) == gap)
  }

  /// ← from End: 90 (9), 80 (8), 70 (7), 50 (4), 40 (5), 30 (gaps 3 and 6: 6, next to gap
  /// 5), 20 (2), 10 (1), 0 (0), then stays.
  @Test(
    "Left moves the caret visually back through it",
    arguments: zip(0...9, [9, 8, 7, 4, 5, 6, 2, 1, 0, 0]))
  func leftArrow(presses: Int, gap: Int) {
    #expect(gapAfter(presses, .leftArrow, from: .end) == gap)
  }
}
