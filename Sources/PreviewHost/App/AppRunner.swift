import Engine
import Foundation

/// Runs an `App` with the host's command line.
@MainActor
enum AppRunner {
  /// The usage text: `preview`'s flags but those only its scene files mean.
  static var usage: String { Options.usage(program: programName, preview: false, indent: 7) }

  static func run<A: App>(_ app: A, arguments: [String]) -> Int32 {
    ProcessSignals.hold()
    HostRun.prepareProcess()
    guard let window = app.body.window() else {
      return fail(.runtime, "the app has no WindowGroup to show")
    }
    let options: Options
    do {
      options = try Options.parse(arguments)
      if !window.readsSceneFiles { try rejectSceneFlags(options) }
    } catch {
      return fail(.usage, "\(error)\nrun '\(programName) --help' for usage")
    }
    // `preview --file` opens no window itself (its window is the module's executable, which
    // quits when this process is gone): a signal ends it as in any other run.
    let opensWindow =
      !options.headless && options.benchmark == nil && !options.help
      && !options.version && !options.printScene && options.previewFile == nil
      && options.previewPackage == nil
    ProcessSignals.decide(opensWindow ? .window : .other)
    let usage = window.readsSceneFiles ? Options.usage : usage
    if let code = HostRun.answerInformational(options, usage: usage) { return code }
    if options.previewFile != nil && options.previewPackage != nil {
      return fail(.usage, "--file and --package: give one of them")
    }
    if let file = options.previewFile { return PreviewCommand.run(file: file, options) }
    if let dir = options.previewPackage { return PreviewPackageCommand.run(package: dir, options) }
    switch window.start(options) {
    case .exit(let code): return code
    case .run(let make, let prepare): return HostRun.run(options, make: make, prepare: prepare)
    }
  }

  /// Rejects the first flag given that only `preview`'s scene files mean.
  static func rejectSceneFlags(_ o: Options) throws(Options.UsageError) {
    let previewOnly = Set(Options.flags.filter(\.previewOnly).map(\.name))
    if let flag = o.flagsGiven.first(where: previewOnly.contains) {
      throw Options.UsageError(
        description: "\(flag) is for preview's scene files; this app's views are Swift code")
    }
  }
}
