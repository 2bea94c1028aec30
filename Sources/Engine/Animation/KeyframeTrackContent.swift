import Foundation

/// The keyframes of one track (SwiftUI's `KeyframeTrackContent`): each keyframe, in order,
/// is the value the track reaches at the end of its segment and how it gets there.
@MainActor @preconcurrency
public protocol KeyframeTrackContent<Value> {
  associatedtype Value: Animatable
  /// The keyframes, in order (Engine's representation; SwiftUI's is opaque).
  var _keyframes: [_Keyframe<Value>] { get }
}

/// One keyframe: the value at the end of its segment, the segment's length in seconds, and
/// how the segment interpolates to it.
public struct _Keyframe<Value: Animatable> {
  enum Curve {
    /// Along the unit curve, from the previous keyframe's value.
    case linear(UnitCurve)
    /// A spring released from the previous keyframe's value, with `start` velocity (nil:
    /// the previous segment's end velocity), pulled to this one's.
    case spring(Spring, start: Value.AnimatableData?)
    /// A cubic Hermite segment with the given end velocities (nil: worked out from the
    /// neighbours, `KeyframeSegments`).
    case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
    /// A jump, taking no time.
    case move
  }

  let value: Value
  let duration: Double
  let curve: Curve
}

/// A keyframe reached in a straight line, along `timingCurve` (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]

  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    _keyframes = [
      _Keyframe(value: to, duration: Self.clamped(duration), curve: .linear(timingCurve))
    ]
  }
}

/// A keyframe reached by a spring (SwiftUI's `SpringKeyframe`): the spring is released
/// from the previous value, moving with the previous segment's end velocity unless
/// `startVelocity` is given, for `duration` seconds (nil: the spring's settling duration).
/// A spring cut short leaves the next segment where it has got to, at its speed.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]

  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    let length = duration ?? spring.settlingDuration
    _keyframes = [
      _Keyframe(
        value: to, duration: Self.clamped(length),
        curve: .spring(spring, start: startVelocity?.animatableData))
    ]
  }
}

/// A keyframe reached along a cubic curve (SwiftUI's `CubicKeyframe`). Velocities not
/// given keep the motion smooth: between cubic keyframes they are Catmull-Rom's, next to
/// another kind of keyframe they are that segment's (`KeyframeSegments`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]

  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    _keyframes = [
      _Keyframe(
        value: to, duration: Self.clamped(duration),
        curve: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))
    ]
  }
}

/// A jump to a value at once (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]

  public init(_ to: Value) {
    _keyframes = [_Keyframe(value: to, duration: 0, curve: .move)]
  }
}

/// Several keyframes in order, as a track's builder makes them.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]
}

extension KeyframeTrackContent {
  /// A segment length that is a number of seconds: negative or not a number is 0, so a
  /// bad keyframe takes no time rather than stalling the track.
  static func clamped(_ duration: Double) -> Double {
    duration.isFinite ? max(duration, 0) : 0
  }
}

/// Builds a track's keyframes from a list of them, with `if`, `switch` and `for`
/// (SwiftUI's `KeyframeTrackContentBuilder`).
@resultBuilder @MainActor
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> [_Keyframe<Value>]
  where K.Value == Value {
    k._keyframes
  }
  public static func buildBlock(_ parts: [_Keyframe<Value>]...) -> [_Keyframe<Value>] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [_Keyframe<Value>]?) -> [_Keyframe<Value>] {
    part ?? []
  }
  public static func buildEither(first: [_Keyframe<Value>]) -> [_Keyframe<Value>] { first }
  public static func buildEither(second: [_Keyframe<Value>]) -> [_Keyframe<Value>] { second }
  public static func buildArray(_ parts: [[_Keyframe<Value>]]) -> [_Keyframe<Value>] {
    parts.flatMap { $0 }
  }
  public static func buildFinalResult(_ list: [_Keyframe<Value>]) -> _KeyframeList<Value> {
    _KeyframeList(_keyframes: list)
  }
}
