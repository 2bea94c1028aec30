import Foundation

/// What a shape is painted with in the display list, in window points: a colour or a
/// gradient whose geometry is already placed in the window.
public enum DisplayPaint: Sendable, Hashable {
  case color(Color)
  /// Colours along the line from `start` to `end`, padded beyond its ends.
  case linear(DisplayGradient, start: CGPoint, end: CGPoint)
  /// Colours by distance from `center`, location 0 at `startRadius` and 1 at `endRadius`;
  /// vertical distances are divided by `yScale` first (an elliptical gradient's height
  /// over its width; 1 for a circle).
  case radial(
    DisplayGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, yScale: CGFloat)
  /// Colours by angle around `center` (radians from the positive x axis, clockwise on
  /// screen), location 0 at `startAngle` and 1 at `endAngle`.
  case angular(DisplayGradient, center: CGPoint, startAngle: Double, endAngle: Double)

  /// The colour painted at `p`: the definition the renderer follows (cairo draws linear and
  /// radial gradients; angular ones are filled from this function pixel by pixel).
  public func color(at p: CGPoint) -> Color {
    switch self {
    case .color(let c):
      return c
    case .linear(let g, let s, let e):
      let dx = e.x - s.x
      let dy = e.y - s.y
      let d2 = dx * dx + dy * dy
      return g.color(at: d2 > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / d2 : 1)
    case .radial(let g, let c, let r0, let r1, let k):
      let dy = k > 0 ? (p.y - c.y) / k : 0
      let d = hypot(p.x - c.x, dy)
      return g.color(at: r1 != r0 ? (d - r0) / (r1 - r0) : (d < r0 ? 0 : 1))
    case .angular(let g, let c, let start, let end):
      return g.angularColor(at: atan2(Double(p.y - c.y), Double(p.x - c.x)), from: start, to: end)
    }
  }

  /// The same paint with every colour's alpha multiplied by `opacity`.
  func opacity(_ opacity: Double) -> DisplayPaint {
    guard opacity < 1 else { return self }
    switch self {
    case .color(let c): return .color(c.opacity(opacity))
    case .linear(let g, let s, let e): return .linear(g.opacity(opacity), start: s, end: e)
    case .radial(let g, let c, let r0, let r1, let k):
      return .radial(g.opacity(opacity), center: c, startRadius: r0, endRadius: r1, yScale: k)
    case .angular(let g, let c, let a, let b):
      return .angular(g.opacity(opacity), center: c, startAngle: a, endAngle: b)
    }
  }

  /// Whether nothing would show (a clear colour, or a gradient of clear stops).
  var isInvisible: Bool {
    switch self {
    case .color(let c): return c.alpha == 0
    case .linear(let g, _, _), .radial(let g, _, _, _, _), .angular(let g, _, _, _):
      return g.stops.allSatisfy { $0.color.alpha == 0 }
    }
  }
}

/// A gradient's resolved stops, sorted by location (SwiftUI's `Gradient` with its colours
/// resolved for the colour scheme).
public struct DisplayGradient: Sendable, Hashable {
  public struct Stop: Sendable, Hashable {
    public var color: Color
    public var location: CGFloat
  }

  public var stops: [Stop]

  init(stops: [Stop]) {
    self.stops = stops.enumerated().sorted {
      $0.element.location != $1.element.location
        ? $0.element.location < $1.element.location : $0.offset < $1.offset
    }.map(\.element)
  }

  /// The colour at `location`: the nearest stop's outside the stops, else a straight
  /// (unpremultiplied) interpolation of the two stops around it in sRGB, channel by channel,
  /// rounded; clear when there are no stops.
  public func color(at location: CGFloat) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    let t = location.isNaN ? 0 : location
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    var i = 1
    while stops[i].location < t { i += 1 }
    let a = stops[i - 1]
    let b = stops[i]
    let span = b.location - a.location
    let f = span > 0 ? Double((t - a.location) / span) : 1
    func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded())
    }
    return Color(
      red8: mix(a.color.red, b.color.red), green8: mix(a.color.green, b.color.green),
      blue8: mix(a.color.blue, b.color.blue), alpha8: mix(a.color.alpha, b.color.alpha))
  }

  /// The colour at angle `theta` of an angular gradient from `start` to `end`, following
  /// SwiftUI's `AngularGradient`: equal angles make a whole turn; more than a turn draws its
  /// last whole turn; less leaves a gap filled with the colour at location 1 for its first
  /// half and the colour at location 0 for the second.
  func angularColor(at theta: Double, from start: Double, to end: Double) -> Color {
    let turn = 2 * Double.pi
    guard start.isFinite, end.isFinite, theta.isFinite else { return color(at: 0) }
    var s = start
    var span = end - start
    if span == 0 { span = turn }
    if span < 0 { span += turn * (-span / turn).rounded(.up) }
    if span > turn {
      s = end - turn
      span = turn
    }
    var rel = (theta - s).truncatingRemainder(dividingBy: turn)
    if rel < 0 { rel += turn }
    if rel <= span { return color(at: CGFloat(rel / span)) }
    let gap = turn - span
    return (rel - span) < gap / 2 ? color(at: 1) : color(at: 0)
  }

  func opacity(_ opacity: Double) -> DisplayGradient {
    DisplayGradient(
      stops: stops.map { Stop(color: $0.color.opacity(opacity), location: $0.location) })
  }
}
