import Foundation

/// An animation's base read back, for code that writes animations down (the scene app's
/// JSON). SPI, not SwiftUI's API: `@_spi(AnimationParameters) import Engine` sees it.
extension Animation {
  /// The timing curve and duration, when the base is a timing curve.
  @_spi(AnimationParameters) public var timingCurveParameters: (curve: UnitCurve, duration: Double)?
  {
    if case .timingCurve(let curve, let duration) = base { return (curve, duration) }
    return nil
  }

  /// The spring, when the base is a spring (persistent or interpolating).
  @_spi(AnimationParameters) public var springParameters: Spring? {
    switch base {
    case .spring(let s, _), .interpolatingSpring(let s, _): s
    case .timingCurve: nil
    }
  }
}
