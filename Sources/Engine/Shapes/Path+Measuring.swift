import Foundation

extension Path {
  /// The smallest rectangle holding every point the path draws through (control points
  /// only where the curve reaches them, as Core Graphics' `boundingBoxOfPath`); `.null`
  /// for an empty path.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      if case .move(let p) = element { points.append(p) }
    }
    for segment in segments {
      points.append(segment.end)
      points += segment.extremes().map { segment.point(at: $0) }
    }
    guard let first = points.first else { return .null }
    var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The length of everything the path draws, closing lines included (curves measured by
  /// `PathSegment.chords` chords each).
  var length: CGFloat {
    segments.reduce(0) { $0 + ($1.lengthTable().last ?? 0) }
  }

  /// The part of the path between `from` and `to`, fractions of its length (each clamped
  /// to 0...1); empty when `from` is not before `to` (SwiftUI's `trimmedPath(from:to:)`).
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let a = from.isNaN ? 0 : min(max(from, 0), 1)
    let b = to.isNaN ? 0 : min(max(to, 0), 1)
    if a == 0 && b == 1 { return self }
    guard a < b else { return Path() }
    let pieces = segments
    let tables = pieces.map { $0.lengthTable() }
    let total = tables.reduce(0) { $0 + ($1.last ?? 0) }
    guard total > 0 else { return Path() }
    let lo = a * total
    let hi = b * total
    var out = Path()
    var subpathStart: CGPoint?
    var pen: CGPoint?
    var offset: CGFloat = 0
    for (segment, table) in zip(pieces, tables) {
      let len = table.last ?? 0
      defer { offset += len }
      guard offset + len > lo || (len == 0 && offset >= lo),
        offset < hi || (len == 0 && offset <= hi)
      else { continue }
      let t0 = PathSegment.parameter(at: lo - offset, in: table)
      let t1 = PathSegment.parameter(at: hi - offset, in: table)
      let piece = t0 == 0 && t1 == 1 ? segment : segment.slice(from: t0, to: t1)
      if pen != piece.start {
        out.elements.append(.move(to: piece.start))
        subpathStart = piece.start
      }
      if segment.closes && t0 == 0 && t1 == 1 && subpathStart == piece.end {
        out.elements.append(.closeSubpath)
      } else {
        switch piece.curve {
        case .line: out.elements.append(.line(to: piece.end))
        case .quad(let c): out.elements.append(.quadCurve(to: piece.end, control: c))
        case .cubic(let c1, let c2):
          out.elements.append(.curve(to: piece.end, control1: c1, control2: c2))
        }
      }
      pen = piece.end
    }
    return out
  }
}
