import Foundation

extension Path {
  /// A line from the current point towards `tangent1End`, then an arc of `radius` tangent to
  /// both the line from the current point to `tangent1End` and the line from there to
  /// `tangent2End` (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`): the rounded
  /// corner between the two lines. Nothing without a current point; a line to `tangent1End`
  /// when the lines are parallel or the radius is 0.
  public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
    guard let p0 = currentPoint else { return }
    let ux = p0.x - p1.x
    let uy = p0.y - p1.y
    let vx = p2.x - p1.x
    let vy = p2.y - p1.y
    let lu = hypot(ux, uy)
    let lv = hypot(vx, vy)
    guard lu > 0, lv > 0, radius > 0, radius.isFinite else { return addLine(to: p1) }
    let (ax, ay) = (ux / lu, uy / lu)
    let (bx, by) = (vx / lv, vy / lv)
    // θ is the angle between the two lines at the corner.
    let theta = acos(min(max(Double(ax * bx + ay * by), -1), 1))
    guard theta > 1e-9, theta < .pi - 1e-9 else { return addLine(to: p1) }
    let d = radius / CGFloat(tan(theta / 2))
    let t1 = CGPoint(x: p1.x + ax * d, y: p1.y + ay * d)
    let t2 = CGPoint(x: p1.x + bx * d, y: p1.y + by * d)
    let (mx, my) = (ax + bx, ay + by)
    let lm = hypot(mx, my)
    let toCentre = radius / CGFloat(sin(theta / 2))
    let c = CGPoint(x: p1.x + mx / lm * toCentre, y: p1.y + my / lm * toCentre)
    let a1 = atan2(Double(t1.y - c.y), Double(t1.x - c.x))
    let a2 = atan2(Double(t2.y - c.y), Double(t2.x - c.x))
    // The short way round, π − θ.
    var sweep = a2 - a1
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    addRelativeArc(center: c, radius: radius, startAngle: .radians(a1), delta: .radians(sweep))
  }

  /// Appends `path`'s elements (SwiftUI's `addPath(_:transform:)` without the transform:
  /// Foundation on Linux has no `CGAffineTransform`).
  public mutating func addPath(_ path: Path) {
    elements += path.elements
  }
}
