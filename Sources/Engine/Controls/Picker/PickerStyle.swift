import Foundation

/// How a `Picker` shows its choices (SwiftUI's `PickerStyle`). As in SwiftUI, an app
/// picks one of the built-in styles; the protocol has no requirements of its own.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// The built-in styles Engine draws.
enum PickerStyleKind: Hashable {
  case menu, segmented, inline, wheel
}

protocol BuiltInPickerStyle: PickerStyle {
  var kind: PickerStyleKind { get }
}

/// The platform's default: on iOS 17, a menu.
public struct DefaultPickerStyle: BuiltInPickerStyle {
  public nonisolated init() {}
  var kind: PickerStyleKind { .menu }
}

/// A button showing the selection that opens a menu of the choices.
public struct MenuPickerStyle: BuiltInPickerStyle {
  public nonisolated init() {}
  var kind: PickerStyleKind { .menu }
}

/// A row of segments, one per choice (UISegmentedControl).
public struct SegmentedPickerStyle: BuiltInPickerStyle {
  public nonisolated init() {}
  var kind: PickerStyleKind { .segmented }
}

/// The choices as rows, the selected one checked.
public struct InlinePickerStyle: BuiltInPickerStyle {
  public nonisolated init() {}
  var kind: PickerStyleKind { .inline }
}

/// The choices on a turning drum (UIPickerView), the selected one in a band.
public struct WheelPickerStyle: BuiltInPickerStyle {
  public nonisolated init() {}
  var kind: PickerStyleKind { .wheel }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension EnvironmentValues {
  /// The style `.pickerStyle(_:)` set for the pickers inside.
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

private struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.menu
}

extension View {
  /// Draws the pickers inside in `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = (style as? any BuiltInPickerStyle)?.kind ?? .menu
    return environment(\.pickerStyleKind, kind)
  }
}
