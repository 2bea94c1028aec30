import Foundation

/// A shape's paint as animations interpolate it: a solid colour, or a gradient's stops
/// (each stop's colour and location), the colours in linear light (Animation/LinearColor.swift).
///
/// A colour is its 4 components (red, green, blue, alpha); a gradient of n stops is 5·n
/// (each stop's four, then its location), so a colour and a gradient never have the same
/// length. Paints of different lengths (a colour becoming a gradient, a stop added) do not
/// interpolate (Animation/ComponentVector.swift), so the change is drawn at once. A
/// gradient style's geometry (its unit points, radii and angles, `PaintResolving`'s
/// `animatableGeometry`) follows the stops, the vector's kind naming the style's type, so
/// that only gradients of one type interpolate their geometry.
extension ComponentVector {
  /// The paint's colours or stops, then `source`'s geometry.
  @MainActor
  init(_ paint: DisplayPaint?, source: (any PaintResolving)?) {
    self.init(paint)
    guard let source, paint?.stopCount ?? 0 > 0 else { return }
    let geometry = source.animatableGeometry
    guard !geometry.isEmpty else { return }
    values += geometry
    kind = ObjectIdentifier(type(of: source))
  }

  /// The colours or stops, and the geometry when the values have `source`'s.
  @MainActor
  func split(for source: (any PaintResolving)?) -> (paint: ComponentVector, geometry: [Double]?) {
    guard let source, kind == ObjectIdentifier(type(of: source)) else { return (self, nil) }
    let n = source.animatableGeometry.count
    guard n > 0, values.count >= n else { return (self, nil) }
    return (ComponentVector(values: Array(values.dropLast(n))), Array(values.suffix(n)))
  }

  /// The paint's data, or nothing for a paint it does not describe.
  init(_ paint: DisplayPaint?) {
    switch paint {
    case .color(let c):
      let l = LinearColor(c)
      values = [l.red, l.green, l.blue, l.alpha]
    case .linear(let g, _, _), .radial(let g, _, _, _, _), .angular(let g, _, _, _):
      values = g.stops.flatMap { stop -> [Double] in
        let l = LinearColor(stop.color)
        return [l.red, l.green, l.blue, l.alpha, Double(stop.location)]
      }
    case nil:
      values = []
    }
  }

  /// The colour these values describe, when they describe one.
  var color: Color? {
    guard values.count == 4 else { return nil }
    return LinearColor(red: values[0], green: values[1], blue: values[2], alpha: values[3]).color
  }

  /// The stops these values describe, when they describe `count` of them.
  func stops(count: Int) -> [DisplayGradient.Stop]? {
    guard count > 0, values.count == 5 * count else { return nil }
    return (0..<count).map { i in
      let v = values[(5 * i)..<(5 * i + 5)].map { $0 }
      let color = LinearColor(red: v[0], green: v[1], blue: v[2], alpha: v[3]).color
      return DisplayGradient.Stop(color: color, location: v[4].isFinite ? CGFloat(v[4]) : 0)
    }
  }

  /// `paint` in these colours, when they describe as many as it has; else `paint`.
  func applied(to paint: DisplayPaint) -> DisplayPaint {
    if case .color = paint, let color { return .color(color) }
    if let count = paint.stopCount, let stops = stops(count: count) {
      return paint.replacingStops(stops)
    }
    return paint
  }
}

extension DisplayPaint {
  /// The same paint with its gradient's stops replaced (a colour stays as it is).
  func replacingStops(_ stops: [DisplayGradient.Stop]) -> DisplayPaint {
    switch self {
    case .color:
      return self
    case .linear(_, let s, let e):
      return .linear(DisplayGradient(stops: stops), start: s, end: e)
    case .radial(_, let c, let r0, let r1, let k):
      return .radial(
        DisplayGradient(stops: stops), center: c, startRadius: r0, endRadius: r1, yScale: k)
    case .angular(_, let c, let a0, let a1):
      return .angular(DisplayGradient(stops: stops), center: c, startAngle: a0, endAngle: a1)
    }
  }

  /// The number of stops of its gradient; nil for a colour.
  var stopCount: Int? {
    switch self {
    case .color: return nil
    case .linear(let g, _, _), .radial(let g, _, _, _, _), .angular(let g, _, _, _):
      return g.stops.count
    }
  }
}
