import Foundation

/// The safe area where a view is laid out, in window points (SwiftUI's safe area).
///
/// A window has none: its insets are zero. Bars make one for the content beside them
/// (`NavigationStack`'s bar and bottom toolbar, `TabView`'s tab bar), and so do
/// `safeAreaInset` and `safeAreaPadding`: content is laid out inside `safe`, and a view
/// that ignores the safe area (`ignoresSafeArea`, a `ShapeStyle` background) reaches out
/// to `outer` on each edge where its frame meets the safe area's edge, as SwiftUI extends
/// a view only into the insets it touches.
///
/// It flows down in `LayoutContext` (`LayoutContext.child()` carries it on), so that
/// measuring writes nothing: no view's size depends on it, only where views are placed.
///
/// A scroll view reaches over the insets it meets, as SwiftUI's does (its frame extends
/// under a navigation bar, a bottom toolbar, a tab bar, a `safeAreaInset`'s view), and
/// the insets inside its frame become its content's insets: at offset 0 the content
/// starts at the bar's edge, and it scrolls under the bar (`reach`, `insets(inside:)`,
/// ScrollKind.swift). A navigation stack reaches over them too, and hands them on to its
/// screens with its bars' (NavigationStackKind.swift). A scroll view's content has no
/// safe area (the scroll view's insets take its place).
struct SafeRegion: Equatable {
  /// Where content is laid out.
  var safe: CGRect
  /// How far a view that ignores the safe area may reach.
  var outer: CGRect

  /// The insets a view with `frame` has, left on `leading` and right on `trailing`: on
  /// each edge where the frame reaches the safe area's edge, how far beyond the frame the
  /// outer edge lies; zero on the other edges.
  func physicalInsets(of frame: CGRect) -> EdgeInsets {
    // Frames are snapped to pixels: a frame on the edge may miss it by a rounding error.
    let e: CGFloat = 0.001
    return EdgeInsets(
      top: frame.minY <= safe.minY + e ? max(frame.minY - outer.minY, 0) : 0,
      leading: frame.minX <= safe.minX + e ? max(frame.minX - outer.minX, 0) : 0,
      bottom: frame.maxY >= safe.maxY - e ? max(outer.maxY - frame.maxY, 0) : 0,
      trailing: frame.maxX >= safe.maxX - e ? max(outer.maxX - frame.maxX, 0) : 0)
  }

  /// `frame` and `proposal` reaching over the insets on each edge where the frame meets
  /// the safe area's edge (`ignoresSafeArea` on every edge, and what reaches of itself:
  /// `NodeKind.reachesIntoSafeArea`).
  func reach(_ frame: CGRect, proposal: ProposedViewSize, edges: Edge.Set = .all)
    -> (CGRect, ProposedViewSize)
  {
    let reach = physicalInsets(of: frame).only(edges)
    guard reach != EdgeInsets() else { return (frame, proposal) }
    return (
      frame.inset(by: reach.negated),
      ProposedViewSize(
        width: proposal.width.map { $0 + reach.horizontal },
        height: proposal.height.map { $0 + reach.vertical })
    )
  }

  /// How far the safe rectangle lies inside `frame` on each edge (left as `leading`): the
  /// insets a view that reached over them gives its content (zero where the frame is
  /// inside the safe area).
  func insets(inside frame: CGRect) -> EdgeInsets {
    func clamp(_ v: CGFloat, _ length: CGFloat) -> CGFloat { min(max(v, 0), length) }
    return EdgeInsets(
      top: clamp(safe.minY - frame.minY, frame.height),
      leading: clamp(safe.minX - frame.minX, frame.width),
      bottom: clamp(frame.maxY - safe.maxY, frame.height),
      trailing: clamp(frame.maxX - safe.maxX, frame.width))
  }

  /// The safe area for the content of a view at `frame` that ignores the insets it reached
  /// over: the safe rectangle grows to take `frame` in, so nothing inside is inset there.
  func ignoring(at frame: CGRect) -> SafeRegion {
    SafeRegion(safe: safe.union(frame), outer: outer)
  }

  /// The region moved down by `dy` (content a pull-to-refresh area pushes down).
  func offsetBy(dy: CGFloat) -> SafeRegion {
    SafeRegion(safe: safe.offsetBy(dx: 0, dy: dy), outer: outer.offsetBy(dx: 0, dy: dy))
  }

  /// The insets a view with `frame` has, in `direction`'s leading and trailing.
  func insets(of frame: CGRect, _ direction: LayoutDirection) -> EdgeInsets {
    physicalInsets(of: frame).physical(direction)
  }

  /// The safe area a container at `frame` gives its content when it takes `inset` (left
  /// and right, its bars or a `safeAreaInset`'s view) from it: content goes inside the
  /// inset frame (and inside the safe area `around` the container); what ignores the safe
  /// area reaches the container's frame, and beyond it the outer edge of `around` where
  /// the container's frame meets that area's edge.
  static func inside(_ frame: CGRect, inset: EdgeInsets, around: SafeRegion?) -> SafeRegion {
    let inner = frame.inset(by: inset)
    guard let around else { return SafeRegion(safe: inner, outer: frame) }
    let clipped = inner.intersection(around.safe)
    return SafeRegion(
      safe: clipped.isNull ? inner : clipped,
      outer: frame.inset(by: around.physicalInsets(of: frame).negated))
  }
}

extension EdgeInsets {
  /// The insets with leading and trailing as left and right in `direction` (swapped in a
  /// right-to-left layout); the same function turns them back.
  func physical(_ direction: LayoutDirection) -> EdgeInsets {
    direction == .rightToLeft
      ? EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading) : self
  }

  /// Each inset negated: insetting by them outsets.
  var negated: EdgeInsets {
    EdgeInsets(top: -top, leading: -leading, bottom: -bottom, trailing: -trailing)
  }

  /// Only the insets on `edges`.
  func only(_ edges: Edge.Set) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
      bottom: edges.contains(.bottom) ? bottom : 0,
      trailing: edges.contains(.trailing) ? trailing : 0)
  }
}

extension Edge.Set {
  /// The edges with leading and trailing as left and right in `direction` (swapped in a
  /// right-to-left layout).
  func physical(_ direction: LayoutDirection) -> Edge.Set {
    guard direction == .rightToLeft else { return self }
    var out = intersection([.top, .bottom])
    if contains(.leading) { out.insert(.trailing) }
    if contains(.trailing) { out.insert(.leading) }
    return out
  }
}

extension CGRect {
  /// The rectangle with `insets` taken off each edge (left as `leading`), never narrower
  /// than zero.
  func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.leading, y: minY + insets.top,
      width: max(width - insets.leading - insets.trailing, 0),
      height: max(height - insets.top - insets.bottom, 0))
  }
}
