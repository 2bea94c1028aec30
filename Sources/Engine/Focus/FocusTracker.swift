import Foundation

/// What the host knows about keyboard focus between events: the focused view, the press
/// that is selecting text in a field, and what the last look at the `.focused` bindings saw.
@MainActor
struct FocusTracker {
  /// The view with keyboard focus (checked for being still attached and focusable).
  var node: ViewNode?
  /// A press in a text field that drags a selection.
  var textPress: ViewNode?
  /// The body evaluations and layout passes the bindings were last compared at: nothing
  /// else can make them and the focus disagree.
  var syncedAt: (bodies: Int, layouts: Int) = (-1, -1)
  /// Set when focus, a caret or a selection changed: the next frame is due.
  var needsDraw = false
}

/// One focusable view as the focus system sees it, and the `.focused` bindings around it.
@MainActor
struct FocusCandidate {
  let node: ViewNode
  let frame: CGRect
}

extension FocusCandidate {
  /// `candidates` in reading order: rows from top to bottom, each from the leading edge
  /// to the trailing edge. A view joins the row of the first view above it when its top
  /// lies above that view's middle, so fields of different heights side by side share a
  /// row. Ties keep tree order.
  static func readingOrder(_ candidates: [FocusCandidate], rightToLeft: Bool)
    -> [FocusCandidate]
  {
    let byTop = candidates.enumerated().sorted {
      ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
    }.map(\.element)
    var out: [FocusCandidate] = []
    var i = 0
    while i < byTop.count {
      let middle = byTop[i].frame.midY
      var j = i + 1
      while j < byTop.count && byTop[j].frame.minY < middle { j += 1 }
      let row = byTop[i..<j].enumerated().sorted { a, b in
        let x = rightToLeft ? -a.element.frame.maxX : a.element.frame.minX
        let y = rightToLeft ? -b.element.frame.maxX : b.element.frame.minX
        return (x, a.offset) < (y, b.offset)
      }
      out += row.map(\.element)
      i = j
    }
    return out
  }
}
