@_spi(AnimationParameters) import Engine
import Foundation
import PreviewHost

/// How a scene file spells an animation: a name from `Animation.names`, or an object with
/// exactly one key naming a curve or a spring and its parameters.
extension Animation {
  /// The object key of a spring with parameters.
  static let springKind = "spring"
  /// The object keys, one per kind of animation: each named curve, then a spring.
  static let sceneKinds = SceneCurve.allCases.map(\.rawValue) + [springKind]
  /// A named curve's duration when the scene gives none: that of `Animation.easeInOut`.
  static let defaultCurveDuration = Animation.easeInOut.timingCurveParameters?.duration ?? 0.35
  /// Longer than any UI animation; keeps a typo like 300 (meant as ms) from freezing the UI.
  static let maximumDuration = 60.0
  /// SwiftUI's `Animation.spring(response:dampingFraction:)` default damping fraction.
  static let defaultDampingFraction = 0.825

  /// The animation `cursor` describes, validated.
  init(json cursor: JSONCursor) throws(SourceError) {
    switch cursor.value.kind {
    case .string:
      self = try cursor.oneOf(Animation.names, what: "animation") { Animation(name: $0) }
    case .object:
      let object = try cursor.object(keys: Self.sceneKinds)
      guard let kind = object.order.first, let body = object[kind] else {
        throw cursor.error("expected exactly one of \(JSONCursor.list(Self.sceneKinds))")
      }
      if object.order.count > 1, let second = object.members[object.order[1]] {
        throw cursor.source.error(
          "\(cursor.path): only one animation allowed, got \(SourceError.quoted(kind)) and \(SourceError.quoted(second.key))",
          at: second.keyLocation)
      }
      // `object(keys:)` let through only `sceneKinds`: a curve's name or the spring's.
      if let curve = SceneCurve(rawValue: kind) {
        self = try Self.curve(curve.curve, body)
      } else {
        self = try Self.spring(body)
      }
    default:
      throw cursor.typeError("an animation name or object")
    }
  }

  private static func curve(_ curve: UnitCurve, _ cursor: JSONCursor) throws(SourceError)
    -> Animation
  {
    let object = try cursor.object(CurveKey.self)
    let duration = try object[CurveKey.duration].map(duration) ?? defaultCurveDuration
    return .timingCurve(curve, duration: duration)
  }

  /// `duration`/`bounce` (iOS 17's parameters) or `response`/`dampingFraction` (the
  /// older ones), never a mix: the two pairs describe the same spring differently.
  private static func spring(_ cursor: JSONCursor) throws(SourceError) -> Animation {
    let object = try cursor.object(SpringKey.self)
    var usesResponse: Bool?
    for key in object.order {
      let isResponseKey = SpringKey(rawValue: key)?.isResponseKey == true
      if let usesResponse, usesResponse != isResponseKey, let member = object.members[key] {
        throw cursor.source.error(
          "\(cursor.path): use duration and bounce, or response and dampingFraction, not both",
          at: member.keyLocation)
      }
      usesResponse = usesResponse ?? isResponseKey
    }
    if usesResponse == true {
      let response = try object[SpringKey.response].map(duration) ?? 0.5
      let damping =
        try object[SpringKey.dampingFraction].map { (value) throws(SourceError) in
          try value.number("must be > 0 and ≤ 100") { $0 > 0 && $0 <= 100 }
        } ?? defaultDampingFraction
      return .spring(Spring(response: response, dampingFraction: damping))
    }
    let duration = try object[SpringKey.duration].map(duration) ?? 0.5
    let bounce =
      try object[SpringKey.bounce].map { (value) throws(SourceError) in
        // Spring clamps below -0.99 (ζ ≤ 100); the scene says so instead of clamping.
        try value.number(in: -0.99...0.99)
      } ?? 0
    return .spring(Spring(duration: duration, bounce: bounce))
  }

  /// A timing curve object's keys.
  enum CurveKey: String, SceneKeys {
    case duration
  }

  /// A spring object's keys: iOS 17's pair, or the older pair.
  enum SpringKey: String, SceneKeys {
    case duration, bounce, response, dampingFraction

    var isResponseKey: Bool { self == .response || self == .dampingFraction }
  }

  private static func duration(_ cursor: JSONCursor) throws(SourceError) -> Double {
    try cursor.number("must be > 0 and ≤ \(JSONWriter.number(maximumDuration))") {
      $0 > 0 && $0 <= maximumDuration
    }
  }

  /// The scene-file spelling of this animation: its name when it has one, else an object.
  ///
  /// A timing curve other than the four named ones cannot be expressed in the format; it is
  /// written as `easeInOut` with its duration. Nor can modifiers (`delay`, `speed`,
  /// repeats): the base animation is written.
  var sceneJSON: String {
    if let name = Animation.names.first(where: { Animation(name: $0) == self }) {
      return JSONWriter.string(name)
    }
    if let (curve, duration) = timingCurveParameters {
      let kind = (SceneCurve.allCases.first { $0.curve == curve } ?? .easeInOut).rawValue
      return "{\(JSONWriter.string(kind)): {"
        + JSONWriter.member(CurveKey.duration, JSONWriter.number(duration)) + "}}"
    }
    let spring = springParameters ?? Spring(response: 0.5, dampingFraction: 1)
    return "{\(JSONWriter.string(Self.springKind)): {"
      + JSONWriter.member(SpringKey.response, JSONWriter.number(spring.response)) + ", "
      + JSONWriter.member(SpringKey.dampingFraction, JSONWriter.number(spring.dampingFraction))
      + "}}"
  }
}

/// The timing curves a scene file names, as SwiftUI's `UnitCurve` statics are spelled.
enum SceneCurve: String, Sendable, CaseIterable {
  case easeIn, easeOut, easeInOut, linear

  var curve: UnitCurve {
    switch self {
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    case .linear: .linear
    }
  }
}
