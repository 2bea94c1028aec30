import Foundation

/// A button that pushes a screen on the enclosing `NavigationStack` (SwiftUI's
/// `NavigationLink`): a value, shown by the destination registered for its type, or a view.
///
/// Its label is drawn as a plain button's (in the accent colour outside a list, as
/// SwiftUI draws a link there). Outside a stack it does nothing, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let target: Target
  @Environment(\.navigation) private var navigation
  @Environment(\.isListRow) private var isListRow
  @Environment(\.screenBar) private var screenBar

  enum Target {
    case value(AnyHashable?)
    case view(Destination)
  }

  /// A link that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination())
  }

  /// A link that pushes `destination` (SwiftUI's earlier spelling).
  @available(*, deprecated, message: "use init(destination:label:) with a trailing closure")
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination)
  }

  public var body: some View {
    let navigation = self.navigation
    let target = self.target
    let depth = screenBar?.depth ?? 0
    return Button {
      guard let navigation else { return }
      switch target {
      case .value(let value?): navigation.push(value, fromDepth: depth)
      case .value(nil): break
      case .view(let view): navigation.push(view: AnyView(view))
      }
    } label: {
      if isListRow { ListLinkLabel(label: label) } else { label }
    }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value` (nothing when nil); the stack shows it with the
  /// `navigationDestination(for:)` registered for its type.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `titleKey` that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled `title`, shown as written, that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `titleKey` that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled `title`, shown as written, that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension View {
  /// Shows values of type `data` pushed on the enclosing stack with `destination` (SwiftUI's
  /// `navigationDestination(for:destination:)`). Put it inside the stack, outside lazy
  /// containers, as SwiftUI asks.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    NavigationDestinationModifier(content: self) { model in
      model.register(ObjectIdentifier(D.self)) { value in
        guard let value = value.base as? D else { return AnyView(EmptyView()) }
        return AnyView(destination(value))
      }
    }
  }
}

/// Registers a destination with the enclosing stack while it is built.
struct NavigationDestinationModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let register: @MainActor (NavigationModel) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    if let model = context.environment.navigation { register(model) }
    node.kind = TransparentKind()
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}
