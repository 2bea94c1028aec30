import Foundation

/// Where an animation is at a given time: its modifiers turn wall time into the base
/// motion's own time (outermost first), and the base motion is evaluated in closed form.
extension Animation {
  /// A sample of the motion.
  struct Motion: Equatable {
    var value: Double
    var velocity: Double
    /// At rest on the target for good (a repeating animation never is).
    var isFinished: Bool
  }

  /// The motion from `from` to `to`, `elapsed` seconds after it started with `velocity`
  /// (points per second; only springs keep it). `blendingFrom`: the spring a persistent
  /// spring replaced, whose response it blends from over its blend duration.
  func motion(
    from: Double, to: Double, velocity: Double, elapsed: Double, blendingFrom: Spring? = nil
  ) -> Motion {
    var time = elapsed.isFinite ? max(elapsed, 0) : 0
    var rate = 1.0
    var reversed = false
    var repeating = false
    for index in modifiers.indices.reversed() {
      switch modifiers[index] {
      case .speed(let s):
        time *= s
        rate *= s
      case .delay(let d):
        time -= d
        // Until the delay is over the value holds where this play starts.
        if time < 0 { return Motion(value: reversed ? to : from, velocity: 0, isFinished: false) }
      case .repeatCount(let count, let autoreverses):
        let period = duration(upTo: index)
        guard period > 0, period.isFinite else { continue }
        let plays = (time / period).rounded(.down)
        if let count, plays >= Double(count) {
          return Motion(value: to, velocity: 0, isFinished: true)
        }
        repeating = true
        time -= plays * period
        if autoreverses, plays.truncatingRemainder(dividingBy: 2) == 1 { reversed.toggle() }
      }
    }
    let localVelocity = rate > 0 ? velocity / rate : 0
    var m = baseMotion(
      from: from, to: to, velocity: localVelocity, time: time, rate: rate,
      blendingFrom: blendingFrom)
    m.velocity *= rate
    if !m.velocity.isFinite { m.velocity = 0 }
    if reversed {
      m.value = from + to - m.value
      m.velocity = -m.velocity
    }
    if repeating { m.isFinished = false }
    return m
  }

  /// How long the animation lasts with only its first `index` modifiers: a timing curve's
  /// duration or a spring's settling duration, each delay added, each speed dividing.
  func duration(upTo index: Int) -> Double {
    var d: Double
    switch base {
    case .timingCurve(_, let duration): d = duration
    case .spring(let s, _), .interpolatingSpring(let s, _): d = s.settlingDuration
    }
    for m in modifiers.prefix(index) {
      switch m {
      case .delay(let delay): d += delay
      case .speed(let s): d = s > 0 ? d / s : .infinity
      case .repeatCount(let n, _): d = n.map { d * Double($0) } ?? .infinity
      }
    }
    return d
  }

  /// The base motion at its own time `t`; `velocity` is in its own time too, `rate` its
  /// seconds per wall second (for the settling test, which is in wall units).
  private func baseMotion(
    from: Double, to: Double, velocity: Double, time t: Double, rate: Double,
    blendingFrom: Spring?
  ) -> Motion {
    let rest = Motion(value: to, velocity: 0, isFinished: true)
    func settled(_ x: Double, _ v: Double) -> Bool {
      abs(x) < AnimatedValue.settleDistance && abs(v * rate) < AnimatedValue.settleSpeed
    }
    switch base {
    case .timingCurve(let curve, let duration):
      // Within a nanosecond of the end is the end (a start and a duration added as doubles
      // land a rounding error short of it).
      guard duration > 0, t < duration - 1e-9 else { return rest }
      let p = t / duration
      return Motion(
        value: from + (to - from) * curve.value(at: p),
        velocity: (to - from) * curve.velocity(at: p) / duration, isFinished: false)
    case .spring(let spring, let blend):
      let s: (displacement: Double, velocity: Double)
      if let old = blendingFrom, blend > 0 {
        s = spring.blended(
          from: old, over: blend, displacement: from - to, velocity: velocity, time: t)
      } else {
        s = spring.state(displacement: from - to, velocity: velocity, time: t)
      }
      if settled(s.displacement, s.velocity) { return rest }
      return Motion(value: to + s.displacement, velocity: s.velocity, isFinished: false)
    case .interpolatingSpring(let spring, let initialVelocity):
      let distance = to - from
      guard distance != 0 else {
        // Nothing to interpolate: only the velocity it was given moves it.
        let s = spring.state(displacement: 0, velocity: velocity, time: t)
        if settled(s.displacement, s.velocity) { return rest }
        return Motion(value: to + s.displacement, velocity: s.velocity, isFinished: false)
      }
      // Progress p = 1 + x with x from −1, at initialVelocity plus the carried velocity.
      let s = spring.state(
        displacement: -1, velocity: initialVelocity + velocity / distance, time: t)
      if settled(distance * s.displacement, distance * s.velocity) { return rest }
      return Motion(
        value: to + distance * s.displacement, velocity: distance * s.velocity,
        isFinished: false)
    }
  }
}

extension Spring {
  /// The motion of a spring whose response moves linearly from `old`'s to this one's over
  /// `blend` seconds (`spring(…blendDuration:)`): integrated numerically (RK4, at most
  /// 1/480 s a step for blends up to 10 s) through the blend, in closed form after it.
  func blended(
    from old: Spring, over blend: Double, displacement x0: Double, velocity v0: Double,
    time t: Double
  ) -> (displacement: Double, velocity: Double) {
    let span = min(t, blend)
    let steps = min(max(Int((span * 480).rounded(.up)), 1), 4800)
    let h = span / Double(steps)
    func accel(_ x: Double, _ v: Double, _ at: Double) -> Double {
      let f = min(max(at / blend, 0), 1)
      let r = old.response + (response - old.response) * f
      let w = 2 * .pi / r
      return -w * w * x - 2 * dampingFraction * w * v
    }
    var x = x0
    var v = v0
    var now = 0.0
    for _ in 0..<steps {
      let k1x = v
      let k1v = accel(x, v, now)
      let k2x = v + h / 2 * k1v
      let k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v, now + h / 2)
      let k3x = v + h / 2 * k2v
      let k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v, now + h / 2)
      let k4x = v + h * k3v
      let k4v = accel(x + h * k3x, v + h * k3v, now + h)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      now += h
    }
    return t > blend ? state(displacement: x, velocity: v, time: t - blend) : (x, v)
  }
}
