import Foundation

/// How text fields inside draw (SwiftUI's `TextFieldStyle`): `.automatic`, `.plain` or
/// `.roundedBorder`.
///
/// SwiftUI gives custom styles no public requirement to implement (its `_body` is
/// private), so a style here names one of the built-in looks through `_look`.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The built-in look the style draws with.
  var _look: _TextFieldLook { get }
}

/// The built-in text field looks.
public enum _TextFieldLook: Sendable, Hashable {
  /// The text alone, no border or fill.
  case plain
  /// The text inset in a white rounded rectangle with a hairline border (UIKit's
  /// `UITextField.BorderStyle.roundedRect`).
  case roundedBorder
}

/// The platform's default: on iOS, outside a `Form`, the plain look.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public nonisolated init() {}
  public var _look: _TextFieldLook { .plain }
}

/// No decoration: the text and its prompt only.
public struct PlainTextFieldStyle: TextFieldStyle {
  public nonisolated init() {}
  public var _look: _TextFieldLook { .plain }
}

/// A rounded rectangle around the text.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public nonisolated init() {}
  public var _look: _TextFieldLook { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Draws the text fields inside with `style`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let look = style._look
    return environment(\.textFieldLook, look)
  }
}

extension EnvironmentValues {
  /// The look `.textFieldStyle(_:)` set for the fields inside.
  var textFieldLook: _TextFieldLook {
    get { self[TextFieldLookKey.self] }
    set { self[TextFieldLookKey.self] = newValue }
  }
}

private struct TextFieldLookKey: EnvironmentKey {
  static let defaultValue = _TextFieldLook.plain
}
