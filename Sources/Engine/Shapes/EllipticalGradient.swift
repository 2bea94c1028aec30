import Foundation

/// Colours in ellipses around `center`, shaped like the frame it fills: radii are fractions
/// of the frame's width across and of its height down, 0.5 reaching the frame's edges
/// (SwiftUI's `EllipticalGradient`).
public struct EllipticalGradient: ShapeStyle, View, Sendable, Hashable, PaintResolving {
  var gradient: Gradient
  var center: UnitPoint
  var startRadiusFraction: CGFloat
  var endRadiusFraction: CGFloat

  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public var body: some View { Rectangle().fill(self) }

  /// A radial paint measured in the frame's width, squeezed vertically by height / width; a
  /// frame with no width paints its last colour.
  /// The centre and the two radius fractions.
  var animatableGeometry: [Double] {
    [center.x, center.y, startRadiusFraction, endRadiusFraction].map { Double($0) }
  }

  func replacingGeometry(_ g: [Double]) -> EllipticalGradient {
    guard g.count == 4 else { return self }
    var s = self
    s.center = UnitPoint(x: CGFloat(g[0]), y: CGFloat(g[1]))
    (s.startRadiusFraction, s.endRadiusFraction) = (CGFloat(g[2]), CGFloat(g[3]))
    return s
  }

  func paint(in rect: CGRect, environment: EnvironmentValues) -> DisplayPaint {
    let g = gradient.resolved(in: environment)
    guard rect.width > 0, rect.height > 0 else { return .color(g.color(at: 1)) }
    func clean(_ f: CGFloat) -> CGFloat { f.isFinite ? max(f, 0) : 0 }
    return .radial(
      g, center: center.gradientPoint(in: rect),
      startRadius: clean(startRadiusFraction) * rect.width,
      endRadius: clean(endRadiusFraction) * rect.width, yScale: rect.height / rect.width)
  }
}

@MainActor
extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
