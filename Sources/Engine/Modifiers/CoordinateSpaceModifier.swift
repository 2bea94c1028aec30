import Foundation

/// `coordinateSpace(name:)`: the content's size and place, unchanged; what is placed
/// inside can measure frames from this view's frame by its name (SwiftUI's
/// `_CoordinateSpaceModifier`).
struct CoordinateSpaceModifier: LayoutModifier {
  static var name: String { "coordinateSpace" }
  let spaceName: AnyHashable

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    var inner = context.child()
    inner.coordinateSpaces.append(NamedFrame(name: spaceName, frame: frame))
    content(node, inner).place(in: frame, proposal: proposal)
  }
}

extension View {
  /// Names this view's coordinate space, so that views inside can measure frames from
  /// it with `frame(in: .named(name))`.
  public func coordinateSpace(name: some Hashable) -> some View {
    layoutModifier(CoordinateSpaceModifier(spaceName: AnyHashable(name)))
  }

  /// Names this view's coordinate space (the iOS 17 spelling, `.coordinateSpace(.named("x"))`).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    layoutModifier(CoordinateSpaceModifier(spaceName: name.name))
  }
}
