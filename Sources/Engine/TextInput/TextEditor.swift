import Foundation

/// A view that edits long-form text (SwiftUI's `TextEditor`): it takes the space it is
/// offered, wraps its text to its width, and scrolls its lines so the caret stays in view.
///
/// Return types a line break; ↑ and ↓ move between lines keeping the caret's x; Home and
/// End go to the ends of the caret's line (with Ctrl, of the text); the pointer places the
/// caret and drags a selection across lines. Its text takes the environment's font and
/// colour; it fills its frame whatever `lineLimit` says.
public struct TextEditor: View {
  let text: Binding<String>
  @State private var editor = FieldEditor()
  @Environment(\.isEnabled) private var isEnabled

  /// An editor of the string `text` holds.
  public init(text: Binding<String>) {
    self.text = text
  }

  public var body: some View {
    TextFieldBox(
      editor: editor, text: text, placeholder: "", isSecure: false, look: .plain, onSubmit: [],
      commit: nil, isEnabled: isEnabled, layout: .editor)
  }
}
