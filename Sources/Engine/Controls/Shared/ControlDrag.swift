import Foundation

/// What a value control (a slider) asks of the pointer: every position of a press that
/// began on it, from the press to the release, with the control's frame.
///
/// Unlike a button's press, the control keeps following the pointer outside its frame (a
/// slider's thumb stays at the end it was dragged past), and a press on it is never taken
/// by a scroll view around it.
struct ControlDrag {
  /// The press began (`true`) or moved (`false`) to a point, in window points.
  let changed: @MainActor (_ location: CGPoint, _ frame: CGRect, _ began: Bool) -> Void
  /// The press ended at a point.
  let ended: @MainActor (_ location: CGPoint, _ frame: CGRect) -> Void
}

/// Value controls' drags: the host hands every pointer position of the press to the
/// control it began on.
extension ViewHost {
  /// Starts a drag if `target` is a value control; true when it took the press.
  func beginControlDrag(_ target: ViewNode?, at p: CGPoint) -> Bool {
    guard let target, let drag = target.attributes.controlDrag else { return false }
    controlPress = target
    drag.changed(p, target.frame, true)
    graph.update()
    return true
  }

  /// Follows the pointer to `p`; true when a control's drag is under way.
  func moveControlDrag(to p: CGPoint) -> Bool {
    guard let node = controlPress else { return false }
    guard node.isAttached, let drag = node.attributes.controlDrag else {
      controlPress = nil
      return true
    }
    drag.changed(p, node.frame, false)
    graph.update()
    return true
  }

  /// Ends the drag at `p`; true when there was one.
  func endControlDrag(at p: CGPoint) -> Bool {
    guard let node = controlPress else { return false }
    controlPress = nil
    if node.isAttached, let drag = node.attributes.controlDrag {
      drag.ended(p, node.frame)
      graph.update()
    }
    updateHover()
    return true
  }
}
