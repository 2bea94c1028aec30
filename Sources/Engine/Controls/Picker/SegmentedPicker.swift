import Foundation

/// The iOS 17 segmented control's metrics (UISegmentedControl: 32 pt tall at the regular
/// size, in Apple's HIG: segmented controls; the rest measured, and named as stand-ins).
enum SegmentedLook {
  /// The control's height: 32 pt regular; 40 pt large (a stand-in for the larger size).
  static func height(_ size: ControlSize) -> CGFloat {
    size == .large || size == .extraLarge ? 40 : 32
  }
  /// The ground's corner (measured 9 pt) and the selected segment's (7 pt), inset 2 pt.
  static let corner: CGFloat = 9
  static let thumbCorner: CGFloat = 7
  static let thumbInset: CGFloat = 2
  /// The separators between unselected segments: 1 × 16 pt.
  static let separatorHeight: CGFloat = 16
  /// The titles: 13 pt, semibold when selected (UISegmentedControl's default fonts).
  static let fontSize: CGFloat = 13
}

/// A segmented picker: equal segments across the width it is offered, the selected one on
/// a white thumb. A click on a segment selects its choice; focused, ← and → select the
/// neighbouring one (`PickerKeys`).
struct SegmentedPicker: View {
  let choices: PickerChoices
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlSize) private var controlSize
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    let choices = self.choices
    let rightToLeft = layoutDirection == .rightToLeft
    return HStack(spacing: 0) {
      ForEach(choices.options.indices, id: \.self) { i in segment(i) }
    }
    .frame(height: SegmentedLook.height(controlSize))
    .frame(maxWidth: .infinity)
    .background {
      RoundedRectangle(cornerRadius: SegmentedLook.corner).fill(ControlColors.tertiarySystemFill)
    }
    .controlFocus(isEnabled && !choices.options.isEmpty) { press in
      PickerKeys.takeSegmented(press, choices, rightToLeft: rightToLeft)
    }
    .opacity(isEnabled ? 1 : ControlColors.disabledOpacity)
  }

  private func segment(_ i: Int) -> some View {
    let selected = choices.selected == i
    let select = choices.select
    let separated = i > 0 && !selected && choices.selected != i - 1
    return Button(action: { select(i) }) {
      choices.options[i].view
        .font(.system(size: SegmentedLook.fontSize, weight: selected ? .semibold : .regular))
        .foregroundStyle(Color.primary)
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
          if selected {
            RoundedRectangle(cornerRadius: SegmentedLook.thumbCorner).fill(Color.white)
              .padding(SegmentedLook.thumbInset)
          }
        }
        .overlay(alignment: .leading) {
          if separated {
            Rectangle().fill(ControlColors.separator)
              .frame(width: 1, height: SegmentedLook.separatorHeight)
          }
        }
    }
    .buttonStyle(ControlPressStyle())
    .controlPart()
  }
}
