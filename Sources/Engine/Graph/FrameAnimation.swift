import Foundation

/// A frame moving from where it was drawn to where layout put it, after a state change
/// inside `withAnimation` (each edge on the transaction's animation, as SwiftUI animates
/// frames).
///
/// A new animated change while it runs retargets it from its current position and velocity.
/// A change without animation (a resize) moves the target at once and the running motion
/// carries on relative to it, as SwiftUI adds animations to the model value: the view jumps
/// by what the unanimated change moved it, and a running animation is never cut.
struct FrameAnimation {
  var x: AnimatedValue
  var y: AnimatedValue
  var width: AnimatedValue
  var height: AnimatedValue

  init(from: CGRect, to: CGRect, start: Double, animation: Animation) {
    x = AnimatedValue(from: from.minX, to: to.minX, start: start, animation: animation)
    y = AnimatedValue(from: from.minY, to: to.minY, start: start, animation: animation)
    width = AnimatedValue(from: from.width, to: to.width, start: start, animation: animation)
    height = AnimatedValue(from: from.height, to: to.height, start: start, animation: animation)
  }

  func frame(at now: Double) -> CGRect {
    CGRect(
      x: x.value(at: now), y: y.value(at: now), width: max(width.value(at: now), 0),
      height: max(height.value(at: now), 0))
  }

  func isSettled(at now: Double) -> Bool {
    x.isSettled(at: now) && y.isSettled(at: now) && width.isSettled(at: now)
      && height.isSettled(at: now)
  }

  /// Moves start and target by where `frame` moves the target, keeping the motion's shape.
  mutating func jump(to frame: CGRect) {
    x.translate(by: frame.minX - x.to)
    y.translate(by: frame.minY - y.to)
    width.translate(by: frame.width - width.to)
    height.translate(by: frame.height - height.to)
  }

  mutating func retarget(to frame: CGRect, at now: Double, animation: Animation?) {
    x.retarget(to: frame.minX, at: now, animation: animation)
    y.retarget(to: frame.minY, at: now, animation: animation)
    width.retarget(to: frame.width, at: now, animation: animation)
    height.retarget(to: frame.height, at: now, animation: animation)
  }
}

extension ViewGraph {
  /// Starts, retargets or skips a frame animation for a node whose layout frame changes.
  func frameWillChange(_ node: ViewNode, from old: CGRect, to new: CGRect) {
    if var running = node.frameAnimation {
      if let animation = placementAnimation {
        running.retarget(to: new, at: now, animation: animation)
      } else {
        running.jump(to: new)
      }
      node.frameAnimation = running
      if animatingNodes.insert(ObjectIdentifier(node)).inserted { animatingList.append(node) }
      return
    }
    guard let animation = placementAnimation else { return }
    node.frameAnimation = FrameAnimation(
      from: node.presentedFrame, to: new, start: now, animation: animation)
    if animatingNodes.insert(ObjectIdentifier(node)).inserted { animatingList.append(node) }
  }

  /// Drops finished frame animations; true while any still runs.
  func stepFrameAnimations() -> Bool {
    let moving = stepMotion()
    guard !animatingList.isEmpty else { return moving }
    animatingList.removeAll { node in
      // A node whose subtree draws nothing (a stack whose child went away) has nothing to
      // move: its animation, even a repeating one, ends with what it showed.
      guard let a = node.frameAnimation, node.isAttached, !a.isSettled(at: now),
        node.drawsSomething
      else {
        node.frameAnimation = nil
        animatingNodes.remove(ObjectIdentifier(node))
        return true
      }
      return false
    }
    return !animatingList.isEmpty || moving
  }
}

extension ViewNode {
  /// Whether anything in this subtree draws (a fill or a text), found depth first.
  var drawsSomething: Bool {
    kind.drawsContent || children.contains { $0.drawsSomething }
  }

  /// Where the node is drawn now: its layout frame, or its animation's current frame.
  var presentedFrame: CGRect {
    guard let a = frameAnimation else { return frame }
    // Content inside a moving parent moves with it; ancestors' motion is in their own
    // frames, so a node draws where its own animation is.
    return a.frame(at: graph.now)
  }
}
