import Engine
import Foundation
import Testing

struct UnitPointTests {
  @Test(
    arguments: [
      (UnitPoint.zero, 0, 0), (.topLeading, 0, 0), (.top, 0.5, 0), (.topTrailing, 1, 0),
      (.leading, 0, 0.5), (.center, 0.5, 0.5), (.trailing, 1, 0.5),
      (.bottomLeading, 0, 1), (.bottom, 0.5, 1), (.bottomTrailing, 1, 1),
    ] as [(UnitPoint, CGFloat, CGFloat)])
  func namedPointsSitWhereSwiftUIPutsThem(point: UnitPoint, x: CGFloat, y: CGFloat) {
    #expect(point == UnitPoint(x: x, y: y))
  }
}
