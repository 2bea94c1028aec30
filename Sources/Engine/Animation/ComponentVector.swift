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
  /// What the values describe when their length alone does not say (the type of a
  /// gradient whose geometry follows its stops); values of other kinds do not interpolate.
  var kind: ObjectIdentifier?

  init(values: [Double], kind: ObjectIdentifier? = nil) {
    self.values = values
    self.kind = kind
  }

  static var zero: ComponentVector { ComponentVector(values: []) }

  /// The sum; a value of another length or kind adds nothing (what is drawn stays as it
  /// is).
  static func + (a: ComponentVector, b: ComponentVector) -> ComponentVector {
    guard a.values.count == b.values.count, a.kind == b.kind else { return a }
    return ComponentVector(values: zip(a.values, b.values).map { $0 + $1 }, kind: a.kind)
  }

  /// The difference; nothing when the lengths or kinds differ (values that do not
  /// interpolate).
  static func - (a: ComponentVector, b: ComponentVector) -> ComponentVector {
    guard a.values.count == b.values.count, a.kind == b.kind else { return .zero }
    return ComponentVector(values: zip(a.values, b.values).map { $0 - $1 }, kind: a.kind)
  }

  mutating func scale(by rhs: Double) {
    values = values.map { $0 * rhs }
  }

  var magnitudeSquared: Double {
    values.reduce(0) { $0 + $1 * $1 }
  }
}
