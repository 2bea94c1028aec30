import Foundation

/// A menu picker, as iOS 17 draws one: the selected choice in the tint with an up-down
/// chevron; a click opens a menu of the choices below it in the window, the selected one
/// checked. A click on a choice selects it and closes the menu; a click outside it or
/// Escape closes it. Focused, the keyboard opens it and moves through it (`PickerKeys`).
///
/// The menu is a popup layer (`PopupLayer`): drawn above everything in the window and
/// hit first while it is open.
struct MenuPicker: View {
  let choices: PickerChoices
  @State private var isOpen = false
  /// The row the keyboard highlights while the menu is open (`PickerKeys.takeMenu`).
  @State private var highlighted: Int?
  @Environment(\.controlTint) private var tint
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let open = $isOpen
    let highlighted = $highlighted
    let choices = self.choices
    let colour = isEnabled ? (tint ?? Color.accentColor) : SystemButtonLook.disabledLabel
    let title = choices.selected.map { choices.options[$0].view }
    let button = Button(action: {
      highlighted.wrappedValue = nil
      open.wrappedValue.toggle()
    }) {
      HStack(spacing: 5) {
        if let title { title }
        VStack(spacing: -1) {
          Image(systemName: "chevron.up")
          Image(systemName: "chevron.down")
        }
        .font(.system(size: 9, weight: .semibold))
      }
      .foregroundStyle(colour)
    }
    .buttonStyle(ControlPressStyle())
    .controlFocus(isEnabled) { press in
      PickerKeys.takeMenu(press, choices, open: open, highlighted: highlighted)
    }
    .onKeyPress(.escape) {
      guard open.wrappedValue else { return .ignored }
      open.wrappedValue = false
      return .handled
    }
    // The menu hangs below the button from a frame of no size, so opening it moves nothing;
    // it is drawn above the whole window, over a clear area far larger than any window that
    // takes a click anywhere outside it.
    return VStack(alignment: .trailing, spacing: 0) {
      button
      if isOpen {
        PopupLayer(
          content: menu.padding(.top, MenuLook.gap).fixedSize()
            .background {
              Rectangle().fill(Color.white.opacity(0))
                .frame(width: MenuLook.catcher, height: MenuLook.catcher)
                .onTapGesture { open.wrappedValue = false }
            }
        )
        .frame(width: 0, height: 0, alignment: .topTrailing)
      }
    }
  }

  private var menu: some View {
    let select = choices.select
    let open = $isOpen
    return VStack(alignment: .leading, spacing: 0) {
      ForEach(choices.options.indices, id: \.self) { i in
        if i > 0 { Divider() }
        Button(action: {
          select(i)
          open.wrappedValue = false
        }) {
          HStack(spacing: 8) {
            Image(systemName: "checkmark").fontWeight(.semibold)
              .opacity(choices.selected == i ? 1 : 0)
            choices.options[i].view.foregroundStyle(Color.primary)
            Spacer(minLength: 0)
          }
          .padding(.horizontal, 16)
          .frame(width: MenuLook.width, height: InlinePicker.rowHeight)
          .background {
            if highlighted == i { Rectangle().fill(MenuLook.highlight) }
          }
        }
        .buttonStyle(ControlPressStyle())
        .controlPart()
      }
    }
    .background {
      ZStack {
        RoundedRectangle(cornerRadius: MenuLook.corner + 1).fill(ControlColors.shadow)
          .offset(y: 2)
        RoundedRectangle(cornerRadius: MenuLook.corner).fill(MenuLook.fill)
      }
    }
  }
}

/// The iOS 17 menu's metrics, measured (Apple publishes none): 250 pt wide, corners of
/// 13 pt, 44-pt rows; its blurred material is drawn as an opaque light grey (#F2F2F2),
/// as the display list has no blur.
enum MenuLook {
  static let width: CGFloat = 250
  static let corner: CGFloat = 13
  static let fill = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF2)
  /// The row under the keyboard: UIKit's `systemFill` (#787880 at 20 %), the grey iPadOS
  /// highlights a menu row with under the pointer or the keyboard.
  static let highlight = ControlColors.systemFill
  static let gap: CGFloat = 4
  static let catcher: CGFloat = 40_000
}
