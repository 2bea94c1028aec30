import Foundation

/// A control as a list or form row shows it: its label leading and the control trailing
/// (a menu picker in a form: "Text Size … Default ⌃⌄"), as iOS lays out such a row.
/// Outside a row (no label given), or with `.labelsHidden()`, just the control.
struct ListControlRow<Label: View, Control: View>: View {
  let label: Label?
  let control: Control
  @Environment(\.labelsHidden) private var labelsHidden

  init(label: Label?, @ViewBuilder control: () -> Control) {
    self.label = label
    self.control = control()
  }

  var body: some View {
    if let label, !labelsHidden {
      HStack {
        label
        Spacer()
        control
      }
    } else {
      control
    }
  }
}
