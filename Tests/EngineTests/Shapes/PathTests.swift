import Engine
import Foundation
import Testing

/// `Path`'s builder, elements and bounds (Apple's documentation of `Path` and Core
/// Graphics' path rules: a line without a current point moves there; `boundingRect` is the
/// tight box through the curves, not their control points).
@MainActor
@Suite("Path builds elements and bounds them")
struct PathTests {
  static func elements(_ path: Path) -> [Path.Element] {
    var out: [Path.Element] = []
    path.forEach { out.append($0) }
    return out
  }

  static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
      && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
  }

  @Test("a rectangle is a move, three lines and a close, clockwise from the top-left corner")
  func rectangleElements() {
    let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      Self.elements(path) == [
        .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)),
        .line(to: CGPoint(x: 40, y: 60)), .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
      ])
    #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("the closure initialiser, addLines and a line without a current point")
  func builder() {
    let path = Path { p in
      p.addLine(to: CGPoint(x: 1, y: 2))
      p.addLines([CGPoint(x: 5, y: 5), CGPoint(x: 9, y: 5)])
      p.closeSubpath()
    }
    #expect(
      Self.elements(path) == [
        .move(to: CGPoint(x: 1, y: 2)), .move(to: CGPoint(x: 5, y: 5)),
        .line(to: CGPoint(x: 9, y: 5)), .closeSubpath,
      ])
    // After a close the current point is the subpath's start.
    #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    #expect(Path().boundingRect.isNull)
    #expect(Path().isEmpty && !path.isEmpty)
  }

  @Test("a quadratic curve is bounded at its turning point, not its control point")
  func quadBounds() {
    var path = Path()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    // B(½) = ¼·0 + ½·100 + ¼·0 = 50 in y: the curve's lowest point, half the control's.
    #expect(Self.close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
  }

  @Test("an ellipse is bounded by the rectangle it is inscribed in")
  func ellipseBounds() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(Self.close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
    // It starts at the rightmost point.
    #expect(Self.elements(path).first == .move(to: CGPoint(x: 100, y: 25)))
  }

  @Test("clockwise: false sweeps the angle up, which turns clockwise on screen (y down)")
  func arcDirection() {
    var quarter = Path()
    quarter.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    // From (100, 50) through the lower right to (50, 100): the quarter below and right.
    #expect(Self.close(quarter.boundingRect, CGRect(x: 50, y: 50, width: 50, height: 50)))
    let end = quarter.currentPoint ?? .zero
    #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 100) < 1e-9)

    var long = Path()
    long.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90),
      clockwise: true)
    // The other way round: −90° (top), −180° (left), −270° (bottom): three quarters.
    #expect(Self.close(long.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100)))
  }

  @Test("an arc after a point starts with a line to the arc's start")
  func arcLineIn() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      center: CGPoint(x: 50, y: 0), radius: 10, startAngle: .degrees(180), endAngle: .zero,
      clockwise: false)
    // The start is at 180°: (50 − 10, 0 + 10·sin π), sin π within rounding of 0.
    guard case .line(let p) = Self.elements(path)[1] else {
      Issue.record("expected a line, got \(Self.elements(path)[1])")
      return
    }
    #expect(p.x == 40 && abs(p.y) < 1e-12)
  }

  @Test("offsetBy moves every point")
  func offset() {
    let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: -5)
    #expect(moved.boundingRect == CGRect(x: 5, y: -5, width: 10, height: 10))
  }

  @Test("Angle converts degrees and radians")
  func angles() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
  }
}

/// `addArc(tangent1End:tangent2End:radius:)`: the rounded corner between two lines (Core
/// Graphics' rule).
@MainActor
@Suite("Tangent arcs round a corner")
struct TangentArcTests {
  @Test("a 20-point arc rounds the corner of (0,0)→(100,0)→(100,100)")
  func roundsTheCorner() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    // A right angle: tangent points 20 from the corner, (80, 0) and (100, 20), centre
    // (80, 20); the path ends on the second line and stays within y 0…20.
    let end = path.currentPoint ?? .zero
    #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
    let bounds = path.boundingRect
    #expect(abs(bounds.maxX - 100) < 1e-9 && abs(bounds.maxY - 20) < 1e-9 && bounds.minY == 0)
    var first: Path.Element?
    var index = 0
    path.forEach {
      if index == 1 { first = $0 }
      index += 1
    }
    guard case .line(let t1)? = first else {
      Issue.record("expected a line first, got \(String(describing: first))")
      return
    }
    #expect(abs(t1.x - 80) < 1e-9 && abs(t1.y) < 1e-9)
  }

  @Test("addPath appends the other path's elements")
  func addPath() {
    var path = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
    path.addPath(Path(CGRect(x: 5, y: 5, width: 1, height: 1)))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 6, height: 6))
  }
}
