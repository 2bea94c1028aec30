import Foundation

/// `TextField(_:text:axis:)`: a field that, given `.vertical`, wraps its text and grows a
/// line at a time as it fills (within a `lineLimit`, past which it scrolls). Return types a
/// line break in it, as on iOS; `.onSubmit` is not run by Return there.
extension TextField where Label == Text {
  /// A field titled with a localized string key, scrolling its text along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
    self.axis = axis
  }

  /// A field titled with a string, scrolling its text along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
    self.axis = axis
  }

  /// A field titled with a localized string key, showing `prompt` while it is empty,
  /// scrolling its text along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(titleKey, text: text, prompt: prompt)
    self.axis = axis
  }

  /// A field titled with a string, showing `prompt` while it is empty, scrolling its text
  /// along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title, text: text, prompt: prompt)
    self.axis = axis
  }
}

extension TextField {
  /// A field labelled by `label`, showing `prompt` while it is empty, scrolling its text
  /// along `axis`.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
    self.axis = axis
  }
}
