import Foundation

/// A container that animates its content with keyframes (SwiftUI's `KeyframeAnimator`):
/// its content is built again at every frame with the value the keyframes give for that
/// time, without animation of its own.
///
/// Repeating, the keyframes play from `initialValue` in a loop for as long as it is shown;
/// not repeating, the content gets the value at the timeline's start. With a trigger,
/// each change plays the keyframes once from the value shown then (at first
/// `initialValue`), and the content keeps the value they end on.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View,
  PrimitiveView
where KeyframePath.Value == Value {
  let initialValue: Value
  let mode: Mode
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  enum Mode {
    case repeating(Bool)
    case trigger(any Equatable)
  }

  /// Loops the keyframes continuously while `repeating`.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.mode = .repeating(repeating)
    self.content = content
    self.keyframes = keyframes
  }

  /// Plays the keyframes once each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.mode = .trigger(trigger)
    self.content = content
    self.keyframes = keyframes
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "KeyframeAnimator"
    let graph = node.graph
    let now = graph.now
    let old = node.kind as? KeyframeAnimatorKind<Value>
    var state = old ?? KeyframeAnimatorKind(resting: initialValue, trigger: nil, run: nil)
    switch mode {
    case .repeating(let repeating):
      state.trigger = nil
      if !repeating {
        state.run = nil
      } else if state.run == nil {
        state.run = (
          KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue)), now
        )
      }
    case .trigger(let trigger):
      if let previous = state.trigger, !Self.equal(trigger, previous) {
        let from = state.value(at: now)
        state.run = (KeyframeTimeline(initialValue: from, keyframes: keyframes(from)), now)
      }
      state.trigger = trigger
    }
    var value: Value
    if let run = state.run {
      let timeline = run.timeline
      let elapsed = now - run.start
      let duration = timeline.duration
      if case .repeating = mode, duration > 0 {
        value = timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration))
      } else if elapsed < duration {
        value = timeline.value(time: elapsed)
      } else {
        // Played through: the value rests where the keyframes end.
        value = timeline.value(time: duration)
        state.resting = value
        state.run = nil
      }
    } else if case .repeating = mode {
      value = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
        .value(time: 0)
    } else {
      value = state.resting
    }
    node.kind = state
    let id = ObjectIdentifier(node)
    graph.motion.modifierTracks[id] = state.run == nil ? nil : KeyframeRun(node: node)
    node.reconcile(context) { $0.add(content(value), slot: 0) }
  }

  private static func equal<A: Equatable>(_ a: A, _ b: any Equatable) -> Bool {
    guard let b = b as? A else { return false }
    return a == b
  }
}

/// A keyframe animator's node: transparent, keeping the value it rests on, the trigger it
/// last saw and the keyframes playing with their start time.
struct KeyframeAnimatorKind<Value>: TransparentNodeKind {
  var resting: Value
  var trigger: (any Equatable)?
  var run: (timeline: KeyframeTimeline<Value>, start: Double)?

  func value(at now: Double) -> Value {
    guard let run else { return resting }
    return run.timeline.value(time: min(now - run.start, run.timeline.duration))
  }
}

/// Keyframes playing: the animator's body is evaluated again at every frame.
final class KeyframeRun: ModifierTrack {
  let node: ViewNode

  init(node: ViewNode) {
    self.node = node
  }

  /// The animator ends its run itself.
  func isSettled(at now: Double) -> Bool { false }
}

extension View {
  /// Loops `keyframes` continuously while `repeating`, `content` applying their value to
  /// this view.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// Plays `keyframes` once each time `trigger` changes, `content` applying their value to
  /// this view.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
