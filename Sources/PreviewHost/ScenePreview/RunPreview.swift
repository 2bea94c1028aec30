import Engine
import Foundation

/// `preview`'s main: the scene-built window, headless run, dump or benchmark.
@MainActor
package func runPreview(_ arguments: [String]) -> Int32 {
  HostRun.prepareProcess()
  let options: Options
  do {
    options = try Options.parse(arguments)
  } catch {
    return fail(.usage, "\(error)\nrun '\(programName) --help' for usage")
  }
  if let code = HostRun.answerInformational(options, usage: Options.usage) { return code }
  var scene = SceneDocument.default
  if let path = options.scenePath {
    switch SceneFile.load(path) {
    case .success(let s): scene = s
    case .failure(let e): return fail(.invalidFile, e.description)
    }
  }
  if options.printScene {
    return output(scene.jsonText(), what: "the scene")
  }
  // The host lives only as long as HostRun.run's content: it measures with the fonts, which
  // must be closed before SDL_ttf quits.
  return HostRun.run(options) { fonts, trace, size in
    let host = StageHost(
      scene: scene, size: size, text: fonts, autoplay: options.noAutoplay ? false : nil,
      reducedMotion: options.reducedMotion)
    return HostedContent(host: host, title: "OverlapCarousel", fonts: fonts, trace: trace)
  } prepare: { content, runner in
    guard let stage = content.host as? StageHost else { return nil }
    if let kind = options.benchmark {
      do {
        try StandardStreams.printLine(
          try Benchmark.run(kind, host: stage, fonts: content.fonts), what: "the benchmark")
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
