import Foundation

/// A large title that collapses as the screen's content scrolls, as UINavigationBar's does.
///
/// When a stack screen with a large title has a vertical scroll view as its content (the
/// first one reached by following first subviews down, as UIKit's navigation controller
/// finds the scroll view its bar tracks), the 52 pt large-title area belongs to the scroll:
/// the screen starts under the 44 pt bar, its scroll view reaches under the bar with the
/// bar as its content's top inset, its content starts 52 pt below the bar (a top content
/// margin), and the large title is drawn in that area, moving with the content. Scrolled by `offset`, the area's top is `offset` above the bar's bottom edge;
/// once the whole area has gone under the bar (an offset of 52 pt, when a large-title
/// UINavigationBar has shrunk from 96 pt to 44 pt) the bar's own edge is reached. The
/// inline title fades in 10 pt before that (InlineTitleFade.swift). Pulled down past the
/// top (a negative offset), the title follows the content down.
///
/// Other screens keep the 96 pt bar with the large title fixed in it.
@MainActor
enum LargeTitleCollapse {
  /// How far the content scrolls before the large-title area has gone under the bar: its
  /// height.
  static var threshold: CGFloat { NavigationBar.largeTitleHeight }

  /// The large-title area's frame for a screen whose content starts at `screenTop`,
  /// scrolled by `offset`.
  static func band(screenTop: CGFloat, x: CGFloat, width: CGFloat, offset: CGFloat) -> CGRect {
    CGRect(x: x, y: screenTop - offset, width: width, height: NavigationBar.largeTitleHeight)
  }
}

extension ViewNode {
  /// The scroll view a navigation bar tracks in this screen: the first vertical scroll
  /// view reached by following first subviews down (nil when that path meets a horizontal
  /// one first, or none).
  var contentScroll: ViewNode? {
    var node: ViewNode? = self
    while let n = node {
      if let state = n.scrollState { return state.axis == .vertical ? n : nil }
      node = n.children.first
    }
    return nil
  }
}

/// A collapsing screen's large title: 34 pt bold at the leading margin, its baseline 6 pt
/// above the bottom of the 52 pt area (as `NavigationBar` draws a fixed one).
struct LargeTitleBand: View {
  let title: String

  var body: some View {
    Text(verbatim: title).font(.largeTitle.bold()).lineLimit(1)
      .padding(.horizontal, NavigationBar.margin)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
      .padding(.bottom, 6)
  }
}

/// A collapsing screen's inline title: 17 pt semibold, centred in the 44 pt bar, faded in
/// as the large title goes under it.
struct CollapsedInlineTitle: View {
  let title: String

  var body: some View {
    Text(verbatim: title).font(.headline).lineLimit(1)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension NavigationModel {
  /// How far the scroll view a collapsing screen's bar tracks has scrolled (0 when it has
  /// none), snapped to pixels as the content is placed.
  func collapseOffset(for id: EntryID) -> CGFloat {
    guard let node = screens[id]?.scroll, node.isAttached, let state = node.scrollState else {
      return 0
    }
    return node.graph.snap(state.offset)
  }

  /// Finds, for each screen `node` shows, whether its large title collapses (it is large
  /// and its content is a vertical scroll view); true when that changed for any, which
  /// changes the screens' environments and the bars' children.
  func updateCollapsing(_ node: ViewNode) -> Bool {
    var changed = false
    for child in node.children where child.key.slot == 0 {
      guard let id = child.key.id?.base as? EntryID, let screen = screens[id] else { continue }
      let content = child.contentScroll
      screen.edgeScroll = content
      let scroll = bar(for: id).isLarge ? content : nil
      screen.followTitle(scroll)
      screen.scroll = scroll
      if screen.collapses != (scroll != nil) {
        screen.collapses = scroll != nil
        changed = true
      }
    }
    return changed
  }
}
