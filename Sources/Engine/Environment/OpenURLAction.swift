/// Opens a URL (SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL)`).
///
/// Engine has no system to hand URLs to: the host puts an action in the root environment
/// that does (PreviewHost opens them with `xdg-open`). An app may replace it for the views
/// inside with `.environment(\.openURL, OpenURLAction { url in … })`.
public struct OpenURLAction: Equatable {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Kind {
      case handled, discarded, system(URL?)
    }
    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler did nothing with it, and nothing else should.
    public static let discarded = Result(kind: .discarded)
    /// Let the system open the URL.
    public static let systemAction = Result(kind: .system(nil))
    /// Let the system open `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
  }

  /// The app's handlers, innermost first: each may pass the URL on with `.systemAction`.
  var handlers: [@MainActor (URL) -> Result]
  /// The host's action, under all of them.
  var system: (@MainActor (URL) -> Void)?
  /// Identifies the action so environments can compare it.
  private let identity = ActionIdentity()

  public init(handler: @escaping @MainActor (URL) -> Result) {
    handlers = [handler]
    system = nil
  }

  /// The host's action: opens URLs with the system.
  public init(system: @escaping @MainActor (URL) -> Void) {
    handlers = []
    self.system = system
  }

  /// Opens `url`: the innermost handler first; a `.systemAction` passes it (or another URL)
  /// on to the next, and past the last to the system.
  @MainActor public func callAsFunction(_ url: URL) {
    var url = url
    for handler in handlers {
      switch handler(url).kind {
      case .handled, .discarded: return
      case .system(let other): url = other ?? url
      }
    }
    system?(url)
  }

  public static func == (a: OpenURLAction, b: OpenURLAction) -> Bool {
    a.identity === b.identity
  }
}

/// A reference whose identity stands for a closure's.
final class ActionIdentity: Sendable {}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(system: { _ in }) }
}

extension EnvironmentValues {
  /// Opens URLs: the host's action unless an ancestor sets one. An app's action passes
  /// `.systemAction` on to the action it replaces.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set {
      let outer = self[OpenURLKey.self]
      var action = newValue
      action.handlers += outer.handlers
      if action.system == nil { action.system = outer.system }
      self[OpenURLKey.self] = action
    }
  }
}
