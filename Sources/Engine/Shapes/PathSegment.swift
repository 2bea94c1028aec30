import Foundation

/// One drawn piece of a path between two points: what lengths, bounds and trims are made of.
struct PathSegment: Equatable {
  enum Curve: Equatable {
    case line
    case quad(CGPoint)
    case cubic(CGPoint, CGPoint)
  }

  var start: CGPoint
  var end: CGPoint
  var curve: Curve
  /// Whether the segment is a subpath's closing line.
  var closes = false

  /// The point at parameter `t` in 0...1.
  func point(at t: CGFloat) -> CGPoint {
    let s = 1 - t
    switch curve {
    case .line:
      return CGPoint(x: start.x * s + end.x * t, y: start.y * s + end.y * t)
    case .quad(let c):
      let (a, b, d) = (s * s, 2 * s * t, t * t)
      return CGPoint(x: a * start.x + b * c.x + d * end.x, y: a * start.y + b * c.y + d * end.y)
    case .cubic(let c1, let c2):
      let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
      return CGPoint(
        x: a * start.x + b * c1.x + c * c2.x + d * end.x,
        y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }
  }

  /// Chords per curve when measuring: a quarter circle's 32 chords are within 0.02 % of
  /// its length (each chord short by about θ²/24 of itself, θ = π/64).
  static let chords = 32

  /// Cumulative chord lengths at t = i / chords (one entry for a line: its length).
  func lengthTable() -> [CGFloat] {
    guard curve != .line else { return [0, hypot(end.x - start.x, end.y - start.y)] }
    var table: [CGFloat] = [0]
    table.reserveCapacity(Self.chords + 1)
    var previous = start
    for i in 1...Self.chords {
      let p = point(at: CGFloat(i) / CGFloat(Self.chords))
      table.append(table[table.count - 1] + hypot(p.x - previous.x, p.y - previous.y))
      previous = p
    }
    return table
  }

  /// The parameter at which the length along the segment is `s`, from its `table`.
  static func parameter(at s: CGFloat, in table: [CGFloat]) -> CGFloat {
    let n = table.count - 1
    guard let total = table.last, total > 0 else { return 0 }
    if s <= 0 { return 0 }
    if s >= total { return 1 }
    var i = 1
    while i < n && table[i] < s { i += 1 }
    let span = table[i] - table[i - 1]
    let f = span > 0 ? (s - table[i - 1]) / span : 0
    return (CGFloat(i - 1) + f) / CGFloat(n)
  }

  /// The part of the segment between parameters `t0` and `t1` (de Casteljau).
  func slice(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
    let head = split(at: t1).0
    let u = t1 > 0 ? t0 / t1 : 0
    return head.split(at: u).1
  }

  /// The segment cut in two at `t`.
  func split(at t: CGFloat) -> (PathSegment, PathSegment) {
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    let m = point(at: t)
    switch curve {
    case .line:
      return (
        PathSegment(start: start, end: m, curve: .line),
        PathSegment(start: m, end: end, curve: .line)
      )
    case .quad(let c):
      return (
        PathSegment(start: start, end: m, curve: .quad(mix(start, c))),
        PathSegment(start: m, end: end, curve: .quad(mix(c, end)))
      )
    case .cubic(let c1, let c2):
      let a = mix(start, c1)
      let b = mix(c1, c2)
      let c = mix(c2, end)
      let ab = mix(a, b)
      let bc = mix(b, c)
      return (
        PathSegment(start: start, end: m, curve: .cubic(a, ab)),
        PathSegment(start: m, end: end, curve: .cubic(bc, c))
      )
    }
  }

  /// The parameters in 0...1 where the curve turns in x or y (its extremes besides ends).
  func extremes() -> [CGFloat] {
    switch curve {
    case .line:
      return []
    case .quad(let c):
      return [(start.x, c.x, end.x), (start.y, c.y, end.y)].compactMap { p0, p1, p2 in
        let d = p0 - 2 * p1 + p2
        guard d != 0 else { return nil }
        let t = (p0 - p1) / d
        return t > 0 && t < 1 ? t : nil
      }
    case .cubic(let c1, let c2):
      var ts: [CGFloat] = []
      for (p0, p1, p2, p3) in [(start.x, c1.x, c2.x, end.x), (start.y, c1.y, c2.y, end.y)] {
        // B'(t)/3 = a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        if abs(a) < 1e-12 {
          if b != 0 { ts.append(-c / b) }
        } else {
          let disc = b * b - 4 * a * c
          if disc >= 0 {
            let r = disc.squareRoot()
            ts += [(-b + r) / (2 * a), (-b - r) / (2 * a)]
          }
        }
      }
      return ts.filter { $0 > 0 && $0 < 1 }
    }
  }
}

extension Path {
  /// The path as segments, each subpath's closing line included; a lone `move` adds none.
  var segments: [PathSegment] {
    var out: [PathSegment] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p):
        out.append(PathSegment(start: current, end: p, curve: .line))
        current = p
      case .quadCurve(let p, let c):
        out.append(PathSegment(start: current, end: p, curve: .quad(c)))
        current = p
      case .curve(let p, let c1, let c2):
        out.append(PathSegment(start: current, end: p, curve: .cubic(c1, c2)))
        current = p
      case .closeSubpath:
        out.append(PathSegment(start: current, end: start, curve: .line, closes: true))
        current = start
      }
    }
    return out
  }
}
