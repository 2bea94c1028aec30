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
  return HostRun.run(options) { fonts, trace, size in
    PreviewApp(scene: scene, size: size, options: options, fonts: fonts, trace: trace)
  } prepare: { app, runner in
    guard let app = app as? PreviewApp else { return nil }
    if let kind = options.benchmark {
      do {
        try StandardStreams.printLine(try Benchmark.run(kind, app: app), what: "the benchmark")
      } catch {
        return fail(.runtime, "\(error)")
      }
      return 0
    }
    // Watching starts once SDL's video is up, so no reload notice can be lost before it.
    if let runner, let watcher = options.scenePath.map({ SceneWatcher(path: $0) }) {
      runner.onUserEvent = { [watcher, app] now in watcher.reload(into: app, at: now) }
    }
    return nil
  }
}
