import Foundation

/// `clipShape` / `clipped`: the content, drawn and hit only inside the node's frame (the
/// shape's bounding rectangle: the renderer clips to rectangles) (SwiftUI's `_ClipEffect`).
struct ClipEffect: LayoutModifier {
  static var name: String { "clipShape" }
  let corner: ShapeCorner

  var clipsHits: Bool { true }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    list.append(.pushClip(node.presentedFrame))
    node.drawChildren(0..<1, into: &list, opacity: opacity)
    list.append(.popClip)
  }
}

extension View {
  /// Clips what the view draws to `shape` in its frame (to its bounding rectangle: the
  /// renderer clips to rectangles).
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    layoutModifier(ClipEffect(corner: ShapeCorner(shape)))
  }

  /// Clips what the view draws to its frame.
  public func clipped() -> some View {
    clipShape(Rectangle())
  }
}
