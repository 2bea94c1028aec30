import Foundation

/// A value a text field edits as text: how it reads, and how an edit is parsed into it.
struct FormattedValue {
  let text: @MainActor () -> String
  let commit: @MainActor (String) -> Void

  /// `value` read and written through `format`; text that does not parse leaves the value
  /// as it was (the field then shows it again), as SwiftUI does.
  @MainActor
  init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {
    text = { format.format(value.wrappedValue) }
    commit = { draft in
      if let parsed = try? format.parseStrategy.parse(draft) { value.wrappedValue = parsed }
    }
  }
}

extension TextField where Label == Text {
  /// A field that edits `value` through `format` (a number with `.number`): the text
  /// typed is committed to the value on Return or when focus leaves.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? titleKey.key, label: Text(titleKey))
    formatted = FormattedValue(value, format: format)
  }

  /// A field titled with a string that edits `value` through `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? String(title), label: Text(title))
    formatted = FormattedValue(value, format: format)
  }
}
