import Foundation

/// A style that draws a button and leaves pressing to the button (SwiftUI's
/// `ButtonStyle`): `makeBody` gets the label, the role and whether the button is pressed
/// now, and the button runs its action on a release inside.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  /// The button's look for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws from (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
  /// The button's label, as the button's code built it.
  public typealias Label = PrimitiveButtonStyleConfiguration.Label

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the pointer is down on the button now.
  public let isPressed: Bool
}

/// A style that draws a button and decides when its action runs (SwiftUI's
/// `PrimitiveButtonStyle`): `makeBody` calls `configuration.trigger()` from a gesture of
/// its own. The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) are primitive styles.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The button's look and interaction for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` works from (SwiftUI's
/// `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
  /// A button's label, type-erased (SwiftUI's `…Configuration.Label`).
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

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// The button's action (nothing while the button is disabled).
  let action: @MainActor () -> Void

  /// Runs the button's action.
  @MainActor
  public func trigger() {
    action()
  }
}

extension View {
  /// Draws buttons inside with `style`, which also decides when they fire.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let identity = (style is any BuiltInButtonStyle) ? ObjectIdentifier(S.self) : nil
    return environment(
      \.buttonStyleBox, ButtonStyleBox(identity: identity) { style.makeBody(configuration: $0) })
  }

  /// Draws buttons inside with `style`; they fire on a release inside, as by default.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(
      \.buttonStyleBox,
      ButtonStyleBox(identity: nil) { PressableButton(configuration: $0, style: style) })
  }
}

/// The environment's button style, whichever protocol it conforms to: what a `Button`
/// turns its configuration into.
struct ButtonStyleBox: Equatable {
  /// Equal identities mean equal styles: a built-in style's type (they hold nothing), nil
  /// for an app's style (any two count as different, so the buttons inside are rebuilt).
  let identity: ObjectIdentifier?
  let body: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView

  init<V: View>(
    identity: ObjectIdentifier?,
    _ body: @escaping @MainActor (PrimitiveButtonStyleConfiguration) -> V
  ) {
    self.identity = identity
    self.body = { AnyView(body($0)) }
  }

  @MainActor
  func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    body(configuration)
  }

  static func == (a: ButtonStyleBox, b: ButtonStyleBox) -> Bool {
    a.identity != nil && a.identity == b.identity
  }
}

extension EnvironmentValues {
  /// The style `.buttonStyle(_:)` set for the buttons inside (`.automatic` by default).
  var buttonStyleBox: ButtonStyleBox {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ButtonStyleBox {
    ButtonStyleBox(identity: ObjectIdentifier(DefaultButtonStyle.self)) {
      DefaultButtonStyle().makeBody(configuration: $0)
    }
  }
}
