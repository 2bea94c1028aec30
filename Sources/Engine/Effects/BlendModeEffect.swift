import Foundation

/// `blendMode`: the content drawn as one image and combined with what is drawn behind it
/// by a `BlendMode`, the layout unchanged (SwiftUI's `_BlendModeEffect`).
struct BlendModeEffect: LayoutModifier {
  static var name: String { "blendMode" }
  let mode: BlendMode

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    guard mode != .normal else {
      node.drawChildren(0..<1, into: &list, opacity: opacity)
      return
    }
    node.drawEffectGroup(.blend(mode), into: &list, opacity: opacity)
  }
}

/// `compositingGroup` and `drawingGroup`: the content flattened into one image before the
/// effects around it apply (an `opacity` around it fades the image as a whole, so
/// overlapping subviews do not show through each other).
struct CompositingGroupEffect: LayoutModifier {
  static var name: String { "compositingGroup" }
  let opaque: Bool

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    node.drawEffectGroup(.group(opaque: opaque), into: &list, opacity: opacity)
  }
}

extension View {
  /// Combines the view with what lies behind it by `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    layoutModifier(BlendModeEffect(mode: blendMode))
  }

  /// Flattens the view into one image before the effects around it (opacity, blend mode)
  /// apply.
  public func compositingGroup() -> some View {
    layoutModifier(CompositingGroupEffect(opaque: false))
  }

  /// Draws the view into one offscreen image before showing it; `opaque` fills its
  /// transparent pixels with black. The renderer draws every view in software, so this is a
  /// `compositingGroup` (SwiftUI's `colorMode:` parameter is not taken).
  public func drawingGroup(opaque: Bool = false) -> some View {
    layoutModifier(CompositingGroupEffect(opaque: opaque))
  }
}
