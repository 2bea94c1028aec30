import Engine
import Foundation

/// Runs an `App` with the host's command line.
@MainActor
enum AppRunner {
  /// The usage text: `preview`'s flags but those only its scene files mean.
  static var usage: String { Options.usage(program: programName, preview: false, indent: 7) }

  static func run<A: App>(_ app: A, arguments: [String]) -> Int32 {
    HostRun.prepareProcess()
    let options: Options
    do {
      options = try Options.parse(arguments)
      try rejectSceneFlags(options)
    } catch {
      return fail(.usage, "\(error)\nrun '\(programName) --help' for usage")
    }
    if let code = HostRun.answerInformational(options, usage: usage) { return code }
    guard let window = app.body.window() else {
      return fail(.runtime, "the app has no WindowGroup to show")
    }
    return HostRun.run(options) { fonts, trace, size in
      let host = makeHost(window.rootView, size: size, fonts: fonts)
      host.graph.reducedMotion = options.reducedMotion
      return HostedContent(
        host: host, title: window.windowTitle ?? programName, fonts: fonts, trace: trace)
    }
  }

  /// Opens the erased root view so the host's graph is built for its concrete type.
  private static func makeHost<V: View>(_ root: V, size: CGSize, fonts: FontLibrary) -> ViewHost {
    ViewHost(root: root, size: size, text: fonts)
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
