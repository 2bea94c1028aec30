import Foundation

extension View {
  /// Presents an alert titled `titleKey` while `isPresented` is true, with the buttons of
  /// `actions` (an "OK" button when there is none). Every button ends the alert after its
  /// action runs; Escape runs the cancel button's action, if any, and ends it.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alert(title: titleKey.key, isPresented: isPresented, actions: actions(), message: nil)
  }

  /// An alert titled with a string, shown as written.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(title: String(title), isPresented: isPresented, actions: actions(), message: nil)
  }

  /// An alert with a message under its title.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(
      title: titleKey.key, isPresented: isPresented, actions: actions(),
      message: AnyView(message()))
  }

  /// An alert titled with a string, with a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(
      title: String(title), isPresented: isPresented, actions: actions(),
      message: AnyView(message()))
  }

  private func alert<A: View>(
    title: String, isPresented: Binding<Bool>, actions: A, message: AnyView?
  ) -> some View {
    let buttons = AlertActions.alert(actions)
    let end: @MainActor () -> Void = { isPresented.wrappedValue = false }
    return PresentationModifier(
      content: self,
      presented: {
        guard isPresented.wrappedValue else { return nil }
        return Presented(
          id: AnyHashable(true),
          view: AnyView(AlertCard(title: title, message: message, actions: buttons, end: end)),
          style: .alert, cancel: buttons.first { $0.role == .cancel }?.action)
      },
      end: end, onDismiss: nil)
  }
}

/// An iOS alert: a 270 pt card with 14 pt corners, the title in 17 pt semibold and the
/// message in 13 pt, centred, over the buttons (44 pt tall, 17 pt, in the accent colour;
/// the cancel button semibold, a destructive one red): side by side when there are two,
/// the cancel one leading, else stacked with the cancel one last (UIKit's
/// `UIAlertController`; Apple's HIG: alerts).
struct AlertCard: View {
  static let width: CGFloat = 270
  static let radius: CGFloat = 14
  static let buttonHeight: CGFloat = 44
  /// The card's colour in light appearance: UIKit's alert material (#F2F2F2 at about 97 %
  /// over the dimming, taken without its blur); dark: #1C1C1E.
  static let background = Color(light: 0xF2F2_F2FF, dark: 0x1C1C_1EFF)

  let title: String
  let message: AnyView?
  let actions: [AlertAction]
  let end: @MainActor () -> Void

  /// Two buttons side by side, cancel leading; otherwise stacked, cancel last.
  private var ordered: [AlertAction] {
    let buttons = actions.filter { $0.field == nil }
    let cancel = buttons.filter { $0.role == .cancel }
    let others = buttons.filter { $0.role != .cancel }
    return buttons.count == 2 ? cancel + others : others + cancel
  }

  var body: some View {
    let buttons = ordered
    let fields = actions.compactMap(\.field)
    VStack(spacing: 0) {
      VStack(spacing: 4) {
        Text(verbatim: title).font(.headline)
        if let message { message.font(.footnote) }
      }
      .multilineTextAlignment(.center)
      .padding(.horizontal, 16)
      .padding(.top, 20)
      .padding(.bottom, 18)
      if !fields.isEmpty { AlertFields(fields: fields) }
      Divider()
      if buttons.count == 2 {
        HStack(spacing: 0) {
          AlertButton(action: buttons[0], end: end)
          Divider()
          AlertButton(action: buttons[1], end: end)
        }
        .frame(height: Self.buttonHeight)
      } else {
        VStack(spacing: 0) {
          ForEach(buttons.indices, id: \.self) { i in
            if i > 0 { Divider() }
            AlertButton(action: buttons[i], end: end).frame(height: Self.buttonHeight)
          }
        }
      }
    }
    .frame(width: Self.width)
    .background(Self.background, in: RoundedRectangle(cornerRadius: Self.radius))
  }
}

/// One alert or dialog button: the whole cell takes the tap; the action runs, then the
/// presentation ends.
struct AlertButton: View {
  let action: AlertAction
  let end: @MainActor () -> Void
  var size: CGFloat = 17

  var body: some View {
    let action = self.action
    let end = self.end
    Button {
      action.action()
      end()
    } label: {
      action.label
        .font(.system(size: size, weight: action.role == .cancel ? .semibold : .regular))
        .foregroundStyle(action.role == .destructive ? Color.red : Color.accentColor)
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .buttonStyle(.plain)
  }
}
