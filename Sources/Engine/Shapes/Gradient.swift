import Foundation

/// A list of colour stops (SwiftUI's `Gradient`): each a colour at a location from 0 to 1
/// along whatever geometry draws it.
public struct Gradient: Sendable, Hashable {
  /// One colour at one location (SwiftUI's `Gradient.Stop`).
  public struct Stop: Sendable, Hashable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Colours spaced evenly from location 0 to 1 (a single colour at 0).
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The stops with their colours resolved for `environment`'s colour scheme.
  func resolved(in environment: EnvironmentValues) -> DisplayGradient {
    DisplayGradient(
      stops: stops.map {
        DisplayGradient.Stop(
          color: $0.color.resolved(in: environment),
          location: $0.location.isFinite ? $0.location : 0)
      })
  }
}

/// A shape style Engine can paint: a colour or a gradient placed in the frame it fills.
@MainActor
protocol PaintResolving: Sendable {
  /// The paint for a shape whose frame is `rect` (window points).
  func paint(in rect: CGRect, environment: EnvironmentValues) -> DisplayPaint
  /// The style's geometry as an animation interpolates it (a gradient's unit points, radii
  /// and angles, as the style holds them); nothing for a colour.
  var animatableGeometry: [Double] { get }
  /// The same style with `geometry` (as `animatableGeometry` lists it) instead of its own.
  func replacingGeometry(_ geometry: [Double]) -> Self
}

extension PaintResolving {
  var animatableGeometry: [Double] { [] }
  func replacingGeometry(_ geometry: [Double]) -> Self { self }
}

extension Color: PaintResolving {
  func paint(in rect: CGRect, environment: EnvironmentValues) -> DisplayPaint {
    .color(resolved(in: environment))
  }
}

extension UnitPoint {
  /// The point at this unit position in `rect`.
  func gradientPoint(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
