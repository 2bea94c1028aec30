import Foundation

/// Numbers that animate together, as many as the value has: a paint's colours and stops
/// (Animation/ComponentVector+Paint.swift), a colour effect's matrix.
///
/// Values of different lengths describe things that do not interpolate (a colour and a
/// gradient, a brightness and a hue rotation): their difference is nothing and a sum
/// keeps its left side, so such a change is drawn at once, as SwiftUI draws a change it
/// cannot interpolate.
struct ComponentVector: VectorArithmetic {
  var values: [Double]

  init(values: [Double]) {
    self.values = values
  }

  static var zero: ComponentVector { ComponentVector(values: []) }

  /// The sum; a value of another length adds nothing (what is drawn stays as it is).
  static func + (a: ComponentVector, b: ComponentVector) -> ComponentVector {
    guard a.values.count == b.values.count else { return a }
    return ComponentVector(values: zip(a.values, b.values).map { $0 + $1 })
  }

  /// The difference; nothing when the lengths differ (values that do not interpolate).
  static func - (a: ComponentVector, b: ComponentVector) -> ComponentVector {
    guard a.values.count == b.values.count else { return .zero }
    return ComponentVector(values: zip(a.values, b.values).map { $0 - $1 })
  }

  mutating func scale(by rhs: Double) {
    values = values.map { $0 * rhs }
  }

  var magnitudeSquared: Double {
    values.reduce(0) { $0 + $1 * $1 }
  }
}
