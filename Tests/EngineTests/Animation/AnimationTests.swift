import Foundation
import Testing

@testable import Engine

/// SwiftUI's named animations with the iOS 17 numbers of docs/CONTRACT.md §3.3.
struct AnimationTests {
  @Test("timing-curve animations use the CSS control points and last 0.35 s")
  func timingCurves() {
    let expected: [(Animation, UnitCurve, [Double])] = [
      (.easeIn, .easeIn, [0.42, 0, 1, 1]),
      (.easeOut, .easeOut, [0, 0, 0.58, 1]),
      (.easeInOut, .easeInOut, [0.42, 0, 0.58, 1]),
      (.linear, .linear, [0, 0, 1, 1]),
    ]
    for (animation, curve, points) in expected {
      guard case .timingCurve(let c, let duration) = animation.base else {
        Issue.record("\(animation) is not a timing curve")
        continue
      }
      #expect(c == curve)
      #expect(duration == 0.35)
      if case .bezier(let p1, let p2) = c.function {
        #expect([p1.x, p1.y, p2.x, p2.y].map { Double($0) } == points)
      } else {
        // SwiftUI's linear curve is not a Bézier: the identity, velocity 1 everywhere.
        #expect(c == .linear && points == [0, 0, 1, 1])
      }
    }
  }

  @Test("every scene name resolves to the animation of that name")
  func namesResolve() {
    let table: [String: Animation] = [
      "default": .default, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
      "linear": .linear, "spring": .spring, "smooth": .smooth, "snappy": .snappy,
      "bouncy": .bouncy,
    ]
    #expect(Set(Animation.names) == Set(table.keys))
    for (name, animation) in table {
      #expect(Animation(name: name) == animation, "\(name)")
    }
    #expect(Animation(name: "Default") == nil)
    #expect(Animation(name: "") == nil)
  }

  @Test("summaries name the curve or the spring's parameters")
  func summaries() {
    #expect(Animation.default.summary == "spring T=0.55 ζ=1")
    #expect(Animation.easeInOut.summary == "easeInOut 0.35s")
    #expect(Animation.snappy.summary == "spring T=0.5 ζ=0.85")
  }
}
