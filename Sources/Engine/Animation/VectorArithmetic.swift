import Foundation

/// A value that animations interpolate: it adds, subtracts and scales (SwiftUI's
/// `VectorArithmetic`). An animation moves a view's `animatableData` as
/// `from + (to - from) * progress`, so these three operations are all it needs.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with every component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var v = self
    v.scale(by: rhs)
    return v
  }

  /// Moves the value `amount` of the way towards `other` (0: unchanged; 1: `other`).
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// The value `amount` of the way towards `other`.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var v = self
    v.interpolate(towards: other, amount: amount)
    return v
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
