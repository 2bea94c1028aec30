import Foundation

/// A style that draws a toggle and decides how it is switched (SwiftUI's `ToggleStyle`):
/// `makeBody` gets the label and a binding to the toggle's state.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  /// The toggle's look and interaction for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` works from (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
  /// A toggle's label, type-erased (SwiftUI's `ToggleStyleConfiguration.Label`).
  public struct Label: View, PrimitiveView {
    let content: AnyView

    init(_ content: AnyView) {
      self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    func build(_ node: ViewNode, _ context: BuildContext) {
      node.kind = TransparentKind()
      node.reconcile(context) { $0.add(content, slot: 0) }
    }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` switches it.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ (a toggle made from
  /// `sources:`, which Engine lacks: always false here).
  public var isMixed: Bool = false
}

extension View {
  /// Draws toggles inside with `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let identity = (style is any BuiltInToggleStyle) ? ObjectIdentifier(S.self) : nil
    return environment(
      \.toggleStyleBox, ToggleStyleBox(identity: identity) { style.makeBody(configuration: $0) })
  }
}

/// The environment's toggle style: what a `Toggle` turns its configuration into.
struct ToggleStyleBox: Equatable {
  /// Equal identities mean equal styles: a built-in style's type, nil for an app's style.
  let identity: ObjectIdentifier?
  let body: @MainActor (ToggleStyleConfiguration) -> AnyView

  init<V: View>(
    identity: ObjectIdentifier?, _ body: @escaping @MainActor (ToggleStyleConfiguration) -> V
  ) {
    self.identity = identity
    self.body = { AnyView(body($0)) }
  }

  static func == (a: ToggleStyleBox, b: ToggleStyleBox) -> Bool {
    a.identity != nil && a.identity == b.identity
  }
}

extension EnvironmentValues {
  /// The style `.toggleStyle(_:)` set for the toggles inside (`.automatic` by default).
  var toggleStyleBox: ToggleStyleBox {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: ToggleStyleBox {
    ToggleStyleBox(identity: ObjectIdentifier(DefaultToggleStyle.self)) {
      DefaultToggleStyle().makeBody(configuration: $0)
    }
  }
}
