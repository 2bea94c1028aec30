import Engine
import Foundation
import PreviewHost
import Testing

@testable import SceneApp

/// How scene files spell animations, read and written from the one list of names.
struct AnimationSceneTests {
  /// The carousel animation of a scene whose carousel says `"animation": json`.
  func parsed(_ json: String) throws(SourceError) -> Animation {
    try SceneDocument.parse(#"{"carousel": {"animation": \#(json)}}"#, file: "s.json")
      .carousel.animation
  }

  @Test("every named animation is written by a name that reads back as it")
  func namedRoundTrip() throws {
    for name in Animation.names {
      let animation = try #require(Animation(name: name))
      #expect(animation.sceneJSON.hasPrefix("\""), "\(name) is written as a name")
      #expect(try parsed(animation.sceneJSON) == animation, "\(name)")
    }
  }

  @Test(
    "a timing curve with its own duration is written as an object under its curve's name",
    arguments: [UnitCurve.easeIn, .easeOut, .easeInOut, .linear])
  func curveRoundTrip(_ curve: UnitCurve) throws {
    let animation = Animation.timingCurve(curve, duration: 1.5)
    #expect(try parsed(animation.sceneJSON) == animation)
    #expect(animation.summary.hasSuffix(" 1.5s") && !animation.summary.hasPrefix("bezier"))
  }

  @Test("a curve without a name is written as easeInOut and summarised as a Bézier")
  func unnamedCurve() throws {
    let animation = Animation.timingCurve(
      .bezier(
        startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 0.4)),
      duration: 2)
    #expect(animation.sceneJSON == #"{"easeInOut": {"duration": 2}}"#)
    #expect(animation.summary == "bezier 2s")
  }

  @Test("an object names one curve or a spring; any other key lists them")
  func unknownKind() {
    do {
      _ = try parsed(#"{"bezier": {}}"#)
      Issue.record("bezier is not a kind")
    } catch {
      #expect(error.message.contains("easeIn, easeOut, easeInOut, linear, spring"), "\(error)")
    }
  }
}
