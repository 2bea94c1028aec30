import Foundation

/// How a value moves to a new target: SwiftUI's animations, with iOS 17's numbers.
public enum Animation: Sendable, Hashable {
  /// A timing curve over a fixed duration in seconds. Starts from rest.
  case timingCurve(UnitCurve, duration: Double)
  /// A spring; it keeps the velocity it starts with, so a flick flows into the snap.
  case spring(Spring)

  /// iOS 17's `withAnimation` default: spring(response 0.55, dampingFraction 1.0).
  public static let `default` = Animation.spring(Spring(response: 0.55, dampingFraction: 1))
  /// SwiftUI's `.spring`: `spring(duration: 0.5, bounce: 0)`.
  public static let spring = Animation.spring(Spring(duration: 0.5, bounce: 0))
  /// SwiftUI's `.smooth`: duration 0.5, bounce 0.
  public static let smooth = Animation.spring(Spring(duration: 0.5, bounce: 0))
  /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = Animation.spring(Spring(duration: 0.5, bounce: 0.15))
  /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = Animation.spring(Spring(duration: 0.5, bounce: 0.3))
  /// SwiftUI's timing-curve animations default to 0.35 s.
  static let defaultCurveDuration = 0.35
  public static let easeIn = Animation.timingCurve(.easeIn, duration: defaultCurveDuration)
  public static let easeOut = Animation.timingCurve(.easeOut, duration: defaultCurveDuration)
  public static let easeInOut = Animation.timingCurve(.easeInOut, duration: defaultCurveDuration)
  public static let linear = Animation.timingCurve(.linear, duration: defaultCurveDuration)

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
    switch self {
    case .timingCurve(let c, let d):
      return "\(c.name?.rawValue ?? "bezier") \(Self.format(d))s"
    case .spring(let s):
      return "spring T=\(Self.format(s.response)) ζ=\(Self.format(s.dampingFraction))"
    }
  }

  static func format(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
  }
}
