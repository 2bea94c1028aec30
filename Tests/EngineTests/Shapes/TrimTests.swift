import Engine
import Foundation
import Testing

/// `trimmedPath(from:to:)` and `trim(from:to:)`: fractions of the path's length, from where
/// the path starts (Apple's documentation of `Path.trimmedPath`).
@MainActor
@Suite("trim cuts a path by length")
struct TrimTests {
  static let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))

  static func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  @Test("half a 100-point square (perimeter 400) ends at the corner opposite its start")
  func halfSquare() {
    // 200 points from (0, 0): along the top to (100, 0), down the right side to (100, 100).
    let half = Self.square.trimmedPath(from: 0, to: 0.5)
    #expect(Self.near(half.currentPoint, CGPoint(x: 100, y: 100)))
    #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("a quarter to a half is the square's right side")
  func rightSide() {
    let side = Self.square.trimmedPath(from: 0.25, to: 0.5)
    // 100 to 200 points along: (100, 0) down to (100, 100).
    #expect(side.boundingRect == CGRect(x: 100, y: 0, width: 0, height: 100))
  }

  @Test("the closing line counts: 0.875 is halfway up the left side")
  func closingLine() {
    // 350 points: 300 to the bottom-left corner, 50 up the closing line.
    let part = Self.square.trimmedPath(from: 0, to: 0.875)
    #expect(Self.near(part.currentPoint, CGPoint(x: 0, y: 50)))
  }

  @Test("from at or after to is empty; 0 to 1 is the whole path")
  func degenerate() {
    #expect(Self.square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(Self.square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(Self.square.trimmedPath(from: 0, to: 1) == Self.square)
    #expect(Self.square.trimmedPath(from: -1, to: .nan).isEmpty)
  }

  @Test("a quarter of a circle from its rightmost point ends at its bottom")
  func circleQuarter() {
    // Circle in 100x100: starts at (100, 50) and turns clockwise on screen, so a quarter of
    // its length ends straight below the centre, at (50, 100).
    let path = Circle().trim(from: 0, to: 0.25).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(Self.near(path.currentPoint, CGPoint(x: 50, y: 100), 0.05))
  }
}

/// A dash pattern that would make more than `ShapeDrawing.dashLimit` dashes is drawn solid.
@MainActor
@Suite("Dashes are bounded")
struct DashBoundTests {
  @Test("a 0.001-point dash on a 400-point square would be 800 000 dashes: drawn solid")
  func tinyDashes() {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    let tiny = ShapeDrawing(
      path: square, mode: .stroke(StrokeStyle(dash: [0.001, 0.001]), antialiased: true),
      paint: .color(.black))
    #expect(tiny.boundedDash.isEmpty)
    // 10 + 10 points a period: 400 / 20 · 2 = 40 dashes.
    let fine = ShapeDrawing(
      path: square, mode: .stroke(StrokeStyle(dash: [10, 10]), antialiased: true),
      paint: .color(.black))
    #expect(fine.boundedDash == [10, 10])
  }
}
