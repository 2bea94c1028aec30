import Engine
import Foundation
import Testing

@testable import SceneApp

/// The scene's command keys are the scene view's own `onKeyPress`, so they travel the one
/// key path every view uses: views inside try a key first, a command key stops there in
/// every phase, and keys that are no command go on to the scroll view.
@MainActor
@Suite("SceneView: the scene's keys through onKeyPress")
struct SceneViewKeysTests {
  /// A scene view hosted on its own, its commands recorded instead of performed.
  final class Recorder {
    var commands: [SceneCommand] = []
  }

  static func host(_ recorder: Recorder) -> ViewHost {
    ViewHost(
      root: SceneView(
        scene: .default, autoplay: false, overlay: nil,
        onCommand: { recorder.commands.append($0) }),
      size: CGSize(width: 900, height: 720), text: FixedTextMetrics())
  }

  @Test("a press of A asks for the alignment command once; its repeat and release ask nothing")
  func commandKeyInEveryPhase() {
    let recorder = Recorder()
    let views = Self.host(recorder)
    views.update(now: 0)
    views.handle(.key(KeyPress(key: "a", phase: .down)), at: 0.1)
    views.handle(.key(KeyPress(key: "a", phase: .repeat)), at: 0.2)
    views.handle(.key(KeyPress(key: "a", phase: .up)), at: 0.3)
    // README "Controls": A cycles the alignment; toggles and cycles do not repeat.
    #expect(recorder.commands == [.cycleAlignment])
  }

  @Test("holding + repeats adding a tile: down then two repeats are three commands")
  func repeatingCommand() {
    let recorder = Recorder()
    let views = Self.host(recorder)
    views.update(now: 0)
    views.handle(.key(KeyPress(key: "+", phase: .down)), at: 0.1)
    views.handle(.key(KeyPress(key: "+", phase: .repeat)), at: 0.2)
    views.handle(.key(KeyPress(key: "+", phase: .repeat)), at: 0.3)
    #expect(recorder.commands == [.addTile, .addTile, .addTile])
  }

  @Test("→ is no command: the scene view lets it pass and the carousel pages from 0 to 1")
  func pagingKeyPassesOn() {
    let recorder = Recorder()
    let views = Self.host(recorder)
    views.update(now: 0)
    views.handle(.key(KeyPress(key: .rightArrow, phase: .down)), at: 0.1)
    var t = 0.1
    // The default scene's page animation settles well within 3 s (docs/CONTRACT.md).
    while t < 3 {
      t += 1.0 / 60
      views.update(now: t)
    }
    #expect(recorder.commands.isEmpty)
    #expect(views.scrollCarousels.first?.page == 1)
  }

  @Test("a view inside the scene's tree that takes A first keeps it from the scene")
  func innerHandlerWins() {
    let recorder = Recorder()
    let views = ViewHost(
      root: SceneView(
        scene: .default, autoplay: false, overlay: nil,
        onCommand: { recorder.commands.append($0) }
      )
      .overlay { Color.clear.onKeyPress("a") { .handled } },
      size: CGSize(width: 900, height: 720), text: FixedTextMetrics())
    views.update(now: 0)
    views.handle(.key(KeyPress(key: "a", phase: .down)), at: 0.1)
    // The overlay is drawn above the scene, so it is frontmost and tries the key first.
    #expect(recorder.commands.isEmpty)
  }
}
