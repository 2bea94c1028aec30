import Foundation

/// A value whose changes animate (SwiftUI's `Animatable`): while an animation runs, Engine
/// draws a copy whose `animatableData` is set part of the way from the old value's to the
/// new one's. Shapes are animatable (a custom shape exposes its parameters here and its
/// path follows them frame by frame); so are `opacity`, `scaleEffect`, colours, corner
/// radii and `trim`. Anything without data to animate has `EmptyAnimatableData`.
///
/// Main-actor isolated, as the views and shapes that conform to it are, so a custom shape's
/// `animatableData` needs no `nonisolated`.
@MainActor @preconcurrency
public protocol Animatable {
  /// What is interpolated.
  associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
  /// The value's animatable part, read before and after a change and set to the
  /// interpolated value while it animates.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension Angle: Animatable {
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}
