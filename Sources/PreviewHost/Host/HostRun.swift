import CSDL2
import Engine
import Foundation

/// The command-line run every host shares (docs/CONTRACT.md §4): script, assets, SDL and
/// fonts, then a headless run or the window, with the contract's exit codes.
@MainActor
enum HostRun {
  /// Process-wide set-up every host does first: standard streams that fail visibly, and
  /// SIGQUIT ending a run as its default action does, without a crash backtrace (the
  /// window quits cleanly on it, see `ProcessSignals`).
  static func prepareProcess() {
    StandardStreams.prepare()
    signal(SIGQUIT, SIG_DFL)
  }

  /// `--help` and `--version` print and exit 0 (1 when stdout fails); nil for a real run.
  static func answerInformational(_ options: Options, usage: String) -> Int32? {
    if options.help { return output(usage, what: "the usage") }
    if options.version { return output("\(programName) \(Options.version)", what: "the version") }
    return nil
  }

  /// Runs `make`'s content headless or in the window.
  ///
  /// - Parameters:
  ///   - make: Builds the content once fonts and the trace exist.
  ///   - prepare: Last chance before running: returns an exit code to stop there (a
  ///     benchmark), or nil to run. The window runner is nil in headless runs.
  static func run(
    _ options: Options,
    make: (FontLibrary, Trace, CGSize) -> HostedContent,
    prepare: (HostedContent, WindowRunner?) -> Int32? = { _, _ in nil }
  ) -> Int32 {
    var script = Script(events: [])
    if let path = options.scriptPath {
      switch SourceFile.loadScript(path) {
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
    // Runs after everything declared below is released (the window, its renderer and
    // textures, the content, the scene watcher's thread, the fonts): SDL goes last.
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
    ImageFiles.install()
    let trace = Trace(enabled: options.trace)
    let size = CGSize(width: options.width, height: options.height)
    let content = make(fonts, trace, size)
    if options.headless || options.benchmark != nil {
      if let code = prepare(content, nil) { return code }
      do {
        try HeadlessRunner(app: content, options: options, script: script).run()
      } catch {
        return fail(.runtime, error.description)
      }
      return 0
    }
    do {
      let runner = try WindowRunner(app: content)
      if let code = prepare(content, runner) { return code }
      return runner.run()
    } catch {
      return fail(.runtime, "cannot open a window: \(error)")
    }
  }
}
