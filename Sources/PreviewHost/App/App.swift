import Engine
import Foundation

/// An application: its scenes (SwiftUI's `App`). `@main` on a conforming type opens its
/// window, with `preview`'s command line (`--size`, `--headless`, `--time`, `--script`,
/// `--screenshot`, `--dump-layout`, `--trace`, `--reduced-motion`, `--assets`, `--help`,
/// `--version`; see `Options.flags`). The flags only scene files mean are usage errors
/// unless the app's scene is a `SceneWindow`, as `preview`'s is.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

extension App {
  /// Runs the app: parses the command line, opens the window (or runs headless) and exits
  /// with the contract's code.
  public static func main() {
    // Started by `preview --file` to show this module's previews instead of the app.
    if let request = PreviewRequest.fromEnvironment() { exit(PreviewRunner.run(request)) }
    exit(AppRunner.run(Self.init(), arguments: Array(CommandLine.arguments.dropFirst())))
  }
}

/// Part of an app's interface (SwiftUI's `Scene`); Engine's host shows one window.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A window showing a view (SwiftUI's `WindowGroup`; one window here).
public struct WindowGroup<Content: View>: Scene {
  let title: String?
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }

  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// Builds an app's scenes; one scene is what the host shows.
@MainActor @resultBuilder
public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

/// A scene that is a window: how the runner starts it.
@MainActor
package protocol WindowScene {
  /// Whether the window reads `preview`'s scene-file flags (`--scene`, `--no-autoplay`,
  /// `--print-scene`); any other window rejects them as usage errors.
  var readsSceneFiles: Bool { get }
  /// What to run for `options`: the content to host, or an exit code when the run ends
  /// before a window (a scene file that does not load, `--print-scene`).
  func start(_ options: Options) -> WindowStart
}

/// How a window's run goes on once its options are known.
@MainActor
package enum WindowStart {
  /// Exit now with this code.
  case exit(Int32)
  /// Host what `make` builds once the fonts, the trace and the size exist; `prepare` has a
  /// last word before the run (see `HostRun.run`).
  case run(
    make: (FontLibrary, Trace, CGSize) -> HostedContent,
    prepare: (HostedContent, WindowRunner?) -> Int32? = { _, _ in nil })
}

extension WindowGroup: WindowScene {
  package var readsSceneFiles: Bool { false }

  package func start(_ options: Options) -> WindowStart {
    .run { fonts, trace, size in
      let host = ViewHost(
        root: content, size: size, text: fonts, environment: .host(options))
      host.graph.reducedMotion = options.reducedMotion
      return HostedContent(
        host: host, title: title ?? programName, fonts: fonts, trace: trace)
    }
  }
}

extension Scene {
  /// The window this scene shows, looking through composed scenes' bodies.
  func window() -> (any WindowScene)? {
    if let w = self as? any WindowScene { return w }
    if Body.self == Never.self { return nil }
    return body.window()
  }
}
