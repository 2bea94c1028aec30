import Foundation

/// A check box toggle, as AppKit draws one (iOS has no check box): a 14-pt rounded square
/// before the label, filled with the tint and checked while on, white with a grey edge while
/// off. A click on the box or the label flips it, as on macOS.
struct CheckboxToggleBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.controlTint) private var tint

  /// The box's side and corner: AppKit's regular check box (14 pt, corner 3 pt, measured).
  static let side: CGFloat = 14
  static let corner: CGFloat = 3

  var body: some View {
    let isOn = configuration.$isOn
    return Button(action: { isOn.wrappedValue.toggle() }) {
      HStack(spacing: 6) {
        box
        if !labelsHidden { configuration.label }
      }
    }
    .buttonStyle(ControlPressStyle())
    .controlFocus(isEnabled) { ToggleKeys.take($0) { isOn.wrappedValue.toggle() } }
    .opacity(isEnabled ? 1 : ControlColors.disabledOpacity)
  }

  private var box: some View {
    ZStack {
      if configuration.isOn {
        RoundedRectangle(cornerRadius: Self.corner).fill(tint ?? Color.accentColor)
        Image(systemName: "checkmark").font(.system(size: 10, weight: .bold))
          .foregroundStyle(Color.white)
      } else {
        // An edge of one point: the display list strokes only square corners, so a grey
        // rounded square under a white one a point smaller.
        RoundedRectangle(cornerRadius: Self.corner).fill(ControlColors.separator)
        RoundedRectangle(cornerRadius: Self.corner - 1).fill(Color.white).padding(1)
      }
    }
    .frame(width: Self.side, height: Self.side)
  }
}
