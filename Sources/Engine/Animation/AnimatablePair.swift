import Foundation

/// Two animatable values animated together (SwiftUI's `AnimatablePair`): a shape with two
/// parameters exposes them as one `animatableData`, nesting pairs for more.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

  public static func + (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair {
    AnimatablePair(a.first + b.first, a.second + b.second)
  }

  public static func - (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair {
    AnimatablePair(a.first - b.first, a.second - b.second)
  }

  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// The animatable data of something with nothing to animate (SwiftUI's
/// `EmptyAnimatableData`): every operation leaves it as it is.
public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData {
    a
  }
  public static func - (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData {
    a
  }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}
