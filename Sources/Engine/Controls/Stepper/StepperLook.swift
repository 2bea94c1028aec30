import Foundation

/// The iOS 17 stepper's metrics: UIStepper's fixed 94 × 32 pt (its intrinsic content
/// size), two halves on a `tertiarySystemFill` rounded rectangle split by an 18-pt
/// separator. The corner (8 pt) and the glyph size (about 17 pt) are measured stand-ins.
enum StepperLook {
  static let size = CGSize(width: 94, height: 32)
  static let corner: CGFloat = 8
  static let separatorHeight: CGFloat = 18
  /// A pressed half: a stand-in for UIStepper's darker highlight.
  static let pressedFill = Color(red8: 0x76, green8: 0x76, blue8: 0x80, alpha8: 0x3D)
  /// A disabled half's glyph: UIKit's `tertiaryLabel`, #3C3C43 at 30 %.
  static let disabledGlyph = Color(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x4C)
}

/// The stepper's minus and plus halves; a nil action draws its half disabled.
struct StepperButtons: View {
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    HStack(spacing: 0) {
      half("minus", decrement)
      Rectangle().fill(ControlColors.separator)
        .frame(width: 1, height: StepperLook.separatorHeight)
      half("plus", increment)
    }
    .frame(width: StepperLook.size.width, height: StepperLook.size.height)
    .background {
      RoundedRectangle(cornerRadius: StepperLook.corner).fill(ControlColors.tertiarySystemFill)
    }
    .controlFocus(isEnabled) { [increment, decrement] press in
      StepperKeys.take(press, increment: increment, decrement: decrement)
    }
  }

  private func half(_ symbol: String, _ action: (@MainActor () -> Void)?) -> some View {
    let enabled = action != nil && isEnabled
    return Button(action: { action?() }) {
      Image(systemName: symbol)
        .foregroundStyle(enabled ? Color.primary : StepperLook.disabledGlyph)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .buttonStyle(StepperHalfStyle())
    .disabled(action == nil)
    .controlPart()
  }
}

/// A stepper half: its glyph, on a darker fill while pressed.
struct StepperHalfStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.background {
      RoundedRectangle(cornerRadius: StepperLook.corner)
        .fill(configuration.isPressed ? StepperLook.pressedFill : Color.white.opacity(0))
    }
  }
}
