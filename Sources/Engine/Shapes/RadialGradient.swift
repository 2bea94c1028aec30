import Foundation

/// Colours in circles around `center` (a unit point of the frame it fills), from
/// `startRadius` to `endRadius` points (SwiftUI's `RadialGradient`).
public struct RadialGradient: ShapeStyle, View, Sendable, Hashable, PaintResolving {
  var gradient: Gradient
  var center: UnitPoint
  var startRadius: CGFloat
  var endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public var body: some View { Rectangle().fill(self) }

  /// The centre and the two radii.
  var animatableGeometry: [Double] {
    [center.x, center.y, startRadius, endRadius].map { Double($0) }
  }

  func replacingGeometry(_ g: [Double]) -> RadialGradient {
    guard g.count == 4 else { return self }
    var s = self
    s.center = UnitPoint(x: CGFloat(g[0]), y: CGFloat(g[1]))
    (s.startRadius, s.endRadius) = (CGFloat(g[2]), CGFloat(g[3]))
    return s
  }

  func paint(in rect: CGRect, environment: EnvironmentValues) -> DisplayPaint {
    func clean(_ r: CGFloat) -> CGFloat { r.isFinite ? max(r, 0) : 0 }
    return .radial(
      gradient.resolved(in: environment), center: center.gradientPoint(in: rect),
      startRadius: clean(startRadius), endRadius: clean(endRadius), yScale: 1)
  }
}

@MainActor
extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
