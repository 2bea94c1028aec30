import Foundation

/// `clipShape` / `clipped`: the content, drawn only inside a shape in the node's frame and
/// hit only inside the frame (SwiftUI's `_ClipEffect`). A rectangle is a plain clip; any
/// other shape is an anti-aliased mask (`pushClipShape`).
struct ClipEffect: LayoutModifier {
  static var name: String { "clipShape" }
  /// The shape, nil for the frame's rectangle.
  let shape: (any Shape)?
  let style: FillStyle

  var clipsHits: Bool { true }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let frame = node.presentedFrame
    if let shape {
      // SwiftUI hands `path(in:)` the view's own bounds: origin zero, the frame's size.
      let path = shape.path(in: CGRect(origin: .zero, size: frame.size))
        .offsetBy(dx: frame.minX, dy: frame.minY)
      list.append(.pushClipShape(path, style: style))
    } else {
      list.append(.pushClip(frame))
    }
    node.drawChildren(0..<1, into: &list, opacity: opacity)
    list.append(.popClip)
  }
}

extension View {
  /// Clips what the view draws to `shape` in its frame, with anti-aliased edges (the fill
  /// rule and anti-aliasing from `style`).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    layoutModifier(ClipEffect(shape: shape is Rectangle ? nil : shape, style: style))
  }

  /// Clips what the view draws to its frame.
  public func clipped() -> some View {
    layoutModifier(ClipEffect(shape: nil, style: FillStyle()))
  }

  /// Clips the view to its frame with rounded corners of `radius` (SwiftUI's deprecated
  /// `cornerRadius`, a clip to a circular-cornered `RoundedRectangle`).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(
      RoundedRectangle(cornerRadius: radius, style: .circular),
      style: FillStyle(antialiased: antialiased))
  }
}
