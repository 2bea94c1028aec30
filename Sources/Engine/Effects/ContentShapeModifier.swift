import Foundation

/// `contentShape`: hit testing only inside a shape in the view's frame (SwiftUI's
/// `_ContentShapeModifier`); the drawing is unchanged. A point outside the shape misses the
/// view and everything in it.
struct ContentShapeModifier: LayoutModifier {
  static var name: String { "contentShape" }
  let shape: any Shape
  let eoFill: Bool

  func hitPoint(_ p: CGPoint, in node: ViewNode) -> CGPoint? {
    let frame = node.frame
    // SwiftUI hands `path(in:)` the view's own bounds: origin zero, the frame's size.
    let path = shape.path(in: CGRect(origin: .zero, size: frame.size))
    return path.contains(CGPoint(x: p.x - frame.minX, y: p.y - frame.minY), eoFill: eoFill)
      ? p : nil
  }
}

extension View {
  /// Makes the view hit-testable only inside `shape` in its frame (the even-odd rule with
  /// `eoFill`).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    layoutModifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
  }
}
