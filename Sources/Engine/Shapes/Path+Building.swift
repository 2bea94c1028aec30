import Foundation

extension Path {
  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) {
    elements.append(.move(to: end))
  }

  /// A straight line from the current point to `end` (a move there when the path is empty,
  /// as Core Graphics treats a line without a current point).
  public mutating func addLine(to end: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    reopenIfClosed()
    elements.append(.line(to: end))
  }

  /// A quadratic Bézier curve from the current point to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    reopenIfClosed()
    elements.append(.quadCurve(to: end, control: control))
  }

  /// A cubic Bézier curve from the current point to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    reopenIfClosed()
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// A closed rectangle subpath: top-left, top-right, bottom-right, bottom-left.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Each rectangle as a closed subpath.
  public mutating func addRects(_ rects: [CGRect]) {
    rects.forEach { addRect($0) }
  }

  /// An open subpath through `points`.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  /// The ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at
  /// the rightmost point and turning clockwise on screen.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let rx = r.width / 2
    let ry = r.height / 2
    let c = CGPoint(x: r.midX, y: r.midY)
    move(to: CGPoint(x: r.maxX, y: c.y))
    for quarter in 0..<4 {
      appendArcSegment(
        center: c, rx: rx, ry: ry, from: Double(quarter) * .pi / 2,
        to: Double(quarter + 1) * .pi / 2)
    }
    closeSubpath()
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle` (measured from
  /// the positive x axis towards positive y), preceded by a line from the current point to
  /// its start (or a move there when the path is empty).
  ///
  /// `clockwise` is Core Graphics' sense, in a y-up space: in SwiftUI's y-down view space,
  /// `clockwise: false` sweeps the angle upwards, which turns clockwise on screen, and
  /// `clockwise: true` turns anticlockwise on screen (Apple's documentation of
  /// `addArc(center:radius:startAngle:endAngle:clockwise:)`). A sweep is at most a whole
  /// turn.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let a0 = startAngle.radians
    var sweep = endAngle.radians - a0
    let turn = 2 * Double.pi
    guard a0.isFinite, sweep.isFinite, radius.isFinite else { return }
    if clockwise {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      sweep = max(sweep, -turn)
    } else {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      sweep = min(sweep, turn)
    }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep))
  }

  /// An arc from `startAngle` turning by `delta` (positive: clockwise on screen; at most a
  /// whole turn either way), preceded by a line from the current point to its start.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle
  ) {
    let a0 = startAngle.radians
    let sweep = min(max(delta.radians, -2 * .pi), 2 * .pi)
    guard a0.isFinite, sweep.isFinite, radius.isFinite else { return }
    let r = abs(radius)
    let start = CGPoint(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    // Segments of at most a quarter turn keep the cubic within 0.03 % of the circle.
    let count = max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1)
    for i in 0..<count where sweep != 0 {
      let from = a0 + sweep * Double(i) / Double(count)
      let to = a0 + sweep * Double(i + 1) / Double(count)
      appendArcSegment(center: center, rx: r, ry: r, from: from, to: to)
    }
  }

  /// One cubic Bézier approximating the elliptical arc from angle `a` to `b` (at most a
  /// quarter turn): control points along the tangents at 4/3·tan((b − a)/4) of the radius,
  /// the standard construction whose midpoint lies on the curve.
  mutating func appendArcSegment(
    center c: CGPoint, rx: CGFloat, ry: CGFloat, from a: Double, to b: Double
  ) {
    let k = 4.0 / 3.0 * tan((b - a) / 4)
    let p0 = CGPoint(x: c.x + rx * cos(a), y: c.y + ry * sin(a))
    let p3 = CGPoint(x: c.x + rx * cos(b), y: c.y + ry * sin(b))
    let c1 = CGPoint(x: p0.x - k * rx * sin(a), y: p0.y + k * ry * cos(a))
    let c2 = CGPoint(x: p3.x + k * rx * sin(b), y: p3.y - k * ry * cos(b))
    elements.append(.curve(to: p3, control1: c1, control2: c2))
  }

  /// A drawing element after `closeSubpath` starts a new subpath at the closed one's start,
  /// as Core Graphics does.
  private mutating func reopenIfClosed() {
    guard elements.last == .closeSubpath, let p = currentPoint else { return }
    elements.append(.move(to: p))
  }
}
