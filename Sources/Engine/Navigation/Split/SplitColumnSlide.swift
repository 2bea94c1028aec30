import Foundation

/// The leading columns sliding in or out when the split's column visibility changes, as
/// UISplitViewController shows and hides its columns.
///
/// The leading columns stand side by side, those shown ending where the detail begins
/// (`NavigationSplitLayout.frames(in:leading:)`), so what shows is one length: the width
/// of the shown leading columns. A change of visibility moves that length from where it
/// is to its new value on the push's spring (`NavigationSlide.animation`, 0.35 s and
/// critically damped: hand-matched to iPadOS, whose sidebar slides like a push); a column
/// going out slides off the leading edge, one coming in slides in from it, and a balanced
/// detail narrows or widens with them. A new change while it runs retargets it from
/// where it is, with its velocity.
extension NavigationSplitModel: RunningTransition {
  /// The shown leading columns' width to place at `now`, for a layout whose shown columns
  /// are `target` wide and number `shown`: a changed number starts a slide; a changed
  /// width alone (a resize) takes the new width at once.
  func leadingWidth(target: CGFloat, shown: Int, now: Double, animated: Bool) -> CGFloat {
    defer {
      placedShown = shown
      placedLeading = target
    }
    if let before = placedShown, before != shown, animated, let from = placedLeading {
      let current = columnSlide.map { CGFloat($0.value(at: now)) } ?? from
      let velocity = columnSlide?.velocity(at: now) ?? 0
      columnSlide = AnimatedValue(
        from: Double(current), to: Double(target), start: now, velocity: velocity,
        animation: NavigationSlide.animation)
      graph?.presentations.start(self)
    } else if placedShown == shown, target != placedLeading {
      columnSlide = nil
    }
    if let slide = columnSlide, !slide.isSettled(at: now) { return CGFloat(slide.value(at: now)) }
    columnSlide = nil
    return target
  }

  /// Forgets the columns placed (the split collapsed into one stack): the next side-by-side
  /// layout starts in place.
  func forgetPlacedColumns() {
    placedShown = nil
    placedLeading = nil
    columnSlide = nil
  }

  func step(now: Double) -> Bool {
    guard let slide = columnSlide else { return false }
    return !slide.isSettled(at: now)
  }
}
