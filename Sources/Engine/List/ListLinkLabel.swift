import Foundation

/// A `NavigationLink`'s label in a list row: the label in the primary colour and a
/// trailing chevron, as iOS draws a row that pushes a screen (UITableViewCell's
/// `disclosureIndicator` accessory).
struct ListLinkLabel<Label: View>: View {
  let label: Label

  /// The chevron's colour: UIKit's `tertiaryLabel`, #3C3C43 at 30 % in light
  /// appearance, #EBEBF5 at 30 % in dark (0.3 × 255 ≈ 0x4C).
  static var chevronColor: Color { Color(light: 0x3C3C_434C, dark: 0xEBEB_F54C) }

  var body: some View {
    HStack {
      label.foregroundStyle(Color.primary)
      Spacer(minLength: 0)
      // The disclosure chevron: footnote size, semibold (measured against UIKit's).
      Image(systemName: "chevron.right")
        .font(.footnote)
        .fontWeight(.semibold)
        .foregroundStyle(Self.chevronColor)
    }
  }
}
