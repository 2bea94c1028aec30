import Foundation

/// A modifier that makes a new view from the view it is applied to (SwiftUI's
/// `ViewModifier`).
///
/// `body(content:)` is evaluated like a view's `body`, with the modified view standing in as
/// `content`; the modifier keeps its own `@State` and reads its own `@Environment`, as in
/// SwiftUI. Apply it with `.modifier(_:)`, usually through an extension of `View`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The modified view, as `body(content:)` receives it.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view made from `content`.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` receives it: a
/// placeholder that shows that view wherever the modifier's body puts it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let content: any View

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = TransparentKind()
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}

/// A modifier that changes nothing (SwiftUI's `EmptyModifier`).
public struct EmptyModifier: ViewModifier {
  public static let identity = EmptyModifier()

  public init() {}

  public func body(content: Content) -> Content { content }
}

extension ViewModifier {
  /// This modifier followed by `modifier`: applied to a view, `modifier` wraps the result
  /// of this one.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  /// The view with `modifier` applied.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
