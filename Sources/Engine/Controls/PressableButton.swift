import Foundation

/// A button drawn by a `ButtonStyle`: it keeps whether it is pressed, hands that to the
/// style, and takes presses through the host's pointer path (`ViewHost+Buttons.swift`).
/// Disabled, it takes none.
struct PressableButton<Style: ButtonStyle>: View {
  let configuration: PrimitiveButtonStyleConfiguration
  let style: Style
  @State private var isPressed = false
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let look = style.makeBody(
      configuration: ButtonStyleConfiguration(
        role: configuration.role, label: configuration.label, isPressed: isPressed && isEnabled))
    let pressed = $isPressed
    let configuration = self.configuration
    var a = Attributes()
    if isEnabled {
      a.buttonGesture = ButtonGesture(
        pressing: { pressed.wrappedValue = $0 }, action: { configuration.trigger() })
    }
    return AttributeModifier(content: look, attributes: a)
  }
}

/// What a button asks of the pointer: to hear when it is pressed and released (`pressing`)
/// and to run `action` on a release inside.
struct ButtonGesture {
  let pressing: @MainActor (Bool) -> Void
  let action: @MainActor () -> Void
}
