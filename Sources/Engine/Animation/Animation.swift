import Foundation

/// How a value moves to a new target: SwiftUI's `Animation`, a base motion (a timing curve
/// or a spring) with any of `delay`, `speed` and `repeatCount`/`repeatForever` applied
/// in order, outermost last.
///
/// The static members and their parameters are SwiftUI's (iOS 17); each is sampled in
/// closed form at any time (`Animation+Motion.swift`).
public struct Animation: Sendable, Hashable {
  /// The motion before any modifier.
  enum Base: Sendable, Hashable {
    /// A timing curve over a fixed duration in seconds. Starts from rest.
    case timingCurve(UnitCurve, duration: Double)
    /// A persistent spring: it keeps the velocity it starts with, so a flick flows into the
    /// snap, and a new spring replaces it without a jolt.
    case spring(Spring, blendDuration: Double)
    /// A spring driving progress from 0 to 1, with an initial velocity in distances per
    /// second.
    case interpolatingSpring(Spring, initialVelocity: Double)
  }

  /// What `delay`, `speed` and the repeats add, each over everything before it.
  enum Modifier: Sendable, Hashable {
    case delay(Double)
    case speed(Double)
    /// nil: forever.
    case repeatCount(Int?, autoreverses: Bool)
  }

  var base: Base
  var modifiers: [Modifier] = []

  init(_ base: Base) {
    self.base = base
  }

  /// iOS 17's `withAnimation` default: spring(response 0.55, dampingFraction 1.0).
  public static let `default` = Animation(
    .spring(Spring(response: 0.55, dampingFraction: 1), blendDuration: 0))

  /// SwiftUI's timing-curve animations default to 0.35 s.
  static let defaultCurveDuration = 0.35

  /// An animation along `curve` over `duration` seconds.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(.timingCurve(curve, duration: duration.isFinite ? max(duration, 0) : 0))
  }

  /// An animation along the cubic Bézier with control points (p1x, p1y) and (p2x, p2y).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
    duration: TimeInterval = 0.35
  ) -> Animation {
    timingCurve(.bezier(p1x, p1y, p2x, p2y), duration: duration)
  }

  public static func easeIn(duration: TimeInterval) -> Animation {
    timingCurve(.easeIn, duration: duration)
  }
  public static func easeOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeOut, duration: duration)
  }
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeInOut, duration: duration)
  }
  public static func linear(duration: TimeInterval) -> Animation {
    timingCurve(.linear, duration: duration)
  }
  public static let easeIn = easeIn(duration: defaultCurveDuration)
  public static let easeOut = easeOut(duration: defaultCurveDuration)
  public static let easeInOut = easeInOut(duration: defaultCurveDuration)
  public static let linear = linear(duration: defaultCurveDuration)

  /// Starts `delay` seconds later, holding the start value until then.
  public func delay(_ delay: TimeInterval) -> Animation {
    adding(.delay(delay.isFinite ? max(delay, 0) : 0))
  }

  /// Runs `speed` times as fast (2: in half the time; 0: never moves).
  public func speed(_ speed: Double) -> Animation {
    adding(.speed(speed.isFinite ? max(speed, 0) : 1))
  }

  /// Plays `repeatCount` times; with `autoreverses` every other play runs backwards (and
  /// counts as one). Afterwards the value rests on its target, as SwiftUI's model value
  /// does, even after an even number of autoreversed plays.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    adding(.repeatCount(max(repeatCount, 0), autoreverses: autoreverses))
  }

  /// Plays for as long as the view animating with it exists.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    adding(.repeatCount(nil, autoreverses: autoreverses))
  }

  /// The same motion `elapsed` seconds along from the moment it starts (a delay of
  /// −`elapsed`): for an animation begun by a transaction a frame or more before.
  func advanced(by elapsed: Double) -> Animation {
    guard elapsed > 0, elapsed.isFinite else { return self }
    return adding(.delay(-elapsed))
  }

  private func adding(_ modifier: Modifier) -> Animation {
    var a = self
    a.modifiers.append(modifier)
    return a
  }

  /// The persistent spring a new motion keeps the velocity of, if that is what this is.
  var persistentSpring: Spring? {
    if case .spring(let s, _) = base, modifiers.isEmpty { return s }
    return nil
  }

  /// SwiftUI's named animations and their names, in the order the README lists them: the
  /// one list that parsing, writing and `names` read. The timing curves take their names
  /// from `UnitCurve.Name`.
  static let named: [(name: String, animation: Animation)] =
    [("default", .default)]
    + UnitCurve.Name.allCases.map {
      ($0.rawValue, Animation.timingCurve($0.curve, duration: defaultCurveDuration))
    }
    + [("spring", .spring), ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy)]

  /// The names the scene format accepts, in the order the README lists them.
  public static let names = named.map(\.name)

  /// The animation called `name` in SwiftUI (see `names`), or nil.
  public init?(name: String) {
    guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
    self = match.animation
  }

  /// A short human description, for the inspector and traces.
  public var summary: String {
    var out: String
    switch base {
    case .timingCurve(let c, let d):
      out = "\(c.name?.rawValue ?? c.kindName) \(Self.format(d))s"
    case .spring(let s, _):
      out = "spring T=\(Self.format(s.response)) ζ=\(Self.format(s.dampingFraction))"
    case .interpolatingSpring(let s, _):
      out = "interpolatingSpring T=\(Self.format(s.response)) ζ=\(Self.format(s.dampingFraction))"
    }
    for m in modifiers {
      switch m {
      case .delay(let d): out += " delay \(Self.format(d))s"
      case .speed(let s): out += " speed \(Self.format(s))"
      case .repeatCount(let n, let reverses):
        out += " repeat \(n.map(String.init) ?? "forever")\(reverses ? " autoreversing" : "")"
      }
    }
    return out
  }

  static func format(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
  }
}
