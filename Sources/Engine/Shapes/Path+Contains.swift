import Foundation

extension Path {
  /// Whether `p` is inside the path as a fill would paint it (SwiftUI's
  /// `contains(_:eoFill:)`): by the non-zero winding rule, or the even-odd rule with
  /// `eoFill`. Every subpath counts as closed, as a fill closes it; curves are followed
  /// along `PathSegment.chords` chords.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    guard p.x.isFinite, p.y.isFinite else { return false }
    var winding = 0
    // A ray from p towards +x: each edge crossing it upwards adds 1, downwards takes 1
    // (the crossing counted when one end is at or below p and the other above).
    func cross(_ a: CGPoint, _ b: CGPoint) {
      if a.y <= p.y {
        if b.y > p.y, side(a, b) > 0 { winding += 1 }
      } else if b.y <= p.y, side(a, b) < 0 {
        winding -= 1
      }
    }
    // Which side of the line a→b p is on: positive when left of it.
    func side(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
      (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
    var start: CGPoint?
    var current = CGPoint.zero
    func close() {
      if let s = start, s != current { cross(current, s) }
    }
    for segment in segmentsWithMoves {
      switch segment {
      case .move(let to):
        close()
        start = to
        current = to
      case .segment(let s):
        if start == nil { start = s.start }
        var previous = s.start
        let steps = s.curve == .line ? 1 : PathSegment.chords
        for i in 1...steps {
          let q = s.point(at: CGFloat(i) / CGFloat(steps))
          cross(previous, q)
          previous = q
        }
        current = s.end
        if s.closes { start = s.end }
      }
    }
    close()
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  private enum Step {
    case move(CGPoint)
    case segment(PathSegment)
  }

  /// The segments in order, with a `move` wherever a subpath starts.
  private var segmentsWithMoves: [Step] {
    var out: [Step] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        out.append(.move(p))
        start = p
        current = p
      case .line(let p):
        out.append(.segment(PathSegment(start: current, end: p, curve: .line)))
        current = p
      case .quadCurve(let p, let c):
        out.append(.segment(PathSegment(start: current, end: p, curve: .quad(c))))
        current = p
      case .curve(let p, let c1, let c2):
        out.append(.segment(PathSegment(start: current, end: p, curve: .cubic(c1, c2))))
        current = p
      case .closeSubpath:
        out.append(.segment(PathSegment(start: current, end: start, curve: .line, closes: true)))
        current = start
      }
    }
    return out
  }
}
