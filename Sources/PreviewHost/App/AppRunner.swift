import Engine
import Foundation

/// Runs an `App` with the host's command line.
@MainActor
enum AppRunner {
  static var usage: String {
    """
    usage: \(programName) [--size WxH] [--headless] [--time SECONDS] [--script FILE]
           [--screenshot FILE.png] [--dump-layout] [--trace] [--reduced-motion] [--assets DIR]
           [--help] [--version]

      --size WxH            window size in points, 100 to 16384 each (default 900x720)
      --headless            no window: render on a virtual 60 Hz clock
      --time SECONDS        headless: simulate this long before output (default 0)
      --script FILE         headless: JSON-lines input events on the virtual clock
      --screenshot FILE.png headless: write the last frame as PNG
      --dump-layout         print the view tree as JSON (implies --headless)
      --trace               print events as JSON lines on stdout
      --reduced-motion      no animations: changes jump
      --assets DIR          folder holding fonts/ (else $OVERLAPCAROUSEL_ASSETS, then
                            paths next to the executable and the package)
    """
  }

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

  /// Flags that only `preview`'s scene files mean.
  static func rejectSceneFlags(_ o: Options) throws(Options.UsageError) {
    let flags = [
      ("--scene", o.scenePath != nil), ("--print-scene", o.printScene),
      ("--no-autoplay", o.noAutoplay), ("--benchmark", o.benchmark != nil),
    ]
    if let (flag, _) = flags.first(where: { $0.1 }) {
      throw Options.UsageError(
        description: "\(flag) is for preview's scene files; this app's views are Swift code")
    }
  }
}
