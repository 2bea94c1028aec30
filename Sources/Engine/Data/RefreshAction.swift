import Foundation

/// The action that refreshes a view's data (SwiftUI's `RefreshAction`), found in the
/// environment under `refresh` inside `.refreshable`.
///
/// Calling it runs the handler and returns when the handler does; the handler runs on the
/// host's clock, as a view's `.task` does (Task+HostClock.swift).
public struct RefreshAction: Sendable, Equatable {
  let state: RefreshState

  /// Runs the refresh handler and returns when it has finished.
  public func callAsFunction() async {
    await state.perform()
  }

  /// One `.refreshable` keeps one action, so its environment stays equal across builds.
  public static func == (a: RefreshAction, b: RefreshAction) -> Bool {
    a.state === b.state
  }
}

private struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the nearest `.refreshable` around the view, if any.
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

extension View {
  /// Adds an asynchronous handler that updates the data the view shows when a person asks
  /// for it: a vertical scroll view (a `List`'s too) inside offers pull to refresh, and
  /// `refresh` in the environment runs it.
  ///
  /// Pulling the scroll view's content down past `RefreshState.threshold` shows a spinner
  /// and runs the handler; the content stays down by the spinner's area until the handler
  /// returns, then moves back.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    RefreshableModifier(content: self, action: action)
  }
}

/// `.refreshable`: the refresh action in the environment, and the pull-to-refresh of the
/// first vertical scroll view inside (found by following first subviews down, as for a
/// collapsing large title).
struct RefreshableModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let action: @Sendable () async -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    let state = RefreshState.slot(in: node)
    state.action = action
    // Each build of a primitive clears its node's appear and disappear actions
    // (`ViewNode.buildInPlace`), so the cancel is added at every build, as `.task`'s is.
    node.onDisappear.append { [weak state] in state?.cancel() }
    node.kind = RefreshableKind(state: state)
    var env = context.environment
    env.refresh = RefreshAction(state: state)
    node.reconcile(context) {
      $0.add(content, slot: 0, environment: env)
      $0.add(RefreshSpinner(state: state), slot: 1)
    }
    state.watch(node.children.first?.contentScroll)
  }
}
