import Foundation

/// An alert's text fields (a `TextField` or `SecureField` among its actions, iOS 16's
/// form): stacked under the message, each in UIKit's alert field look. The first takes
/// focus as the alert appears, as UIAlertController's first text field becomes first
/// responder; a click focuses another.
///
/// The look is UIAlertController's, hand-matched: 13 pt text in a rounded-border field
/// 16 pt in from the card's edges, 8 pt apart, 16 pt above the buttons' divider.
struct AlertFields: View {
  let fields: [AnyView]
  /// One per presentation: the alert's fields are new views each time it appears.
  @State private var focus = FirstFieldFocus()

  var body: some View {
    AttributeModifier(
      content: VStack(spacing: 8) {
        ForEach(fields.indices, id: \.self) { i in
          fields[i]
        }
      }, attributes: focus.attributes
    )
    .textFieldStyle(.roundedBorder)
    .font(.footnote)
    .padding(.horizontal, 16)
    .padding(.bottom, 16)
  }
}

/// Asks for focus in the fields once: a focus binding (as `.focused` makes) that wants
/// focus until focus has been there, so focus moves to the first field in reading order
/// as the alert appears, and then follows Tab, clicks and Escape like any binding.
@MainActor
final class FirstFieldFocus {
  private var wanted = true

  var attributes: Attributes {
    var a = Attributes()
    a.focusBindings = [
      FocusBinding(isFocused: { [self] in wanted }, setFocused: { [self] in wanted = $0 })
    ]
    return a
  }
}
