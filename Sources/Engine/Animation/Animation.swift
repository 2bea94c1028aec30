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
  public static let easeIn = Animation.timingCurve(.easeIn, duration: 0.35)
  public static let easeOut = Animation.timingCurve(.easeOut, duration: 0.35)
  public static let easeInOut = Animation.timingCurve(.easeInOut, duration: 0.35)
  public static let linear = Animation.timingCurve(.linear, duration: 0.35)

  /// The names the scene format accepts, in the order the README lists them.
  public static let names = [
    "default", "easeIn", "easeOut", "easeInOut", "linear", "spring", "smooth", "snappy",
    "bouncy",
  ]

  /// The animation called `name` in SwiftUI (see `names`), or nil.
  public init?(name: String) {
    switch name {
    case "default": self = .default
    case "easeIn": self = .easeIn
    case "easeOut": self = .easeOut
    case "easeInOut": self = .easeInOut
    case "linear": self = .linear
    case "spring": self = .spring
    case "smooth": self = .smooth
    case "snappy": self = .snappy
    case "bouncy": self = .bouncy
    default: return nil
    }
  }

  /// A short human description, for the inspector and traces.
  public var summary: String {
    switch self {
    case .timingCurve(let c, let d):
      let name =
        c == .linear
        ? "linear"
        : c == .easeIn
          ? "easeIn"
          : c == .easeOut
            ? "easeOut"
            : c == .easeInOut
              ? "easeInOut" : "bezier"
      return "\(name) \(Self.format(d))s"
    case .spring(let s):
      return "spring T=\(Self.format(s.response)) ζ=\(Self.format(s.dampingFraction))"
    }
  }

  static func format(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
  }
}
