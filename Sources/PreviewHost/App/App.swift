import Engine
import Foundation

/// An application: its scenes (SwiftUI's `App`). `@main` on a conforming type opens its
/// window, with `preview`'s command line but the flags only scene files mean (`--size`,
/// `--headless`, `--time`, `--script`, `--screenshot`, `--dump-layout`, `--trace`,
/// `--reduced-motion`, `--assets`, `--help`, `--version`; see `Options.flags`).
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

/// A scene that is a window: its root view.
@MainActor
protocol WindowScene {
  var rootView: any View { get }
  var windowTitle: String? { get }
}

extension WindowGroup: WindowScene {
  var rootView: any View { content }
  var windowTitle: String? { title }
}

extension Scene {
  /// The window this scene shows, looking through composed scenes' bodies.
  func window() -> (any WindowScene)? {
    if let w = self as? any WindowScene { return w }
    if Body.self == Never.self { return nil }
    return body.window()
  }
}
