import Engine
import Foundation
import PreviewHost

/// The window `preview` shows: a scene file's rows and carousel (`--scene FILE`, else the
/// built-in scene) as a `SceneView`, with the scene's own keys, the inspector, and the file
/// reloaded when it changes, keeping the page.
///
/// An `App` whose body is this scene reads `preview`'s scene-file flags beside every App's
/// (`--scene`, `--no-autoplay`, `--print-scene`); a file that does not load ends the run
/// with the contract's code before any window opens.
public struct SceneWindow: Scene {
  let title: String

  public init(_ title: String = "OverlapCarousel") {
    self.title = title
  }

  public var body: Never { fatalError("SceneWindow is a primitive scene") }
}

extension SceneWindow: WindowScene {
  package var readsSceneFiles: Bool { true }

  package func start(_ options: Options) -> WindowStart {
    var scene = SceneDocument.default
    if let path = options.scenePath {
      switch SceneDocument.load(path) {
      case .success(let s): scene = s
      case .failure(let e): return .exit(fail(.invalidFile, e.description))
      }
    }
    if options.printScene {
      return .exit(output(scene.jsonText(), what: "the scene"))
    }
    // The host lives only as long as HostRun.run's content: it measures with the fonts,
    // which must be closed before SDL_ttf quits.
    return .run { [title] fonts, trace, size in
      let host = StageHost(
        scene: scene, size: size, text: fonts, autoplay: options.noAutoplay ? false : nil,
        reducedMotion: options.reducedMotion)
      // Only a dark scheme changes the scene's views: a light one leaves them as built (a
      // new environment would build every view again).
      if options.colorScheme != .light {
        host.views.graph.updateEnvironment { $0.colorScheme = options.colorScheme }
      }
      return HostedContent(
        host: host, title: title, fonts: fonts, trace: trace,
        wantsFrameTime: { [host] in host.wantsFrameTime },
        traceRows: { [host] in host.currentRows().map(\.traceRow) })
    } prepare: { content, runner in
      guard let stage = content.host as? StageHost else { return nil }
      if let kind = options.benchmark {
        do {
          try StandardStreams.printLine(
            try Benchmark.run(
              kind, host: stage, pages: stage.carousel.pageCount, fonts: content.fonts),
            what: "the benchmark")
        } catch {
          return fail(.runtime, "\(error)")
        }
        return 0
      }
      // Watching starts once SDL's video is up, so no reload notice can be lost before it.
      if let runner, let watcher = options.scenePath.map({ SceneWatcher(path: $0) }) {
        runner.onUserEvent = { [watcher, content, stage] now in
          watcher.reload(into: stage, content: content, at: now)
        }
      }
      return nil
    }
  }
}

extension RowLayout {
  /// The row as a `resize` trace line reports it: its item count (the collapsed ones too),
  /// whether it overlaps and its step.
  var traceRow: TraceRecord.Row {
    TraceRecord.Row(
      count: tiles.count - (hidden > 0 ? 1 : 0) + hidden, overlapping: overlapping,
      step: step.map { Double($0) })
  }
}
