import Foundation

/// An inline picker: its label as a header, then one 44-pt row per choice (Apple's HIG:
/// the minimum hit target and the list row height), the selected one checked in the tint.
/// A click on a row selects its choice.
struct InlinePicker: View {
  let choices: PickerChoices
  let label: AnyView
  @Environment(\.controlTint) private var tint
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isEnabled) private var isEnabled

  /// The row height: 44 pt (Apple's HIG: layout, the minimum tappable size).
  static let rowHeight: CGFloat = 44

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if !labelsHidden {
        label.font(.footnote).foregroundStyle(Color.secondary).padding(.bottom, 6)
      }
      ForEach(choices.options.indices, id: \.self) { i in
        if i > 0 { Divider() }
        row(i)
      }
    }
    .opacity(isEnabled ? 1 : ControlColors.disabledOpacity)
  }

  private func row(_ i: Int) -> some View {
    let select = choices.select
    return Button(action: { select(i) }) {
      HStack {
        choices.options[i].view.foregroundStyle(Color.primary)
        Spacer()
        if choices.selected == i {
          Image(systemName: "checkmark").fontWeight(.semibold)
            .foregroundStyle(tint ?? Color.accentColor)
        }
      }
      .frame(height: Self.rowHeight)
    }
    .buttonStyle(ControlPressStyle())
  }
}
