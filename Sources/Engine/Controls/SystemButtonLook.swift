import Foundation

/// How the built-in button styles draw, in the iOS 17 light appearance.
///
/// The colours are Apple's published system colours; Apple publishes no numbers for the
/// pressed fade, the bordered fill's strength or the corner, so those are stand-ins named as
/// such below. The bordered insets and font follow `.controlSize(_:)` (`BorderedButtonSize`).
struct SystemButtonLook: ButtonStyle {
  enum Kind {
    case plain, borderless, bordered, borderedProminent
  }

  let kind: Kind

  func makeBody(configuration: Configuration) -> some View {
    SystemButtonBody(kind: kind, configuration: configuration)
  }

  /// A pressed button's opacity: a stand-in for the iOS label's fade while held.
  static let pressedOpacity = 0.2
  /// The bordered style's fill: the tint at this opacity (a stand-in for iOS's light tint).
  static let borderedFillOpacity = 0.15
  /// The bordered styles' corner radius, in points (a stand-in for iOS's rounded corners).
  static let cornerRadius: CGFloat = 8
  /// A disabled label: UIKit's `tertiaryLabel` in the light appearance, #3C3C43 at 30 %.
  static let disabledLabel = Color(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x4C)
  /// A disabled bordered fill: UIKit's `tertiarySystemFill` in the light appearance,
  /// #767680 at 12 %.
  static let disabledFill = Color(red8: 0x76, green8: 0x76, blue8: 0x80, alpha8: 0x1F)
}

/// A built-in button's look: reads whether the button is enabled.
struct SystemButtonBody: View {
  let kind: SystemButtonLook.Kind
  let configuration: ButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlTint) private var controlTint
  @Environment(\.controlSize) private var controlSize
  @Environment(\.font) private var font

  /// The tint: `.tint(_:)`'s colour or the accent colour (the system blue, #007AFF), or the
  /// system red (#FF3B30) for a destructive role, as the iOS styles draw them.
  private var tint: Color {
    configuration.role == .destructive ? Color.red : (controlTint ?? Color.accentColor)
  }

  var body: some View {
    let opacity = configuration.isPressed ? SystemButtonLook.pressedOpacity : 1
    switch kind {
    case .plain:
      configuration.label.opacity(opacity)
    case .borderless:
      configuration.label
        .foregroundStyle(isEnabled ? tint : SystemButtonLook.disabledLabel)
        .opacity(opacity)
    case .bordered:
      bordered(
        label: isEnabled ? tint : SystemButtonLook.disabledLabel,
        fill: isEnabled
          ? tint.opacity(SystemButtonLook.borderedFillOpacity) : SystemButtonLook.disabledFill
      )
      .opacity(opacity)
    case .borderedProminent:
      bordered(
        label: isEnabled ? Color.white : SystemButtonLook.disabledLabel,
        fill: isEnabled ? tint : SystemButtonLook.disabledFill
      )
      .opacity(opacity)
    }
  }

  private func bordered(label: Color, fill: Color) -> some View {
    let size = BorderedButtonSize(controlSize)
    return configuration.label
      .font(font ?? size.font)
      .foregroundStyle(label)
      .padding(.vertical, size.vertical)
      .padding(.horizontal, size.horizontal)
      .background {
        ButtonBorderFill(fill: fill, defaultRadius: SystemButtonLook.cornerRadius)
      }
  }
}
