import Foundation

/// The toggle styles SwiftUI ships, drawn in the iOS 17 light look.
protocol BuiltInToggleStyle: ToggleStyle {}

/// The platform's default: on iOS, the switch.
public struct DefaultToggleStyle: BuiltInToggleStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

/// The label, then a switch at the trailing edge (`SwitchToggleLook.swift`).
public struct SwitchToggleStyle: BuiltInToggleStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleBody(configuration: configuration)
  }
}

/// A button that shows whether it is on: filled with the tint while on, lightly tinted
/// while off (stand-ins for iOS's on and off looks: Apple publishes no numbers).
public struct ButtonToggleStyle: BuiltInToggleStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
      .buttonStyle(
        SystemButtonLook(kind: configuration.isOn ? .borderedProminent : .bordered))
  }
}

/// A check box before the label: macOS's style (iOS has none), drawn as AppKit draws it
/// (`CheckboxToggleLook.swift`).
public struct CheckboxToggleStyle: BuiltInToggleStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CheckboxToggleBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A style that draws a switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A style that draws a button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A style that draws a check box.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
