import Engine
import Foundation
import Testing

/// The built-in shapes' paths in a rectangle (Apple's documentation of each shape).
@MainActor
@Suite("Built-in shapes outline their frame")
struct ShapePathTests {
  static let wide = CGRect(x: 0, y: 0, width: 100, height: 50)

  static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
      && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
  }

  static func start(_ path: Path) -> CGPoint? {
    var first: CGPoint?
    path.forEach { if first == nil, case .move(let p) = $0 { first = p } }
    return first
  }

  @Test("a circle is as wide as the shorter side, centred; an ellipse fills the rect")
  func circleAndEllipse() {
    // 100x50: a circle of diameter 50 centred at (50, 25) spans x 25...75.
    #expect(
      Self.close(
        Circle().path(in: Self.wide).boundingRect, CGRect(x: 25, y: 0, width: 50, height: 50)))
    #expect(Self.close(Ellipse().path(in: Self.wide).boundingRect, Self.wide))
    #expect(Rectangle().path(in: Self.wide).boundingRect == Self.wide)
  }

  @Test("a circular rounded rectangle starts where its top-left corner ends")
  func roundedStart() {
    let path = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: Self.wide)
    #expect(Self.start(path) == CGPoint(x: 10, y: 0))
    #expect(Self.close(path.boundingRect, Self.wide))
    // A radius past half the shorter side is clamped to it (25 here).
    let clamped = RoundedRectangle(cornerRadius: 90, style: .circular).path(in: Self.wide)
    #expect(Self.start(clamped) == CGPoint(x: 25, y: 0))
  }

  @Test("a continuous corner reaches 1.528 radii along each edge, where it fits")
  func continuousReach() {
    let path = RoundedRectangle(cornerRadius: 10).path(in: Self.wide)
    let start = Self.start(path) ?? .zero
    #expect(abs(start.x - 15.28) < 1e-9 && start.y == 0)
    #expect(Self.close(path.boundingRect, Self.wide))
  }

  @Test("a capsule's length is its straight sides plus a circle of its height")
  func capsuleLength() {
    // 100x50 circular capsule: two straight sides of 100 − 50 and two semicircles of
    // radius 25: 2·50 + 2π·25 = 257.08. Half the trimmed length measures it: the path from
    // 0 to 0.5 plus the rest must add up, and a half ends on the far side.
    let path = Capsule(style: .circular).path(in: Self.wide)
    let length = 2 * 50 + 2 * CGFloat.pi * 25
    // The top straight runs from x 25 to 75: it is 50 / 257.08 of the whole.
    let top = path.trimmedPath(from: 0, to: 50 / length)
    let end = top.currentPoint ?? .zero
    #expect(abs(end.x - 75) < 0.05 && abs(end.y) < 0.05)
  }

  @Test("an uneven rounded rectangle rounds each corner by its own radius")
  func uneven() {
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: 20, bottomTrailingRadius: 5, style: .circular)
    let path = shape.path(in: Self.wide)
    #expect(Self.start(path) == CGPoint(x: 20, y: 0))
    var points: [CGPoint] = []
    path.forEach { if case .line(let p) = $0 { points.append(p) } }
    // The square top-right corner is a plain line to (100, 0).
    #expect(points.contains(CGPoint(x: 100, y: 0)))
  }

  @Test("inset shapes draw inside by the amount, rounded corners less the amount")
  func insets() {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)
    let inset = RoundedRectangle(cornerRadius: 20, style: .circular).inset(by: 5).path(in: square)
    #expect(Self.close(inset.boundingRect, CGRect(x: 5, y: 5, width: 90, height: 90)))
    // Radius 20 − 5 = 15 from the inset edge at x 5.
    #expect(Self.start(inset) == CGPoint(x: 20, y: 5))
    #expect(
      Self.close(
        Circle().inset(by: 10).path(in: square).boundingRect,
        CGRect(x: 10, y: 10, width: 80, height: 80)))
  }

  @Test("a path is a shape that draws itself wherever it is")
  func pathAsShape() {
    let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.path(in: Self.wide) == path)
  }
}
