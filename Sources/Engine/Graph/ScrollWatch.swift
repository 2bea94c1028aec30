import Foundation

/// One watcher of one scroll view's offset (`ViewGraph.scrollWatchers`): several may watch
/// the same scroll view (a `.refreshable`'s pull and a navigation bar's inline title).
struct ScrollWatch: Hashable {
  let scroll: ObjectIdentifier
  let watcher: ObjectIdentifier
}

extension ViewGraph {
  /// Tells `action` each time `scroll`'s offset moves, until `watcher` stops watching it or
  /// the scroll view goes.
  func watchScroll(
    _ scroll: ViewNode, by watcher: AnyObject, _ action: @escaping @MainActor () -> Void
  ) {
    scrollWatchers[
      ScrollWatch(scroll: ObjectIdentifier(scroll), watcher: ObjectIdentifier(watcher))] =
      action
  }

  func unwatchScroll(_ scroll: ViewNode, by watcher: AnyObject) {
    scrollWatchers[
      ScrollWatch(scroll: ObjectIdentifier(scroll), watcher: ObjectIdentifier(watcher))] =
      nil
  }
}
