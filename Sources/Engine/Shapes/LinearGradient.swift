import Foundation

/// Colours along a line from `startPoint` to `endPoint`, unit points of the frame it fills
/// (SwiftUI's `LinearGradient`); as a view it fills the space it is offered.
public struct LinearGradient: ShapeStyle, View, Sendable, Hashable, PaintResolving {
  var gradient: Gradient
  var startPoint: UnitPoint
  var endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public var body: some View { Rectangle().fill(self) }

  /// The start and end points.
  var animatableGeometry: [Double] {
    [startPoint.x, startPoint.y, endPoint.x, endPoint.y].map { Double($0) }
  }

  func replacingGeometry(_ g: [Double]) -> LinearGradient {
    guard g.count == 4 else { return self }
    var s = self
    s.startPoint = UnitPoint(x: CGFloat(g[0]), y: CGFloat(g[1]))
    s.endPoint = UnitPoint(x: CGFloat(g[2]), y: CGFloat(g[3]))
    return s
  }

  func paint(in rect: CGRect, environment: EnvironmentValues) -> DisplayPaint {
    .linear(
      gradient.resolved(in: environment), start: startPoint.gradientPoint(in: rect),
      end: endPoint.gradientPoint(in: rect))
  }
}

@MainActor
extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  )
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
