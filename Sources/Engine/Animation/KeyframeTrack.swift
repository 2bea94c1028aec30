import Foundation

/// Keyframes for a value made of tracks (SwiftUI's `Keyframes`): each track animates one
/// property of the value on its own timeline.
@MainActor @preconcurrency
public protocol Keyframes<Value> {
  associatedtype Value
  /// The tracks (Engine's representation; SwiftUI's is opaque).
  var _tracks: [_KeyframeTrackRecord<Value>] { get }
}

/// One track, its value's type erased: given the value the timeline starts from, its
/// segments (`KeyframeSegments`) and how to write its property into the value.
public struct _KeyframeTrackRecord<Root> {
  let start: @MainActor (Root) -> KeyframeTrackSampler<Root>
}

/// A track's segments bound to a start value: its length, and its property set into a
/// value at a time.
struct KeyframeTrackSampler<Root> {
  let duration: Double
  let apply: @MainActor (Double, inout Root) -> Void
}

/// The keyframes of one property of the animated value, found by key path (SwiftUI's
/// `KeyframeTrack`). Before its first keyframe the property is the starting value's; after
/// its last it holds there while other tracks go on.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  /// A track of the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// A track of the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    self.keyPath = \.self
    self.content = content()
  }

  public var _tracks: [_KeyframeTrackRecord<Root>] {
    let keyPath = keyPath
    let frames = content._keyframes
    return [
      _KeyframeTrackRecord { root in
        let segments = KeyframeSegments(start: root[keyPath: keyPath], frames: frames)
        return KeyframeTrackSampler(duration: segments.duration) { t, value in
          value[keyPath: keyPath] = segments.value(at: t)
        }
      }
    ]
  }
}

/// Several tracks, as the keyframes builder makes them.
public struct _KeyframeTrackList<Value>: Keyframes {
  public let _tracks: [_KeyframeTrackRecord<Value>]
}

/// Builds keyframes from tracks, with `if`, `switch` and `for` (SwiftUI's
/// `KeyframesBuilder`).
@resultBuilder @MainActor
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ k: K) -> [_KeyframeTrackRecord<Value>]
  where K.Value == Value {
    k._tracks
  }
  public static func buildBlock(_ parts: [_KeyframeTrackRecord<Value>]...)
    -> [_KeyframeTrackRecord<Value>]
  {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [_KeyframeTrackRecord<Value>]?)
    -> [_KeyframeTrackRecord<Value>]
  {
    part ?? []
  }
  public static func buildEither(first: [_KeyframeTrackRecord<Value>])
    -> [_KeyframeTrackRecord<Value>]
  {
    first
  }
  public static func buildEither(second: [_KeyframeTrackRecord<Value>])
    -> [_KeyframeTrackRecord<Value>]
  {
    second
  }
  public static func buildArray(_ parts: [[_KeyframeTrackRecord<Value>]])
    -> [_KeyframeTrackRecord<Value>]
  {
    parts.flatMap { $0 }
  }
  public static func buildFinalResult(_ tracks: [_KeyframeTrackRecord<Value>])
    -> _KeyframeTrackList<Value>
  {
    _KeyframeTrackList(_tracks: tracks)
  }
}

/// Keyframes laid out in time from a starting value, sampled at any time (SwiftUI's
/// `KeyframeTimeline`): what a `KeyframeAnimator` shows at each frame.
@MainActor @preconcurrency
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [KeyframeTrackSampler<Value>]

  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.init(initialValue: initialValue, keyframes: content())
  }

  init(initialValue: Value, keyframes: some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = keyframes._tracks.map { $0.start(initialValue) }
  }

  /// How long until every track has reached its last keyframe, in seconds.
  public var duration: TimeInterval {
    tracks.map(\.duration).max() ?? 0
  }

  /// The value `time` seconds after the start.
  public func value(time: TimeInterval) -> Value {
    var v = initialValue
    for track in tracks { track.apply(time, &v) }
    return v
  }

  /// The value at `progress` (0...1) of the duration.
  public func value(progress: Double) -> Value {
    value(time: duration * min(max(progress.isFinite ? progress : 0, 0), 1))
  }
}
