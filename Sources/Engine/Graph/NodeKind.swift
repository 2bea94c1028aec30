import Foundation

/// What a node of the view graph does once its view is built: its answers to the layout,
/// drawing, hit-testing and dump questions.
///
/// Each kind of view is one conforming type in its own file (`TextKind`, `LayoutKind`,
/// `ScrollKind`, each modifier …), set on the node by the view's `build`. The node keeps
/// what every kind shares (identity, children, frame, the size cache); the kind answers
/// for its own view. Measuring (`size`) must change nothing: what a subview needs to know
/// arrives in the `LayoutContext`. Placing may record what drawing and events need later.
@MainActor
protocol NodeKind {
  /// Whether the node has no frame of its own, its children's leaves becoming its
  /// container's subviews (`ForEach`, conditionals, a custom view's body).
  var isTransparent: Bool { get }
  /// Whether the node's position decides what it shows (scroll views, lazy stacks): it is
  /// laid out again whenever it moves.
  var scrolls: Bool { get }
  /// Whether points outside the node's frame miss everything inside it.
  var clipsHits: Bool { get }
  /// Whether the node draws something of its own (a fill, a text).
  var drawsContent: Bool { get }
  /// Whether the node's frame reaches over the safe area's insets on each edge where it
  /// meets the safe area's edge, as SwiftUI's scroll views and navigation stacks do (their
  /// content takes the insets instead: Layout/SafeRegion.swift).
  var reachesIntoSafeArea: Bool { get }
  /// A scroll view's lasting state, for `ScrollKind` (asked of every scroll view every
  /// frame: answered by the kind rather than by a dynamic cast of it).
  var scrollState: ScrollState? { get }
  /// Whether the kind is a `Spacer`'s (asked once per kind set, for every node built).
  var isSpacer: Bool { get }

  /// The node's size for `proposal`; asked through `ViewNode.sizeThatFits`, which caches
  /// it per proposal for the pass.
  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  /// Lays the node's content out inside `frame` (the node's own frame is already set).
  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  /// Appends the node's drawing, and its subviews', back to front.
  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double)
  /// The laid-out children a point is tried against, frontmost first.
  func hitChildren(of node: ViewNode) -> [ViewNode]
  /// Where a point (window points) lies in the node's undrawn layout, or nil when the node
  /// cannot be hit there: a transform tries the point at where it was before transforming,
  /// a content shape refuses points outside its shape.
  func hitPoint(_ p: CGPoint, in node: ViewNode) -> CGPoint?
  /// Fills in the dump's kind-specific keys and children.
  func dump(_ node: ViewNode, into d: inout ViewDump)
  /// The spacing the node prefers around it as a subview.
  func spacing(of node: ViewNode, in context: LayoutContext) -> ViewSpacing
}

extension NodeKind {
  var isTransparent: Bool { false }
  var scrolls: Bool { false }
  var clipsHits: Bool { false }
  var drawsContent: Bool { false }
  var reachesIntoSafeArea: Bool { false }
  var scrollState: ScrollState? { nil }
  var isSpacer: Bool { false }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {}

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {}

  func hitChildren(of node: ViewNode) -> [ViewNode] { [] }

  func hitPoint(_ p: CGPoint, in node: ViewNode) -> CGPoint? { p }

  func dump(_ node: ViewNode, into d: inout ViewDump) {}

  func spacing(of node: ViewNode, in context: LayoutContext) -> ViewSpacing { ViewSpacing() }
}

/// What a node being measured or placed learns from its container.
///
/// It flows down as a parameter, so that measuring reads it and writes nothing. A node
/// is always a subview of the same container, so within a pass its context is the same
/// and its size can be cached by proposal alone.
struct LayoutContext: Equatable {
  /// The axis of the stack the node is a direct subview of (a `Spacer` grows along it).
  var stackAxis: Axis?
  /// The size `containerRelativeFrame` measures against: the nearest scroll view's, less
  /// its insets, else the window's.
  var containerSize: CGSize
  /// Safe area a `safeAreaPadding` or `safeAreaInset` hands to the scroll view it directly
  /// wraps, which insets its content by it.
  var safeArea = EdgeInsets()
  /// The safe area around the node in window points (nil: none, as in a window), which
  /// `ignoresSafeArea` reaches into and `GeometryProxy.safeAreaInsets` reports
  /// (Layout/SafeRegion.swift).
  var safeRegion: SafeRegion?
  /// The named coordinate spaces around the node, innermost last (`coordinateSpace(name:)`).
  var coordinateSpaces: [NamedFrame] = []

  /// The context of the window's root views.
  static func root(_ size: CGSize) -> LayoutContext {
    LayoutContext(stackAxis: nil, containerSize: size)
  }

  /// The context a node gives its subviews: the container size carries on, the rest is
  /// the node's own to give. The named coordinate spaces and the safe area carry on too.
  func child(axis: Axis? = nil) -> LayoutContext {
    LayoutContext(
      stackAxis: axis, containerSize: containerSize, safeRegion: safeRegion,
      coordinateSpaces: coordinateSpaces)
  }
}
