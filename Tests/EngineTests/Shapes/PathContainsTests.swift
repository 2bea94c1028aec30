import Engine
import Foundation
import Testing

/// `Path.contains(_:eoFill:)`: whether a point is inside as a fill paints it.
@Suite("Path.contains follows the fill rules")
struct PathContainsTests {
  @Test("a circle holds its centre, not its bounding square's corner")
  func circle() {
    let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(p.contains(CGPoint(x: 50, y: 50)))
    // (5, 5) is 63.6 from the centre, beyond the radius 50; (3, 50) is 47 from it.
    #expect(!p.contains(CGPoint(x: 5, y: 5)))
    #expect(p.contains(CGPoint(x: 3, y: 50)))
    #expect(!p.contains(CGPoint(x: CGFloat.nan, y: 50)))
  }

  @Test("a pentagram's centre is inside by non-zero winding, outside by even-odd")
  func pentagram() {
    var p = Path()
    for i in 0..<5 {
      // Every second of five points on a circle of radius 50 about (50, 50).
      let a = Angle.degrees(-90 + Double(i) * 144).radians
      let q = CGPoint(x: 50 + 50 * cos(a), y: 50 + 50 * sin(a))
      if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
    }
    // Left open: a fill closes it.
    #expect(p.contains(CGPoint(x: 50, y: 50)))
    #expect(!p.contains(CGPoint(x: 50, y: 50), eoFill: true))
    // The top point's arm, 0.8 of the radius above the centre, winds once.
    #expect(p.contains(CGPoint(x: 50, y: 10), eoFill: true))
  }
}
