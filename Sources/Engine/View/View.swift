@_exported import Foundation

/// A piece of user interface, described as a value: SwiftUI's `View`.
///
/// A view either composes others in its `body`, or is one of Engine's primitives (text,
/// shapes, stacks, modifiers), whose `Body` is `Never`. The view graph (`ViewGraph`)
/// evaluates bodies, keeps `@State` with each view's identity and lays out the primitives.
/// Main-actor isolated, as SwiftUI's is, so state and bodies are only touched by the host.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this one is made of.
  associatedtype Body: View
  /// The content; evaluated again only when state it belongs to changes.
  @ViewBuilder var body: Body { get }
  /// Engine's own, as SwiftUI's `View` has underscored requirements of its own: builds the
  /// value into `target` when it is one of Engine's primitives and says whether it was.
  /// Views outside Engine keep the default, which builds nothing.
  ///
  /// A requirement, so the graph finds a primitive through the view's own witness table:
  /// asking `as? any PrimitiveView.Type` instead scanned every conformance record of the
  /// process the first time for each view type (35 scans in the scene's start-up,
  /// PERFORMANCE.md's round nine).
  func _buildPrimitive(into target: _PrimitiveBuildTarget) -> Bool
}

/// Where `View._buildPrimitive(into:)` builds: a node of the view graph and what building
/// it needs. Only Engine makes one.
public struct _PrimitiveBuildTarget {
  let node: ViewNode
  let context: BuildContext
}

extension View {
  public func _buildPrimitive(into target: _PrimitiveBuildTarget) -> Bool { false }
}

extension Never: View {
  public typealias Body = Never
  /// Primitives have no body; the graph never asks for one.
  public var body: Never { fatalError("Never has no body") }
}

/// A view the graph builds itself rather than through a body.
///
/// Engine's primitives conform; `build` sets the node's kind and reconciles its children.
/// A conformance must have the same conditions as the type's `View` conformance: that
/// conformance takes its `_buildPrimitive(into:)` from here only when it holds wherever
/// this one does (a debug build's `ViewNode.buildInPlace` checks it).
@MainActor
protocol PrimitiveView: View {
  func build(_ node: ViewNode, _ context: BuildContext)
}

extension PrimitiveView {
  public func _buildPrimitive(into target: _PrimitiveBuildTarget) -> Bool {
    target.node.clearAppearActions()
    build(target.node, target.context)
    return true
  }
}

/// Marks a primitive's `body` as unreachable.
@MainActor
func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is a primitive view and has no body")
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { _ in }
  }
}

/// Several views in a row, as a `@ViewBuilder` block produces: each is a subview of the
/// enclosing container, identified by its position.
public struct TupleView<each Content: View>: View, PrimitiveView {
  public var value: (repeat each Content)

  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { children in
      var slot = 0
      for child in repeat each value {
        children.add(child, slot: slot)
        slot += 1
      }
    }
  }
}

/// One of two views, as `if`/`else` and `switch` produce. The two branches have different
/// identities, so switching branch resets the state inside.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { children in
      switch storage {
      case .trueContent(let v): children.add(v, slot: 0)
      case .falseContent(let v): children.add(v, slot: 1)
      }
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { children in
      if let view = self { children.add(view, slot: 0) }
    }
  }
}

/// A type-erased view. Changing the wrapped type changes identity, as in SwiftUI.
public struct AnyView: View, PrimitiveView {
  let view: any View

  public init<V: View>(_ view: V) {
    self.view = view
  }

  public init<V: View>(erasing view: V) {
    self.view = view
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { children in
      children.add(view, slot: 0)
    }
  }
}

/// Groups views without laying them out: its children become the enclosing container's
/// subviews, and modifiers on the group apply to each.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { children in
      children.add(content, slot: 0)
    }
  }
}

/// Builds views from the statements of a closure: SwiftUI's `@ViewBuilder`.
@MainActor @resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
