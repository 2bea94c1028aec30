import Foundation

/// The styles SwiftUI ships, drawn in the iOS 17 light look (`SystemButtonLook`). Each is a
/// `PrimitiveButtonStyle` that presses as a `Button` does by default.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
  var look: SystemButtonLook.Kind { get }
}

extension BuiltInButtonStyle {
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration, style: SystemButtonLook(kind: look))
  }
}

/// The platform's default: on iOS, outside lists and menus, the borderless style.
public struct DefaultButtonStyle: BuiltInButtonStyle {
  public nonisolated init() {}
  var look: SystemButtonLook.Kind { .borderless }
}

/// The label as it is, dimmed while pressed.
public struct PlainButtonStyle: BuiltInButtonStyle {
  public nonisolated init() {}
  var look: SystemButtonLook.Kind { .plain }
}

/// The label in the accent colour, with no border, dimmed while pressed.
public struct BorderlessButtonStyle: BuiltInButtonStyle {
  public nonisolated init() {}
  var look: SystemButtonLook.Kind { .borderless }
}

/// The label in the accent colour on a light tinted rounded rectangle.
public struct BorderedButtonStyle: BuiltInButtonStyle {
  public nonisolated init() {}
  var look: SystemButtonLook.Kind { .bordered }
}

/// A white label on a rounded rectangle filled with the accent colour.
public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
  public nonisolated init() {}
  var look: SystemButtonLook.Kind { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default button style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A style that draws the label only.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A style with no border, the label in the accent colour.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A style with a tinted background.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A style filled with the accent colour.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
