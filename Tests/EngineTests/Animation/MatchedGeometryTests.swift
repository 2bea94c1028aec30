import Engine
import Fixtures
import Foundation
import Testing

/// A small red square that becomes a large rectangle, matched by id in a namespace.
@MainActor
private struct Expanding: View {
  let probe: Switch
  @Namespace private var space
  @State private var big = false

  var body: some View {
    let _ = probe.on = $big
    if big {
      Color.red.frame(width: 200, height: 100).matchedGeometryEffect(id: "card", in: space)
    } else {
      Color.red.frame(width: 50, height: 50).matchedGeometryEffect(id: "card", in: space)
    }
  }
}

@MainActor
@Suite("matchedGeometryEffect moves the frame from the removed view to the inserted one")
struct MatchedGeometryTests {
  @Test("half way through a linear animation the frame is half way between the two")
  func midAnimation() throws {
    let probe = Switch()
    let host = ViewHost(
      root: Expanding(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    // Centred in 400 × 300: the square at (175, 125, 50, 50), the rectangle at
    // (100, 100, 200, 100).
    #expect(redFills(host).map(\.0) == [CGRect(x: 175, y: 125, width: 50, height: 50)])
    withAnimation(.linear(duration: 1)) { probe.on?.wrappedValue = true }
    host.update(now: 1)
    host.update(now: 1.5)
    // Both views, the one fading out and the one fading in, are at the mean of the two
    // frames: (137.5, 112.5, 125, 75).
    let mid = redFills(host)
    #expect(mid.count == 2)
    for (rect, _) in mid {
      #expect(abs(rect.minX - 137.5) < 1e-6 && abs(rect.minY - 112.5) < 1e-6)
      #expect(abs(rect.width - 125) < 1e-6 && abs(rect.height - 75) < 1e-6)
    }
    host.update(now: 2.01)
    #expect(redFills(host).map(\.0) == [CGRect(x: 100, y: 100, width: 200, height: 100)])
  }

  @Test("a view that is not the source is placed at the source's frame")
  func followsSource() throws {
    struct Pair: View {
      @Namespace var space
      var body: some View {
        VStack(spacing: 0) {
          Color.red.frame(width: 50, height: 50).matchedGeometryEffect(id: 1, in: space)
          Color.blue.matchedGeometryEffect(id: 1, in: space, isSource: false)
            .frame(width: 10, height: 10)
        }
      }
    }
    let host = ViewHost(
      root: Pair(), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    // The stack is 50 + 10 tall, centred: the red square at (175, 120, 50, 50); the blue
    // colour under the effect is proposed that size and placed there, outside its own
    // 10 × 10 frame.
    let red = try #require(redFills(host).first).0
    #expect(red == CGRect(x: 175, y: 120, width: 50, height: 50))
    let blue = Color.blue
    let b = try #require(fills(host, red: blue.red, green: blue.green, blue: blue.blue).first).0
    #expect(b == red)
  }
}
