import CSDL2
import Engine
import Foundation

/// Exit codes of the command-line contract (DESIGN section 4).
enum ExitCode: Int32 {
  case success = 0
  case runtime = 1
  case usage = 2
  case invalidFile = 3
}

/// One line on stderr, prefixed with the program's name.
func report(_ message: String) {
  FileHandle.standardError.write(Data("preview: \(message)\n".utf8))
}

func fail(_ code: ExitCode, _ message: String) -> Int32 {
  report(message)
  return code.rawValue
}

@MainActor
func runPreview(_ arguments: [String]) -> Int32 {
  let options: Options
  do {
    options = try Options.parse(arguments)
  } catch {
    return fail(.usage, "\(error)\nrun 'preview --help' for usage")
  }
  if options.help {
    print(Options.usage)
    return 0
  }
  if options.version {
    print("preview \(Options.version)")
    return 0
  }
  var scene = SceneDocument.default
  if let path = options.scenePath {
    switch SceneFile.load(path) {
    case .success(let s): scene = s
    case .failure(let e): return fail(.invalidFile, e.description)
    }
  }
  if options.printScene {
    print(scene.jsonText())
    return 0
  }
  var script = Script(events: [])
  if let path = options.scriptPath {
    switch SceneFile.loadScript(path) {
    case .success(let s): script = s
    case .failure(let e): return fail(.invalidFile, e.description)
    }
  }
  let assets: URL
  switch Assets.locate(flag: options.assetsPath) {
  case .success(let url): assets = url
  case .failure(let e): return fail(.runtime, e.description)
  }
  guard SDL_Init(0) == 0 else { return fail(.runtime, "\(SDLError("SDL_Init"))") }
  defer {
    TTF_Quit()
    SDL_Quit()
  }
  let fonts: FontLibrary
  do {
    fonts = try FontLibrary(assets: assets)
  } catch {
    return fail(.runtime, error.description)
  }
  let trace = Trace(enabled: options.trace)
  let size = CGSize(width: options.width, height: options.height)
  let app = PreviewApp(scene: scene, size: size, options: options, fonts: fonts, trace: trace)
  if let name = options.benchmark {
    do {
      print(try Benchmark.run(name, app: app))
    } catch {
      return fail(.runtime, error.description)
    }
    return 0
  }
  if options.headless {
    do {
      try HeadlessRunner(app: app, options: options, script: script).run()
    } catch {
      return fail(.runtime, error.description)
    }
    return 0
  }
  do {
    let runner = try WindowRunner(app: app)
    // Watching starts once SDL's video is up, so no reload notice can be lost before it.
    runner.watcher = options.scenePath.map { SceneWatcher(path: $0) }
    return runner.run()
  } catch {
    return fail(.runtime, "cannot open a window: \(error)")
  }
}

exit(runPreview(Array(CommandLine.arguments.dropFirst())))
