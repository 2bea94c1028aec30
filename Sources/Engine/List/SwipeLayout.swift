import Foundation

/// The widths a row's swipe buttons want, by edge, as their layout last measured them: a
/// released swipe rests open at this width, and an edit-mode minus opens to it.
@MainActor
final class SwipeWidths {
  private var measured: [HorizontalEdge: CGFloat] = [:]

  /// The buttons' width on `edge`; before they were ever laid out, `count` buttons of
  /// the fallback width.
  func open(_ edge: HorizontalEdge, count: Int) -> CGFloat {
    measured[edge] ?? CGFloat(count) * ListEditMetrics.swipeButtonWidth
  }

  func record(_ width: CGFloat, for edge: HorizontalEdge) { measured[edge] = width }
}

/// A swiped row: its content slid along by the swipe, and the buttons in the strip it
/// uncovers. Resting open on `open`'s edge, the content slides by exactly the buttons'
/// own width, which placing records in `widths` for the gestures to read.
///
/// Subviews: the buttons (when shown), then the content, last.
struct SwipeRowLayout: Layout {
  /// The drag's offset: negative toward the leading edge (showing trailing buttons).
  var swipe: CGFloat
  /// The edge whose buttons the row rests open on, if it does.
  var open: HorizontalEdge?
  var edge: HorizontalEdge
  let widths: SwipeWidths

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.last?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let content = subviews.last else { return }
    var offset = swipe
    if subviews.count > 1 {
      let buttons = subviews[subviews.startIndex]
      let natural = buttons.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height))
        .width
      MainActor.assumeIsolated { widths.record(natural, for: edge) }
      if let open { offset = open == .trailing ? -natural : natural }
      let w = abs(offset)
      buttons.place(
        at: CGPoint(x: offset < 0 ? bounds.maxX - w : bounds.minX, y: bounds.minY),
        anchor: .topLeading, proposal: ProposedViewSize(width: w, height: bounds.height))
    }
    content.place(
      at: CGPoint(x: bounds.minX + offset, y: bounds.minY), anchor: .topLeading,
      proposal: ProposedViewSize(bounds.size))
  }
}

/// A swipe's buttons side by side, each as wide as its label with padding when the strip
/// is their width, each its share of a narrower or wider strip (in proportion to its
/// own width), the first at the edge; all of it the first's during a full swipe.
///
/// Subviews: the buttons in the order written.
struct SwipeButtonsLayout: Layout {
  var edge: HorizontalEdge
  var full: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map {
      $0.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    }
    return CGSize(
      width: proposal.width ?? sizes.reduce(0) { $0 + $1.width },
      height: proposal.height ?? sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let natural = subviews.map {
      $0.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width
    }
    let total = natural.reduce(0, +)
    var shares = natural.map { total > 0 ? $0 / total * bounds.width : 0 }
    if full {
      shares = shares.indices.map { $0 == 0 ? bounds.width : 0 }
    }
    // The first button at the edge: from the trailing end inwards, or the leading end.
    var x = edge == .trailing ? bounds.maxX : bounds.minX
    for (i, subview) in subviews.enumerated() {
      let w = shares[i]
      if edge == .trailing { x -= w }
      subview.place(
        at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: w, height: bounds.height))
      if edge == .leading { x += w }
    }
  }
}
