import Foundation

/// An alert's text fields (a `TextField` or `SecureField` among its actions, iOS 16's
/// form): stacked under the message, each in UIKit's alert field look; a click focuses
/// one (iOS focuses the first as the alert appears: not yet here).
///
/// The look is UIAlertController's, hand-matched: 13 pt text in a rounded-border field
/// 16 pt in from the card's edges, 8 pt apart, 16 pt above the buttons' divider.
struct AlertFields: View {
  let fields: [AnyView]

  var body: some View {
    VStack(spacing: 8) {
      ForEach(fields.indices, id: \.self) { i in
        fields[i]
      }
    }
    .textFieldStyle(.roundedBorder)
    .font(.footnote)
    .padding(.horizontal, 16)
    .padding(.bottom, 16)
  }
}
