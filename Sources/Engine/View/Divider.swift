import Foundation

/// A line that separates other content (SwiftUI's `Divider`).
///
/// In a stack it extends across the stack's minor axis (a vertical line in an `HStack`, a
/// horizontal one in a `VStack`), and horizontally outside a stack, as Apple's
/// documentation of `Divider` says. It is one device pixel thick, the hairline iOS draws
/// (measured on iOS: 1 pixel, 0.5 pt at 2x), in the separator grey.
public struct Divider: View, PrimitiveView, Equatable {
  public init() {}

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = DividerKind()
    node.reconcile(context) { _ in }
  }
}

/// A `Divider` node: the proposal (nothing where unspecified) along its length, a device
/// pixel across.
struct DividerKind: NodeKind {
  /// UIKit's `separator` colour in the light appearance: #3C3C43 at 29 % opacity.
  static let color = Color(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x4A)

  var drawsContent: Bool { true }

  /// One device pixel, in points.
  @MainActor
  static func thickness(_ graph: ViewGraph) -> CGFloat {
    let scale = graph.pixelScale
    return scale > 0 && scale.isFinite ? 1 / scale : 1
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let thickness = Self.thickness(node.graph)
    if context.stackAxis == .horizontal {
      return CGSize(width: thickness, height: proposal.height ?? 0)
    }
    return CGSize(width: proposal.width ?? 0, height: thickness)
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let rect = node.presentedFrame
    guard rect.width > 0, rect.height > 0 else { return }
    list.append(.fill(rect, cornerRadius: 0, color: Self.color.opacity(opacity)))
  }
}
