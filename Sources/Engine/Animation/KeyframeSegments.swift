import Foundation

/// One track's keyframes as segments in time, sampled in closed form.
///
/// Segment i runs from the value p[i] at time T[i] to p[i + 1] at T[i + 1], p[0] being the
/// track's value at the start. Each segment has a velocity at either end (units of the
/// value per second), worked out once, left to right:
/// - linear: its curve's slope at 0 and 1 times the change, over the duration;
/// - spring: `startVelocity`, else the previous segment's end velocity (at rest first);
///   it ends with the spring's velocity when its time is up;
/// - cubic: given ones first; else next to a cubic keyframe Catmull-Rom's
///   (p[k + 1] − p[k − 1]) / (T[k + 1] − T[k − 1]) at the shared keyframe k, next to
///   another kind that segment's own velocity there, and at rest at the track's two ends;
/// - move: at rest.
@MainActor
struct KeyframeSegments<Value: Animatable> {
  typealias Data = Value.AnimatableData

  private let start: Value
  private let frames: [_Keyframe<Value>]
  private let points: [Data]
  private let times: [Double]
  private var startVelocities: [Data] = []
  private var endVelocities: [Data] = []

  init(start: Value, frames: [_Keyframe<Value>]) {
    self.start = start
    self.frames = frames
    points = [start.animatableData] + frames.map(\.value.animatableData)
    var t = [0.0]
    for f in frames { t.append(t[t.count - 1] + f.duration) }
    times = t
    for i in frames.indices {
      let v0 = startVelocity(i)
      startVelocities.append(v0)
      endVelocities.append(endVelocity(i, start: v0))
    }
  }

  /// When the last keyframe is reached.
  var duration: Double { times[times.count - 1] }

  /// The value `t` seconds in: the start before it, the last keyframe's after the end.
  func value(at t: Double) -> Value {
    var v = start
    v.animatableData = data(at: t.isFinite ? max(t, 0) : 0)
    return v
  }

  private func data(at t: Double) -> Data {
    // A segment that takes no time (a move) is passed the moment it starts.
    for i in frames.indices where t < times[i + 1] {
      let d = frames[i].duration
      let tau = t - times[i]
      let (p0, p1) = (points[i], points[i + 1])
      switch frames[i].curve {
      case .move:
        return p1
      case .linear(let curve):
        return p0 + (p1 - p0).scaled(by: curve.value(at: tau / d))
      case .spring(let spring, _):
        // The spring's motion is linear in its start: x(τ) = A(τ)·x₀ + B(τ)·v₀.
        let a = spring.state(displacement: 1, velocity: 0, time: tau).displacement
        let b = spring.state(displacement: 0, velocity: 1, time: tau).displacement
        return p1 + (p0 - p1).scaled(by: a) + startVelocities[i].scaled(by: b)
      case .cubic:
        // Cubic Hermite basis on u = τ / d, velocities scaled to the unit interval.
        let u = tau / d
        let h00 = 2 * u * u * u - 3 * u * u + 1
        let h10 = u * u * u - 2 * u * u + u
        let h01 = -2 * u * u * u + 3 * u * u
        let h11 = u * u * u - u * u
        return p0.scaled(by: h00) + startVelocities[i].scaled(by: h10 * d) + p1.scaled(by: h01)
          + endVelocities[i].scaled(by: h11 * d)
      }
    }
    return points[points.count - 1]
  }

  /// Catmull-Rom's velocity at keyframe point k (between segments k − 1 and k).
  private func catmullRom(_ k: Int) -> Data {
    guard k > 0, k + 1 < points.count else { return .zero }
    let span = times[k + 1] - times[k - 1]
    return span > 0 ? (points[k + 1] - points[k - 1]).scaled(by: 1 / span) : .zero
  }

  /// Segment i's own velocity at its start, when it does not take it from before.
  private func ownStartVelocity(_ i: Int) -> Data {
    let d = frames[i].duration
    switch frames[i].curve {
    case .linear(let curve):
      return d > 0 ? (points[i + 1] - points[i]).scaled(by: curve.velocity(at: 0) / d) : .zero
    case .spring(_, let given): return given ?? catmullRom(i)
    case .cubic(let given, _): return given ?? catmullRom(i)
    case .move: return .zero
    }
  }

  private func startVelocity(_ i: Int) -> Data {
    switch frames[i].curve {
    case .linear, .move:
      return ownStartVelocity(i)
    case .spring(_, let given):
      return given ?? (i > 0 ? endVelocities[i - 1] : .zero)
    case .cubic(let given, _):
      if let given { return given }
      guard i > 0 else { return .zero }
      if case .cubic(_, let previousEnd) = frames[i - 1].curve {
        return previousEnd ?? catmullRom(i)
      }
      return endVelocities[i - 1]
    }
  }

  private func endVelocity(_ i: Int, start v0: Data) -> Data {
    let d = frames[i].duration
    let (p0, p1) = (points[i], points[i + 1])
    switch frames[i].curve {
    case .move:
      return .zero
    case .linear(let curve):
      return d > 0 ? (p1 - p0).scaled(by: curve.velocity(at: 1) / d) : .zero
    case .spring(let spring, _):
      let a = spring.state(displacement: 1, velocity: 0, time: d).velocity
      let b = spring.state(displacement: 0, velocity: 1, time: d).velocity
      return (p0 - p1).scaled(by: a) + v0.scaled(by: b)
    case .cubic(_, let given):
      if let given { return given }
      guard i + 1 < frames.count else { return .zero }
      return ownStartVelocity(i + 1)
    }
  }
}
