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
