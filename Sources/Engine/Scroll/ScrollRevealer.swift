import Foundation

/// A request to the scroll view around a view to bring one of its subviews into view, by
/// the least scrolling that shows it whole (as UIKit's `scrollRectToVisible` does): a
/// list's ↑ and ↓ ask it for the row they select, so ↓ past the bottom scrolls.
///
/// The request waits for the next layout, when the row, even one a lazy stack builds only
/// then (it builds a viewport ahead), has its frame.
@MainActor
final class ScrollRevealer {
  /// The id of the subview to bring into view at the next layout.
  var pending: AnyHashable?

  /// Brings the pending subview of `node` (a scroll view just placed in `viewport`) into
  /// view: scrolls `state` at once by as little as shows it, inside the scroll view's safe
  /// area. Free scrolling only (paging and view-aligned scroll views rest on their targets).
  func reveal(in node: ViewNode, state: ScrollState, viewport: CGRect, now: Double) {
    guard let id = pending else { return }
    pending = nil
    guard state.behavior == nil else { return }
    // The smallest built subview with the id (a row, not a section sharing its id): its
    // frame, or where a view with a body has its leaves.
    var found: CGRect?
    var queue = node.children
    while let n = queue.popLast() {
      if n.attributes.id ?? n.key.id == id {
        let leaves = n.items().map(\.node.frame).filter { !$0.isEmpty }
        let frame =
          n.frame.isEmpty ? leaves.reduce(leaves.first ?? .zero) { $0.union($1) } : n.frame
        if !frame.isEmpty, found.map({ frame.width * frame.height < $0.width * $0.height }) ?? true
        {
          found = frame
        }
      }
      queue += n.children
    }
    guard let frame = found else { return }
    let insets = state.insets
    let horizontal = state.axis == .horizontal
    let lo = horizontal ? frame.minX : frame.minY
    let hi = horizontal ? frame.maxX : frame.maxY
    let top = horizontal ? viewport.minX + insets.leading : viewport.minY + insets.top
    let bottom = horizontal ? viewport.maxX - insets.trailing : viewport.maxY - insets.bottom
    var delta: CGFloat = 0
    if hi > bottom { delta = hi - bottom }
    if lo - delta < top { delta = lo - top }
    guard delta != 0, delta.isFinite else { return }
    // Free scrolling has a "page" per point of offset.
    let target = (state.offset + delta).rounded()
    guard abs(target) < CGFloat(Int32.max) else { return }
    state.carousel.setPage(Int(target), now: now, source: .api, animation: nil)
  }
}

extension EnvironmentValues {
  /// The request a list makes of its own scroll view (nil inside that scroll view's
  /// content, so a scroll view in a row does not take it).
  var scrollRevealer: ScrollRevealer? {
    get { self[ScrollRevealerKey.self] }
    set { self[ScrollRevealerKey.self] = newValue }
  }
}

private struct ScrollRevealerKey: EnvironmentKey {
  static let defaultValue: ScrollRevealer? = nil
}
