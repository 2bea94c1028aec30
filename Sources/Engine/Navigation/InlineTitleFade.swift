import Foundation

/// A collapsing screen's inline title handed over from the large one, as UIKit's bar does:
/// once the large-title area has all but gone under the bar (within 10 pt of it) the
/// inline title fades in, and it fades out again when the content comes back down past
/// that point. Each fade is linear over 0.15 s from where the title is (iOS's handover
/// point and duration, as Flutter's Cupertino navigation bar reproduces them).
///
/// The fade follows the scroll view's moves as they happen, drawn or not (a headless run's
/// frames see the same opacities); the offset it first sees sets the title without a fade.
@MainActor
final class InlineTitleFade: RunningTransition {
  static let duration = 0.15
  /// How far before the whole large-title area has gone under the bar the title is handed
  /// over.
  static let handover: CGFloat = 10

  /// Whether the inline title is (or is fading) in.
  private(set) var isShown = false
  private var from = 0.0
  private var start = -Double.infinity
  private var hasOffset = false

  /// Whether content scrolled by `offset` shows the inline title.
  static func showsInlineTitle(offset: CGFloat) -> Bool {
    offset >= LargeTitleCollapse.threshold - handover
  }

  /// The title's opacity at `now`.
  func opacity(at now: Double) -> Double {
    let target = isShown ? 1.0 : 0.0
    let t = min(max((now - start) / Self.duration, 0), 1)
    return from + (target - from) * t
  }

  /// The screen's content is at `offset` at `now`: a crossing of the handover point
  /// starts a fade, which `graph` steps until it ends.
  func follow(offset: CGFloat, now: Double, graph: ViewGraph) {
    let shows = Self.showsInlineTitle(offset: offset)
    guard hasOffset else {
      hasOffset = true
      isShown = shows
      from = shows ? 1 : 0
      return
    }
    guard shows != isShown else { return }
    from = opacity(at: now)
    isShown = shows
    start = now
    graph.presentations.start(self)
  }

  func step(now: Double) -> Bool {
    now < start + Self.duration
  }
}

extension ScreenBar {
  /// Makes the inline title follow `scroll` (a collapsing screen's content), in place of
  /// the one it followed.
  func followTitle(_ scroll: ViewNode?) {
    guard scroll !== self.scroll else { return }
    if let old = self.scroll { old.graph.unwatchScroll(old, by: self) }
    guard let scroll else { return }
    let graph = scroll.graph
    let fade = inlineTitle
    let follow: @MainActor () -> Void = { [weak scroll, weak graph] in
      guard let scroll, let graph, let state = scroll.scrollState else { return }
      fade.follow(offset: graph.snap(state.offset), now: graph.now, graph: graph)
    }
    graph.watchScroll(scroll, by: self, follow)
    follow()
  }
}
