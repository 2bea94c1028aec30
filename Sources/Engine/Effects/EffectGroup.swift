import Foundation

extension ViewNode {
  /// Draws the content (child 0) as one offscreen group with `kind` applied, composited at
  /// `opacity`: the content itself is drawn opaque inside the group, so that a fading
  /// group keeps its cached image.
  func drawEffectGroup(
    _ kind: DisplayEffect.Kind, into list: inout DisplayList, opacity: Double
  ) {
    guard opacity > 0 else { return }
    list.append(.pushEffect(DisplayEffect(frame: presentedFrame, kind: kind, opacity: opacity)))
    drawChildren(0..<1, into: &list, opacity: 1)
    list.append(.popClip)
  }
}

extension CGFloat {
  /// A radius as effects take it: not a number or negative is 0, beyond
  /// `DisplayEffect.maxRadius` is that.
  var boundedRadius: CGFloat {
    isNaN ? 0 : Swift.min(Swift.max(self, 0), DisplayEffect.maxRadius)
  }

  /// A finite value, else 0.
  var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
