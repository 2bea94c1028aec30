import Foundation

/// A scroll view's targets along its axis (`.viewAligned` rests on them, `scrollPosition`
/// names them), each with its id.
///
/// A lazy stack's are described rather than listed (evenly spaced from `first`, `stride`
/// apart), so 10 000 pages cost what 10 do. An eager stack's subviews may differ in length,
/// so their spans are listed too.
struct ScrollTargets {
  var count: Int
  /// The first target's leading edge, from the content's origin.
  var first: CGFloat
  /// From one target's leading edge to the next's.
  var stride: CGFloat
  /// A target's length along the axis.
  var length: CGFloat
  /// Each target's leading edge and length when they are listed (an eager stack's).
  var spans: [Span]?
  var id: (Int) -> AnyHashable?

  struct Span: Equatable {
    var start: CGFloat
    var length: CGFloat
    var end: CGFloat { start + length }
  }

  static var none: ScrollTargets {
    ScrollTargets(count: 0, first: 0, stride: 0, length: 0, id: { _ in nil })
  }

  /// The index of the target with `id`.
  func index(of wanted: AnyHashable) -> Int? {
    (0..<count).first { id($0) == wanted }
  }

  /// Target `i`'s leading edge from the content's origin, and its length.
  func span(_ i: Int) -> Span {
    if let spans { return spans[i] }
    return Span(start: first + CGFloat(i) * stride, length: length)
  }

  /// The first target that ends after `position` (the last one when none does); targets
  /// are in order along the axis, so their ends never decrease.
  func firstEnding(after position: CGFloat) -> Int {
    var (low, high) = (0, count - 1)
    while low < high {
      let mid = (low + high) / 2
      if span(mid).end > position { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The target a scroll view at content offset `offset` reports, with `visibleLength`
  /// points of the content in view (SwiftUI's `scrollPosition(id:anchor:)`).
  ///
  /// Without an anchor it is the leading-most (top-most) target at least partly in view: the
  /// first that ends past the visible region's leading edge. With `anchor` (its fraction `a`
  /// along the axis) it is the target under the point `a` of the way along the visible
  /// region: of two that meet there, the one whose own point `a` is nearer.
  func index(atOffset offset: CGFloat, visibleLength: CGFloat, anchor a: CGFloat?) -> Int? {
    guard count > 0 else { return nil }
    guard let a else { return firstEnding(after: offset) }
    let point = offset + a * visibleLength
    let i = firstEnding(after: point)
    guard i > 0 else { return i }
    // The target before ends exactly at the point (or the point is past every end): it
    // competes when its own anchor point is nearer.
    func distance(_ k: Int) -> CGFloat {
      let s = span(k)
      return abs(s.start + a * s.length - point)
    }
    let before = span(i - 1)
    if before.end >= point - 1e-9, distance(i - 1) < distance(i) { return i - 1 }
    return i
  }

  /// The content offset that shows target `i` as `scrollPosition(id:anchor:)` asks, with
  /// `visibleLength` points of the content in view (before clamping to the content).
  ///
  /// Without an anchor the target's leading edge rests on the visible region's leading
  /// edge, where the binding reads it back as the top-most target. With `anchor` the
  /// target's point `a` of the way along meets the visible region's (Apple's
  /// `ScrollViewProxy.scrollTo(_:anchor:)`: `.top` aligns the tops, `.bottom` the bottoms).
  func offset(showing i: Int, visibleLength: CGFloat, anchor a: CGFloat?) -> CGFloat {
    let s = span(i)
    guard let a else { return s.start }
    return s.start + a * s.length - a * visibleLength
  }
}
