import Foundation
import Testing

@testable import Engine

/// UIKit's rubber band of docs/CONTRACT.md §3.3: shown = x·d·c/(d + c·x), c = 0.55, d = viewport width.
struct RubberBandTests {
  @Test(
    "the band matches x·d·c/(d + c·x) with c = 0.55",
    arguments: [0.5, 1, 17, 100, 358, 1000, 1e5] as [CGFloat], [60, 400, 1920] as [CGFloat])
  func matchesFormula(overshoot: CGFloat, dimension: CGFloat) {
    let expected = overshoot * dimension * 0.55 / (dimension + 0.55 * overshoot)
    #expect(abs(rubberBand(overshoot, dimension: dimension) - expected) < 1e-9 * dimension)
  }

  @Test("the band starts at slope c, grows monotonically and never reaches d")
  func shape() {
    let d: CGFloat = 400
    #expect(abs(rubberBand(1e-6, dimension: d) / 1e-6 - 0.55) < 1e-6)
    var last: CGFloat = 0
    for x in stride(from: 1 as CGFloat, through: 1e6, by: 997) {
      let y = rubberBand(x, dimension: d)
      #expect(y > last)
      #expect(y < d)
      last = y
    }
    // Half the limit is reached when c·x = d.
    #expect(abs(rubberBand(d / 0.55, dimension: d) - d / 2) < 1e-9)
  }

  @Test("no overshoot, no band")
  func zero() {
    #expect(rubberBand(0, dimension: 400) == 0)
  }
}
