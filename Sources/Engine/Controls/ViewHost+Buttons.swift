import Foundation

/// A press on a button, from pointer down to release.
struct ButtonPress {
  let node: ViewNode
  /// Whether the pointer is over the button now (the button shows itself pressed).
  var inside: Bool
}

/// Buttons' presses, as iOS tracks them: pressed while the pointer is down on the button,
/// not pressed while it is dragged out and pressed again when it comes back, fired by a
/// release inside. A scroll view that takes the press for a scroll cancels it for good.
extension ViewHost {
  /// Starts tracking `target` (the frontmost view under the pointer that reacts to presses)
  /// if it is a button, unless the press went to a scroll view that is already moving.
  func beginButtonPress(_ target: ViewNode?) {
    guard let target, let gesture = target.attributes.buttonGesture,
      dragging?.carousel.isDragging != true
    else { return }
    buttonPress = ButtonPress(node: target, inside: true)
    gesture.pressing(true)
    graph.update()
  }

  /// Follows the pointer to `p`: a press leaving or re-entering the button changes its
  /// look; a press the scroll view took for a scroll ends.
  func moveButtonPress(to p: CGPoint) {
    guard var press = buttonPress else { return }
    guard press.node.isAttached, let gesture = press.node.attributes.buttonGesture,
      dragging?.carousel.isDragging != true
    else {
      cancelButtonPress()
      return
    }
    let inside = graph.reaches(p, press.node)
    guard inside != press.inside else { return }
    press.inside = inside
    buttonPress = press
    gesture.pressing(inside)
    graph.update()
  }

  /// Ends the press at `p`: the action runs if the pointer is still on the button.
  func endButtonPress(at p: CGPoint) {
    moveButtonPress(to: p)
    guard let press = buttonPress else { return }
    buttonPress = nil
    guard let gesture = press.node.attributes.buttonGesture else { return }
    if press.inside { gesture.pressing(false) }
    if press.inside { gesture.action() }
    graph.update()
  }

  /// Ends the press without firing.
  func cancelButtonPress() {
    guard let press = buttonPress else { return }
    buttonPress = nil
    if press.inside, press.node.isAttached {
      press.node.attributes.buttonGesture?.pressing(false)
    }
    graph.update()
  }
}
