import Foundation

/// A container that takes all the space it is offered and builds its content from its own
/// size and position (SwiftUI's `GeometryReader`).
///
/// Its size is the proposal, with 10 points for a dimension left unspecified (SwiftUI's
/// default, `replacingUnspecifiedDimensions()`); its content never changes it. The content
/// closure runs when the reader is placed and again whenever its geometry (size, frame in
/// the window or in a named space) changes; each view it returns is offered the reader's
/// size and placed at its top-leading corner, as in SwiftUI since iOS 14.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = "GeometryReader"
    let state = node.geometryReaderState ?? GeometryReaderState()
    let content = self.content
    state.context = context
    state.fill = { proxy, children in children.add(content(proxy), slot: 0) }
    node.kind = GeometryReaderKind(state: state)
    // A new value of the reader (its parent's body ran again) shows at the last geometry;
    // before the first placement there is none, and no content.
    if let proxy = state.proxy {
      node.reconcile(context) { state.fill?(proxy, &$0) }
    } else {
      node.reconcile(context) { _ in }
    }
  }
}

/// What a reader keeps across rebuilds: its content closure and the geometry it last
/// built the content for.
@MainActor
final class GeometryReaderState {
  var fill: ((GeometryProxy, inout ChildList) -> Void)?
  var context: BuildContext?
  var proxy: GeometryProxy?
}

/// A `GeometryReader` node: the proposal's size; builds its content for its geometry
/// when placed, and places each view at its top-leading corner.
struct GeometryReaderKind: NodeKind {
  let state: GeometryReaderState

  /// Its frame in the window is part of what it shows: placed again whenever it moves.
  var scrolls: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let proxy = GeometryProxy(
      globalFrame: frame, namedFrames: context.coordinateSpaces,
      safeAreaInsets: context.safeRegion?.insets(of: frame, node.environment.layoutDirection)
        ?? EdgeInsets())
    if proxy != state.proxy, let fill = state.fill, let build = state.context {
      state.proxy = proxy
      node.graph.buildingDuringLayout {
        node.reconcile(build) { fill(proxy, &$0) }
      }
      node.runAppear()
    }
    let inner = context.child()
    let q = ProposedViewSize(frame.size)
    for item in node.items() {
      let size = item.node.sizeThatFits(q, in: inner)
      item.node.place(
        in: CGRect(origin: frame.origin, size: size), proposal: q, attributes: item.attributes,
        context: inner)
    }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    for item in node.items() { item.node.draw(into: &list, opacity: opacity) }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    node.items().map(\.node).reversed()
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }
}

extension ViewNode {
  /// A reader's lasting state, kept across rebuilds.
  var geometryReaderState: GeometryReaderState? { (kind as? GeometryReaderKind)?.state }
}
