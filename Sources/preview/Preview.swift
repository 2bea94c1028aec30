// `preview`: an App like any other, whose window shows a scene file (docs/ARCHITECTURE.md).
import PreviewHost
import SceneApp

/// The scene file's overlapping rows above its paging carousel, in a window.
@main
struct Preview: App {
  var body: some Scene {
    SceneWindow("OverlapCarousel")
  }
}
