import Foundation

/// A control that edits a line of text (SwiftUI's `TextField`).
///
/// Click it or Tab to it to edit: the caret and selection follow the arrows (by cluster,
/// by word with Ctrl or Option, to the ends with Home and End), Shift extends the
/// selection, as does dragging the pointer; Ctrl+A, C, X, V and Z select all, copy, cut,
/// paste and undo; Return runs the `.onSubmit` actions around it. Its title is the
/// placeholder shown while it is empty, unless a `prompt` is given, as on iOS.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String?
  let label: Label
  var isSecure = false
  /// `.vertical` (`TextField(_:text:axis:)`): the text wraps, and the field grows a line at
  /// a time within its `lineLimit`, then scrolls.
  var axis = Axis.horizontal
  /// For `TextField(value:format:)`: the value's text and how an edit is committed to it.
  var formatted: FormattedValue?
  @State private var editor = FieldEditor()
  @Environment(\.textFieldLook) private var look
  @Environment(\.submitActions) private var submit
  @Environment(\.isEnabled) private var isEnabled

  /// A field labelled by `label`, showing `prompt` while it is empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.placeholder = prompt?.content
    self.label = label()
  }

  init(text: Binding<String>, placeholder: String?, label: Label) {
    self.text = text
    self.placeholder = placeholder
    self.label = label
  }

  public var body: some View {
    var text = self.text
    var commit: (@MainActor () -> Void)?
    if let formatted {
      // The text being edited is a draft kept with the field; the value changes only when
      // it is committed (Return, or focus leaving), and shows formatted otherwise.
      // The editor keeps both closures (`FieldEditor.text`, `commit`), so they hold it
      // weakly, or it would keep itself alive after the field's node is gone.
      let editor = self.editor
      text = Binding(
        get: { [weak editor] in editor?.draft ?? formatted.text() },
        set: { [weak editor] in editor?.draft = $0 })
      commit = { [weak editor] in
        guard let editor else { return }
        if let draft = editor.draft { formatted.commit(draft) }
        editor.draft = nil
      }
    }
    return TextFieldBox(
      editor: editor, text: text, placeholder: placeholder ?? "", isSecure: isSecure,
      look: look, onSubmit: submit.forText, commit: commit, isEnabled: isEnabled,
      layout: axis == .vertical ? .vertical : .singleLine)
  }
}

extension TextField where Label == Text {
  /// A field titled with a localized string key (the placeholder while it is empty).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, placeholder: titleKey.key, label: Text(titleKey))
  }

  /// A field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: String(title), label: Text(title))
  }

  /// A field titled with a localized string key, showing `prompt` while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.content ?? titleKey.key, label: Text(titleKey))
  }

  /// A field titled with a string, showing `prompt` while it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.content ?? String(title), label: Text(title))
  }
}

/// A field that shows bullets for what is typed (SwiftUI's `SecureField`): a
/// `TextField` whose text is drawn as "•" and cannot be copied or cut.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A field labelled by `label`, showing `prompt` while it is empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    var field = TextField(text: text, prompt: prompt, label: label)
    field.isSecure = true
    self.field = field
  }

  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// A secure field titled with a localized string key (the placeholder while empty).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(titleKey, text: text, prompt: nil)
  }

  /// A secure field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title, text: text, prompt: nil)
  }

  /// A secure field titled with a localized string key, showing `prompt` while empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    var field = TextField<Text>(
      text: text, placeholder: prompt?.content ?? titleKey.key, label: Text(titleKey))
    field.isSecure = true
    self.field = field
  }

  /// A secure field titled with a string, showing `prompt` while empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    var field = TextField<Text>(
      text: text, placeholder: prompt?.content ?? String(title), label: Text(title))
    field.isSecure = true
    self.field = field
  }
}

/// A text field's node: hands the editor its binding and settings, draws through
/// `TextFieldKind`, and offers the editor to the focus system.
struct TextFieldBox: View, PrimitiveView {
  let editor: FieldEditor
  let text: Binding<String>
  let placeholder: String
  let isSecure: Bool
  let look: _TextFieldLook
  let onSubmit: [@MainActor () -> Void]
  let commit: (@MainActor () -> Void)?
  let isEnabled: Bool
  var layout = FieldLayout.singleLine

  /// How a field sets its text: on one line, or wrapped on as many as it takes.
  enum FieldLayout {
    case singleLine
    /// `TextField(axis: .vertical)`: as tall as its lines, within its `lineLimit`.
    case vertical
    /// `TextEditor`: the space it is offered, scrolling.
    case editor
  }

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    editor.text = text
    editor.isSecure = isSecure
    editor.onSubmit = onSubmit
    editor.commit = commit
    editor.defaultRightToLeft = context.environment.layoutDirection == .rightToLeft
    editor.isMultiline = layout != .singleLine
    if layout == .singleLine {
      editor.lines = nil
      editor.verticalScroll = 0
      node.kind = TextFieldKind(editor: editor, placeholder: placeholder, look: look)
    } else {
      node.kind = MultilineTextKind(
        editor: editor, placeholder: placeholder, look: look, isEditor: layout == .editor)
    }
    node.dumpName = layout == .editor ? "TextEditor" : isSecure ? "SecureField" : "TextField"
    var a = Attributes()
    if isEnabled { a.focusable = Focusable(editor: editor) }
    node.ownAttributes = a
    node.reconcile(context) { _ in }
  }
}
