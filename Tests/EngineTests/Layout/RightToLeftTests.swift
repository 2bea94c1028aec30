import Fixtures
import Foundation
import Testing

@testable import Engine

/// `.environment(\.layoutDirection, .rightToLeft)`: containers reflect their left-to-right
/// placement in their own frame, as SwiftUI does. Each expected x is the left-to-right x
/// reflected by hand: x' = minX + maxX − (x + width) of the container.
@MainActor
@Suite("Right to left: stacks, alignment, padding and text lines mirror")
struct RightToLeftTests {
  func rtl<V: View>(_ view: V) -> ViewDump {
    laidOut(view.environment(\.layoutDirection, .rightToLeft))
  }

  @Test("an HStack of three fixed widths runs from the right")
  func hstackOrder() {
    let stack = HStack(spacing: 10) {
      Color.red.frame(width: 50, height: 20)
      Color.green.frame(width: 60, height: 20)
      Color.blue.frame(width: 70, height: 20)
    }
    // 50 + 60 + 70 + 2 × 10 = 200 wide, centred in 400: 100…300. Left to right the frames
    // start at 100, 160 and 230; reflected in 100…300 they start at 400 − 150 = 250,
    // 400 − 220 = 180 and 400 − 300 = 100.
    let ltr = laidOut(stack).all.filter { $0.type == "frame" }.map(\.rect.minX)
    let mirrored = rtl(stack).all.filter { $0.type == "frame" }.map(\.rect.minX)
    #expect(ltr == [100, 160, 230])
    #expect(mirrored == [250, 180, 100])
  }

  @Test("leading alignment and leading padding are on the right")
  func alignmentAndPadding() {
    // A leading VStack 100 wide, centred: 150…250; the 50-wide view sits at its right
    // edge, 250 − 50 = 200.
    let stack = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 50, height: 10)
      Color.blue.frame(width: 100, height: 10)
    }
    #expect(rtl(stack).all.filter { $0.type == "frame" }.map(\.rect.minX) == [200, 150])
    // 20 of leading padding around 50: 70 wide, centred at 165…235; the content leaves the
    // 20 at its right, 165…215.
    let padded = Color.red.frame(width: 50, height: 10).padding(.leading, 20)
    #expect(rtl(padded).first("frame")?.rect.minX == 165)
    #expect(laidOut(padded).first("frame")?.rect.minX == 185)
  }

  @Test("a wrapped text's lines align to the right")
  func textLines() {
    // At 20 pt a character is 10 wide: "a bbb" in 35 sets "a" (10) over "bbb" (30). The
    // 35 frame is centred in 400 at a whole point, (400 − 35) / 2 = 182.5 → 183, and the
    // 30-wide text centred in it: 185.5…215.5. Leading is the right: "a"'s centre is
    // 185.5 + 30 − 10 + 5 = 210.5 (left to right it would be 190.5).
    let text = Text("a bbb").font(.system(size: 20)).frame(width: 35)
    let graph = ViewGraph(
      root: text.environment(\.layoutDirection, .rightToLeft),
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    let centres = graph.displayList().commands.compactMap { c -> CGFloat? in
      if case .text(let s, _, let p, _, _) = c, s == "a" { p.x } else { nil }
    }
    #expect(centres == [210.5])
  }

  @Test("lines in a right-to-left script align to the right in a left-to-right layout too")
  func rightToLeftScript() {
    // "ابج د" at 20 pt in 35 sets "ابج" (30) over "د" (10), in the same 185.5…215.5 as
    // above; leading is the right of a line whose first letter is Arabic: "د"'s centre is
    // 185.5 + 30 − 10 + 5 = 210.5.
    let text = Text("ابج د").font(.system(size: 20)).frame(width: 35)
    let graph = ViewGraph(
      root: text, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    let centres = graph.displayList().commands.compactMap { c -> CGFloat? in
      if case .text(let s, _, let p, _, _) = c, s == "د" { p.x } else { nil }
    }
    #expect(centres == [210.5])
  }
}
