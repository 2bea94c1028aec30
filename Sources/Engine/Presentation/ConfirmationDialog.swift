import Foundation

/// Whether something is shown (SwiftUI's `Visibility`): a confirmation dialog's title.
public enum Visibility: Sendable, Hashable, CaseIterable {
  /// The platform's choice: on iOS a dialog's title is hidden.
  case automatic
  case visible
  case hidden
}

extension View {
  /// Presents a confirmation dialog (an iPhone's action sheet) while `isPresented` is
  /// true: the buttons of `actions` in a group at the bottom of the window, and a Cancel
  /// button apart under them (SwiftUI's standard dismiss action, unless `actions` has a
  /// cancel button, which takes its place). Every button ends the dialog after its action;
  /// Escape or a tap outside the buttons cancels.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      title: titleKey.key, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions(), message: nil)
  }

  /// A dialog titled with a string, shown as written.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      title: String(title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions(), message: nil)
  }

  /// A dialog with a message above its buttons.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      title: titleKey.key, isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions(), message: AnyView(message()))
  }

  private func confirmationDialog<A: View>(
    title: String, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: A,
    message: AnyView?
  ) -> some View {
    var buttons = AlertActions.of(actions).filter { $0.field == nil }
    if !buttons.contains(where: { $0.role == .cancel }) {
      buttons.append(AlertAction(label: AnyView(Text("Cancel")), role: .cancel, action: {}))
    }
    let end: @MainActor () -> Void = { isPresented.wrappedValue = false }
    let shownTitle = titleVisibility == .visible ? title : nil
    return PresentationModifier(
      content: self,
      presented: {
        guard isPresented.wrappedValue else { return nil }
        return Presented(
          id: AnyHashable(true),
          view: AnyView(
            DialogCard(title: shownTitle, message: message, actions: buttons, end: end)),
          style: .dialog, cancel: buttons.first { $0.role == .cancel }?.action)
      },
      end: end, onDismiss: nil)
  }
}

/// An iPhone action sheet: the title (13 pt semibold, grey) and message (13 pt, grey) over
/// the buttons (57 pt tall, 20 pt, in the accent colour; a destructive one red) in one
/// card with 14 pt corners, and the cancel button (semibold) in a card of its own 8 pt
/// under it (UIKit's `UIAlertController` action sheet).
struct DialogCard: View {
  static let buttonHeight: CGFloat = 57
  static let gap: CGFloat = 8

  let title: String?
  let message: AnyView?
  let actions: [AlertAction]
  let end: @MainActor () -> Void

  var body: some View {
    let others = actions.filter { $0.role != .cancel }
    let cancel = actions.filter { $0.role == .cancel }
    VStack(spacing: Self.gap) {
      VStack(spacing: 0) {
        if title != nil || message != nil {
          VStack(spacing: 4) {
            if let title { Text(verbatim: title).font(.footnote.weight(.semibold)) }
            if let message { message.font(.footnote) }
          }
          .foregroundStyle(Color.secondary)
          .multilineTextAlignment(.center)
          .padding(.horizontal, 16)
          .padding(.vertical, 14)
          .frame(maxWidth: .infinity)
          Divider()
        }
        ForEach(others.indices, id: \.self) { i in
          if i > 0 { Divider() }
          AlertButton(action: others[i], end: end, size: 20).frame(height: Self.buttonHeight)
        }
      }
      .background(AlertCard.background, in: RoundedRectangle(cornerRadius: AlertCard.radius))
      ForEach(cancel.indices, id: \.self) { i in
        AlertButton(action: cancel[i], end: end, size: 20)
          .frame(height: Self.buttonHeight)
          .background(
            Color(light: 0xFFFF_FFFF, dark: 0x2C2C_2EFF),
            in: RoundedRectangle(cornerRadius: AlertCard.radius))
      }
    }
  }
}
