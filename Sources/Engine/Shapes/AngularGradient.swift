import Foundation

/// Colours by angle around `center` (SwiftUI's `AngularGradient`, a conic gradient):
/// location 0 at `startAngle`, 1 at `endAngle`, angles clockwise on screen from the
/// positive x axis. See `DisplayGradient.angularColor` for turns longer or shorter than one.
public struct AngularGradient: ShapeStyle, View, Sendable, Hashable, PaintResolving {
  var gradient: Gradient
  var center: UnitPoint
  var startAngle: Angle
  var endAngle: Angle

  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle
    )
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A whole turn starting at `angle` (SwiftUI's conic gradient).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  public var body: some View { Rectangle().fill(self) }

  /// The centre and the two angles, in radians.
  var animatableGeometry: [Double] {
    [Double(center.x), Double(center.y), startAngle.radians, endAngle.radians]
  }

  func replacingGeometry(_ g: [Double]) -> AngularGradient {
    guard g.count == 4 else { return self }
    var s = self
    s.center = UnitPoint(x: CGFloat(g[0]), y: CGFloat(g[1]))
    (s.startAngle, s.endAngle) = (.radians(g[2]), .radians(g[3]))
    return s
  }

  func paint(in rect: CGRect, environment: EnvironmentValues) -> DisplayPaint {
    .angular(
      gradient.resolved(in: environment), center: center.gradientPoint(in: rect),
      startAngle: startAngle.radians, endAngle: endAngle.radians)
  }
}

@MainActor
extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}
