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

/// One line on stderr, prefixed with the program's name (a failing stderr is ignored: the
/// exit code still tells).
func report(_ message: String) {
  StandardStreams.error("preview: \(message)")
}

func fail(_ code: ExitCode, _ message: String) -> Int32 {
  report(message)
  return code.rawValue
}

/// Prints `text` on stdout: exit 0, or 1 with the reason when stdout cannot take it.
func output(_ text: String, what: String) -> Int32 {
  do {
    try StandardStreams.printLine(text, what: what)
    return ExitCode.success.rawValue
  } catch {
    return fail(.runtime, error.description)
  }
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
    return output(Options.usage, what: "the usage")
  }
  if options.version {
    return output("preview \(Options.version)", what: "the version")
  }
  var scene = Scene.default
  if let path = options.scenePath {
    switch SceneFile.load(path) {
    case .success(let s): scene = s
    case .failure(let e): return fail(.invalidFile, e.description)
    }
  }
  if options.printScene {
    return output(scene.jsonText(), what: "the scene")
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
      try StandardStreams.printLine(try Benchmark.run(name, app: app), what: "the benchmark")
    } catch {
      return fail(.runtime, "\(error)")
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
  WindowRunner.quitOnSIGQUIT()
  do {
    let runner = try WindowRunner(app: app)
    // Watching starts once SDL's video is up, so no reload notice can be lost before it.
    runner.watcher = options.scenePath.map { SceneWatcher(path: $0) }
    return runner.run()
  } catch {
    return fail(.runtime, "cannot open a window: \(error)")
  }
}

StandardStreams.prepare()
// SIGQUIT ends a headless run as its default action does (the window quits on it, see
// `WindowRunner.quitOnSIGQUIT`), without the Swift runtime's crash backtrace.
signal(SIGQUIT, SIG_DFL)
exit(runPreview(Array(CommandLine.arguments.dropFirst())))
